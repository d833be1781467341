import {useEffect, useState, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import type {DocusaurusConfig} from '@docusaurus/types';
import DebugJsonView from '@theme/DebugJsonView';
import DebugLayout from '@theme/DebugLayout';

/**
 * The whole site config, loaded on this page only: the config every page carries leaves out
 * the keys only the build reads (src/plugins/lean-site-config).
 */
function useWholeSiteConfig(): DocusaurusConfig | undefined {
  const [siteConfig, setSiteConfig] = useState<DocusaurusConfig>();
  useEffect(() => {
    void import('@generated/docusaurus.config.mjs').then(({default: wholeConfig}) => setSiteConfig(wholeConfig));
  }, []);
  return siteConfig;
}

export default function DebugConfig(): ReactNode {
  const siteConfig = useWholeSiteConfig();
  return (
    <DebugLayout>
      <h2>
        <Translate id="debug.config.heading" description="Heading of the /__docusaurus/debug/config/ page">
          Site config
        </Translate>
      </h2>
      {siteConfig && <DebugJsonView src={siteConfig} collapseDepth={3} />}
    </DebugLayout>
  );
}
