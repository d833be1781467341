import {describe, expect, it} from 'vitest';
import {componentOrder, DEFAULT_LANGUAGES, languageClosures} from '../languageClosures';
import {grammarModule, languageModules} from '../languageModules';

describe('languageClosures', () => {
  const closures = languageClosures(['bash', 'php', 'java']);

  it('puts a grammar that copies markup after everything that edits what markup embeds', () => {
    const order = componentOrder(['bash', 'java']);
    for (const editor of ['javascript', 'css', 'js-extras', 'typescript']) {
      expect(order.indexOf(editor), editor).toBeLessThan(order.indexOf('markdown'));
    }
    expect(order.indexOf('javascript')).toBeLessThan(order.indexOf('java'));
  });

  it('lists each language after what it requires, and under each of its aliases', () => {
    expect(closures.get('bash')).toEqual(['bash']);
    expect(closures.get('sh')).toBe(closures.get('bash'));
    const tsx = closures.get('tsx') ?? [];
    for (const [before, after] of [
      ['clike', 'javascript'],
      ['javascript', 'jsx'],
      ['typescript', 'tsx'],
      ['jsx', 'tsx'],
    ] as const) {
      expect(tsx.indexOf(before)).toBeGreaterThanOrEqual(0);
      expect(tsx.indexOf(before)).toBeLessThan(tsx.indexOf(after));
    }
  });

  it('loads with a language the components that edit it, so it highlights the same on any page', () => {
    // js-extras adds tokens to JavaScript; the regex grammar is embedded in regex literals.
    expect(closures.get('js')).toEqual(expect.arrayContaining(['javascript', 'js-extras', 'regex']));
    expect(closures.get('php')).toEqual(expect.arrayContaining(['markup', 'markup-templating', 'php']));
  });

  it("covers prism-react-renderer's languages and the configured ones", () => {
    for (const language of [...DEFAULT_LANGUAGES, 'php', 'java', 'md', 'yml', 'html']) {
      expect(closures.has(language), language).toBe(true);
    }
    expect(closures.has('js-templates')).toBe(false);
  });

  it('names a language Prism does not have', () => {
    expect(() => languageClosures(['klingon'])).toThrow(/Prism has no language "klingon"/);
  });
});

describe('languageModules', () => {
  const files = languageModules(
    new Map([
      ['javascript', ['clike', 'javascript']],
      ['js', ['clike', 'javascript']],
      ['bash', ['bash']],
    ]),
    ['clike', 'javascript', 'bash'],
    '/site/prism.ts',
  );

  it('writes a grammar module per language name, importing the core first and the components in order', () => {
    expect(Object.keys(files).sort()).toEqual([
      'everyGrammar.js',
      'grammars/bash.js',
      'grammars/javascript.js',
      'grammars/js.js',
    ]);
    expect(files['grammars/js.js']).toContain(
      [
        'import "/site/prism.ts";',
        'import "prismjs/components/prism-clike.js";',
        'import "prismjs/components/prism-javascript.js";',
      ].join('\n'),
    );
    expect(files['grammars/bash.js']).not.toContain('javascript');
  });

  it('has the server import every component up front, in the one order', () => {
    expect(files['everyGrammar.js']).toContain(
      [
        'import "/site/prism.ts";',
        'import "prismjs/components/prism-clike.js";',
        'import "prismjs/components/prism-javascript.js";',
        'import "prismjs/components/prism-bash.js";',
      ].join('\n'),
    );
  });

  it('names the grammar module of a language as code imports it', () => {
    expect(grammarModule('yaml')).toBe('@generated/docusaurus-site-prism-on-demand/grammars/yaml.js');
  });
});
