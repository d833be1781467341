import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import remarkImportGrammars from '../remarkImportGrammars';

async function compileMdx(source: string): Promise<string> {
  return String(
    await compile(source, {remarkPlugins: [[remarkImportGrammars, {languages: ['bash', 'sh', 'jsx', 'yaml']}]]}),
  );
}

const grammar = (language: string) => `import "@generated/docusaurus-site-prism-on-demand/grammars/${language}.js";`;

describe('remarkImportGrammars', () => {
  it("imports the grammar of each language of a document's fenced code blocks, once each", async () => {
    const output = await compileMdx(
      '# Setup\n\n```bash\nnpm install\n```\n\n```YAML title="ci.yml"\non: push\n```\n\n```bash\nnpm test\n```\n',
    );
    expect(output).toContain(`${grammar('bash')}\n${grammar('yaml')}`);
    expect(output.match(/docusaurus-site-prism-on-demand/g)).toHaveLength(2);
  });

  it('imports the grammar of a <CodeBlock> element with a literal language', async () => {
    const output = await compileMdx(
      "import CodeBlock from '@theme/CodeBlock';\n\n<CodeBlock language=\"jsx\">{'<p />'}</CodeBlock>\n\nRun <CodeBlock language=\"sh\">{'ls'}</CodeBlock>.\n",
    );
    expect(output).toContain(grammar('jsx'));
    expect(output).toContain(grammar('sh'));
  });

  it('leaves a document without highlighted code blocks alone', async () => {
    const output = await compileMdx(
      '# Title\n\nSome `inline code`.\n\n```mermaid\ngraph LR\n```\n\n```text\nplain\n```\n\n<Other language="bash" />\n',
    );
    expect(output).not.toContain('docusaurus-site-prism-on-demand');
  });
});
