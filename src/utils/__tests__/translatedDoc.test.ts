import {describe, expect, it} from 'vitest';
import {isTranslatedDocSource} from '../translatedDoc';

const fr = {i18nPath: 'i18n', localePath: 'fr'};

describe('isTranslatedDocSource', () => {
  it('recognises a doc read from the locale folder', () => {
    expect(isTranslatedDocSource('@site/i18n/fr/docusaurus-plugin-content-docs/current/installation.mdx', fr)).toBe(
      true,
    );
    expect(
      isTranslatedDocSource('@site/i18n/fr/docusaurus-plugin-content-docs-community/current/support.mdx', {
        i18nPath: './i18n/',
        localePath: 'fr',
      }),
    ).toBe(true);
  });

  it('treats the English files and other locales as untranslated', () => {
    expect(isTranslatedDocSource('@site/docs/cli.mdx', fr)).toBe(false);
    expect(isTranslatedDocSource('@site/versioned_docs/version-2.4.3/cli.mdx', fr)).toBe(false);
    expect(isTranslatedDocSource('@site/i18n/fa/docusaurus-plugin-content-docs/current/cli.mdx', fr)).toBe(false);
    expect(isTranslatedDocSource('@site/i18n/french/cli.mdx', fr)).toBe(false);
  });
});
