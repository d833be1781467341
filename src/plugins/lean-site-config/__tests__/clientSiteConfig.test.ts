import type {DocusaurusConfig} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {BUILD_ONLY_KEYS, clientSiteConfig} from '..';

const siteConfig = {
  title: 'Docusaurus',
  baseUrl: '/',
  themeConfig: {navbar: {items: []}},
  future: {v4: true},
  plugins: [['./plugin', {path: 'docs'}]],
  presets: [['classic', {}]],
  themes: ['@docusaurus/theme-mermaid'],
  markdown: {format: 'mdx'},
} as unknown as DocusaurusConfig;

describe('clientSiteConfig', () => {
  it('leaves out the plugin and theme lists and the Markdown settings', () => {
    const config = clientSiteConfig(siteConfig);
    for (const key of BUILD_ONLY_KEYS) {
      expect(config).not.toHaveProperty(key);
    }
  });

  it('keeps every other key as it is', () => {
    expect(clientSiteConfig(siteConfig)).toEqual({
      title: 'Docusaurus',
      baseUrl: '/',
      themeConfig: {navbar: {items: []}},
      future: {v4: true},
    });
  });
});
