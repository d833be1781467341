import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import {contentDiagrams} from '../contentDiagrams';
import {ID_PLACEHOLDER} from '../diagramCache';
import remarkStaticDiagrams from '../remarkStaticDiagrams';
import path from 'node:path';

const siteDir = path.resolve(__dirname, '../../../..');
/** A diagram of the content, so that its SVG files are in the cache. */
const [cachedDiagram = ''] = [...contentDiagrams(siteDir).values()].flat();

async function compileMdx(source: string, filePath = 'docs/page.mdx'): Promise<string> {
  return String(await compile({value: source, path: filePath}, {remarkPlugins: [remarkStaticDiagrams]}));
}

const fence = (code: string) => `\`\`\`mermaid\n${code}\n\`\`\`\n`;

describe('remarkStaticDiagrams', () => {
  it('replaces each diagram with its drawings in both modes around its source, with ids unique to the page', async () => {
    const output = await compileMdx(`# Page\n\n${fence(cachedDiagram)}\nText.\n\n${fence(cachedDiagram)}`);
    expect(output).toContain('import StaticDiagram from "@site/src/components/StaticDiagram";');
    expect(output.match(/_jsx\(StaticDiagram, \{/g)).toHaveLength(2);
    expect(output).not.toContain(ID_PLACEHOLDER);
    const rootIds = Array.from(output.matchAll(/<svg id=\\"([^"\\]+)\\"/g), ([, id]) => id);
    expect(rootIds).toHaveLength(4);
    expect(new Set(rootIds).size).toBe(4);
    // The source stays in the page, as a code block.
    expect(output).toContain('className: "language-mermaid"');
  });

  it('gives the same diagram other ids in another file (a blog list page shows several posts)', async () => {
    const ids = async (file: string) =>
      Array.from((await compileMdx(fence(cachedDiagram), file)).matchAll(/<svg id=\\"([^"\\]+)\\"/g), ([, id]) => id);
    const [first, second] = await Promise.all([ids('blog/a.mdx'), ids('blog/b.mdx')]);
    expect(first.filter((id) => second.includes(id))).toEqual([]);
  });

  it('fails with the file, the line and the command to run when a diagram was never drawn', async () => {
    await expect(compileMdx(`# Page\n\n${fence('flowchart LR\n  never --> drawn')}`, 'docs/new.mdx')).rejects.toThrow(
      /docs\/new\.mdx:3: this Mermaid diagram has no rendered SVG \(light mode\).*npm run diagrams/,
    );
  });

  it('leaves a document without diagrams alone', async () => {
    const output = await compileMdx('# Title\n\n```js\nconst a = 1;\n```\n');
    expect(output).not.toContain('StaticDiagram');
  });
});
