import {useEffect, useState, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import Translate from '@docusaurus/Translate';
import registry from '@generated/registry';
import {loadAllRouteTables} from '@site/src/plugins/routing-and-prefetch/lean-chunk-maps/client/routeTables';
import DebugLayout from '@theme/DebugLayout';
import styles from './styles.module.css';

type ModulePaths = Readonly<Record<string, string>>;

/**
 * The browser's production registry has no module paths (src/plugins/routing-and-prefetch/lean-chunk-maps): they
 * are loaded from the file that plugin writes, on this page only.
 */
function useModulePaths(): ModulePaths | undefined {
  const [modulePaths, setModulePaths] = useState<ModulePaths>();
  useEffect(() => {
    // The registry fills part by part: every part is loaded before the list is shown.
    void Promise.all([
      import('@generated/docusaurus-site-lean-chunk-maps/modulePaths.json'),
      loadAllRouteTables(),
    ]).then(([{default: paths}]) => setModulePaths(paths));
  }, []);
  return modulePaths;
}

function RegistryList(): ReactNode {
  const modulePaths = useModulePaths();
  return (
    <DebugLayout>
      <h2>
        <Translate id="debug.registry.heading" description="Heading of the /__docusaurus/debug/registry/ page">
          Registry
        </Translate>
      </h2>
      <ul className="clean-list">
        {Object.entries(registry).map(([chunkName, [, modulePath, moduleId]]) => (
          <li key={chunkName} className={styles.entry}>
            <div>
              <Translate id="debug.registry.modulePath" description="Label of a registry entry's module path">
                Module path:
              </Translate>{' '}
              <code>{modulePath || modulePaths?.[chunkName]}</code>
            </div>
            <div>
              <Translate id="debug.registry.moduleId" description="Label of a registry entry's bundler module id">
                Module id:
              </Translate>{' '}
              <code>{moduleId}</code>
            </div>
          </li>
        ))}
      </ul>
    </DebugLayout>
  );
}

/**
 * The registry lists the module ids the bundler gave each chunk, and the server bundle
 * numbers them differently from the browser's: rendered on the server, the page could only
 * fail hydration. It is rendered in the browser alone.
 */
export default function DebugRegistry(): ReactNode {
  return <BrowserOnly fallback={<DebugLayout>{null}</DebugLayout>}>{() => <RegistryList />}</BrowserOnly>;
}
