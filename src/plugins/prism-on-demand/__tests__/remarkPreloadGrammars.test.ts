import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import remarkPreloadGrammars from '../remarkPreloadGrammars';

async function compileMdx(source: string): Promise<string> {
  return String(await compile(source, {remarkPlugins: [[remarkPreloadGrammars, {languages: ['bash', 'sh', 'yaml']}]]}));
}

describe('remarkPreloadGrammars', () => {
  it("preloads the languages of a document's fenced code blocks, once each", async () => {
    const output = await compileMdx(
      '# Setup\n\n```bash\nnpm install\n```\n\n```YAML title="ci.yml"\non: push\n```\n\n```bash\nnpm test\n```\n',
    );
    expect(output).toContain('import {preloadGrammars} from "@site/src/plugins/prism-on-demand/client/Highlight";');
    expect(output).toContain('export const prismGrammars = preloadGrammars(["bash", "yaml"]);');
  });

  it('leaves a document without highlighted code blocks alone', async () => {
    const output = await compileMdx(
      '# Title\n\nSome `inline code`.\n\n```mermaid\ngraph LR\n```\n\n```text\nplain\n```\n',
    );
    expect(output).not.toContain('preloadGrammars');
  });
});
