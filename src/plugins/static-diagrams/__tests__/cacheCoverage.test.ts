import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {contentDiagrams} from '../contentDiagrams';
import {CACHE_DIR, COLOR_MODES, ID_PLACEHOLDER, diagramKey, readCachedSvg} from '../diagramCache';

const siteDir = path.resolve(__dirname, '../../../..');
const diagrams = contentDiagrams(siteDir);

describe('the committed diagram cache (npm run diagrams)', () => {
  it('finds the diagrams of every docs version, locale, blog and fixture', () => {
    const files = [...diagrams.keys()];
    for (const folder of [
      'docs/',
      'versioned_docs/version-2.4.3/',
      'versioned_docs/version-3.0.0-beta.0/',
      'i18n/zh-CN/',
      'blog/',
      'fixtures/',
    ]) {
      expect(
        files.some((file) => file.startsWith(folder)),
        folder,
      ).toBe(true);
    }
  });

  it('holds both colour modes of every diagram in the content', () => {
    const missing = [...diagrams].flatMap(([file, sources]) =>
      sources.flatMap((source) =>
        COLOR_MODES.filter((mode) => readCachedSvg(source, mode) === undefined).map(
          (mode) => `${file}: ${source.split('\n')[0] ?? ''} (${mode})`,
        ),
      ),
    );
    expect(missing, 'run `npm run diagrams` and commit src/data/diagrams/').toEqual([]);
  });

  it('holds nothing else, and every SVG is an image whose ids the page can make unique', () => {
    const wanted = new Set(
      [...diagrams.values()].flat().flatMap((source) => COLOR_MODES.map((mode) => `${diagramKey(source, mode)}.svg`)),
    );
    for (const name of readdirSync(CACHE_DIR)) {
      expect(wanted.has(name), `${name} belongs to no diagram: run \`npm run diagrams\``).toBe(true);
      const svg = readFileSync(path.join(CACHE_DIR, name), 'utf8');
      expect(svg.startsWith(`<svg id="${ID_PLACEHOLDER}"`), name).toBe(true);
      expect(svg, name).toMatch(/^<svg [^>]*role="img"[^>]*aria-(label|labelledby)="[^"]+"/);
      const ids = Array.from(svg.matchAll(/\sid="([^"]*)"/g), ([, id = '']) => id);
      expect(
        ids.filter((id) => !id.startsWith(ID_PLACEHOLDER)),
        name,
      ).toEqual([]);
    }
  });
});
