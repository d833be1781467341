/** The whole site config as core generates it; the bare `@generated/docusaurus.config` is swapped (index.ts). */
declare module '@generated/docusaurus.config.mjs' {
  import type {DocusaurusConfig} from '@docusaurus/types';

  const siteConfig: DocusaurusConfig;
  export default siteConfig;
}
