import {describe, expect, it} from 'vitest';
import {compile} from '@mdx-js/mdx';
import remarkMath from 'remark-math';
import remarkKatexStylesheet, {KATEX_STYLESHEET} from '..';

async function compileMdx(source: string): Promise<string> {
  const file = await compile(source, {remarkPlugins: [remarkMath, remarkKatexStylesheet]});
  return String(file);
}

describe('remark-katex-stylesheet', () => {
  it('imports the KaTeX stylesheet once on a page with inline and block math', async () => {
    const output = await compileMdx('Energy $E = mc^2$.\n\n$$\n\\int_0^1 x\\,dx\n$$\n');
    const imports = output.match(new RegExp(`import ['"]${KATEX_STYLESHEET}['"]`, 'g'));
    expect(imports).toHaveLength(1);
  });

  it('leaves a page without math untouched', async () => {
    const output = await compileMdx('# Title\n\nA price of 5 dollars, not math.\n');
    expect(output).not.toContain('katex');
  });
});
