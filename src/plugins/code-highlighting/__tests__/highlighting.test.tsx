import {readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight as PrismReactRendererHighlight, type RenderProps} from 'prism-react-renderer';
import type PrismLibrary from 'prismjs';
import {describe, expect, it} from 'vitest';
import {lightCodeTheme} from '@site/config/prism';
import {prism as prismConfig} from '@site/config/prism';
import {componentOrder, languageClosures} from '../languageClosures';
import {highlightedLines} from '../client/tokens';

const require = createRequire(import.meta.url);
const siteDir = path.resolve(import.meta.dirname, '../../../..');
const closures = languageClosures(prismConfig.additionalLanguages);

const sources = new Map<string, string>();
function source(file: string): string {
  const cached = sources.get(file) ?? readFileSync(require.resolve(`prismjs/components/${file}.js`), 'utf8');
  sources.set(file, cached);
  return cached;
}

/**
 * A Prism of its own, as a page has it after loading these lists one after the other (the
 * components of a list that an earlier one loaded are not loaded again).
 */
function prismWith(...lists: (readonly string[])[]): typeof PrismLibrary {
  const scope: Record<string, unknown> = {};
  scope.global = scope;
  const context = vm.createContext(scope);
  for (const file of ['prism-core', ...new Set(lists.flat().map((id) => `prism-${id}`))]) {
    vm.runInContext(source(file), context);
  }
  return scope.Prism as typeof PrismLibrary;
}

/** A grammar as plain data: its tokens in order, patterns as text, shared parts by path. */
function grammarShape(grammar: unknown): string {
  const seen = new Map<object, string>();
  const shape = (value: unknown, at: string): unknown => {
    if (Object.prototype.toString.call(value) === '[object RegExp]') {
      return String(value);
    }
    if (typeof value !== 'object' || value === null) {
      return typeof value === 'function' ? 'function' : value;
    }
    const known = seen.get(value);
    if (known !== undefined) {
      return `[same as ${known}]`;
    }
    seen.set(value, at);
    return Array.isArray(value)
      ? value.map((item, index) => shape(item, `${at}[${index}]`))
      : Object.entries(value).map(([key, item]) => [key, shape(item, `${at}.${key}`)]);
  };
  return JSON.stringify(shape(grammar, ''));
}

interface CodeBlock {
  readonly file: string;
  readonly language: string;
  readonly code: string;
}

/** Every fenced code block of the site's content whose language Prism highlights. */
function contentCodeBlocks(): CodeBlock[] {
  const fence = /^([ \t]*)(`{3,}|~{3,})([\w+-]+)[^\n]*\n([\s\S]*?)\n\1\2[ \t]*$/gm;
  const blocks: CodeBlock[] = [];
  for (const folder of ['docs', 'versioned_docs', 'community', 'blog', 'changelog', 'fixtures']) {
    for (const entry of readdirSync(path.join(siteDir, folder), {recursive: true, withFileTypes: true})) {
      if (!entry.isFile() || !/\.mdx?$/.test(entry.name)) {
        continue;
      }
      const file = path.join(entry.parentPath, entry.name);
      for (const [, , , language = '', code = ''] of readFileSync(file, 'utf8').matchAll(fence)) {
        if (closures.has(language.toLowerCase())) {
          blocks.push({file: path.relative(siteDir, file), language: language.toLowerCase(), code});
        }
      }
    }
  }
  return blocks;
}

const blocks = contentCodeBlocks();
// How the server bundle registers them (everyGrammar.js).
const everyComponent = componentOrder(prismConfig.additionalLanguages);

describe('grammars loaded per language', () => {
  it('end up the same whatever lists a page loaded before, and in whichever order', () => {
    // A page may load several lists, one after another; the server has them all.
    const lists = [...new Map([...closures.values()].map((list) => [list.join(' '), list])).values()];
    const withAll = prismWith(everyComponent);
    const expected = new Map(everyComponent.map((id) => [id, grammarShape(withAll.languages[id])]));
    for (const first of lists) {
      for (const second of lists) {
        const page = prismWith(first, second);
        for (const id of new Set([...first, ...second])) {
          expect(grammarShape(page.languages[id]), `${id} after [${first.join(' ')}] then [${second.join(' ')}]`).toBe(
            expected.get(id),
          );
        }
      }
    }
  }, 60_000);

  it('finds the content code blocks to check', () => {
    expect(blocks.length).toBeGreaterThan(1000);
  });

  it('highlight every content code block as they do with all the grammars loaded', () => {
    // A page loads the grammars of its own blocks; the server may have loaded any others by
    // then. Both must give the same tokens, or hydration would not match.
    const withAll = prismWith(everyComponent);
    const withClosure = new Map<string, typeof PrismLibrary>();
    for (const {file, language, code} of blocks) {
      const closure = closures.get(language) ?? [];
      const key = closure.join(' ');
      const alone = withClosure.get(key) ?? prismWith(closure);
      withClosure.set(key, alone);
      expect(highlightedLines(alone, code, language, alone.languages[language]), `${file} (${language})`).toEqual(
        highlightedLines(withAll, code, language, withAll.languages[language]),
      );
    }
  }, 60_000);
});

describe('Highlight', () => {
  function renderLines({className, style, tokens, getLineProps, getTokenProps}: RenderProps) {
    return (
      <pre className={className} style={style}>
        {tokens.map((line, index) => (
          <div key={index} {...getLineProps({line, className: 'line'})}>
            {line.map((token, key) => (
              <span key={key} {...getTokenProps({token})} />
            ))}
          </div>
        ))}
      </pre>
    );
  }

  it("renders the markup of prism-react-renderer's Highlight, on the same Prism", async () => {
    const {default: Prism} = await import('../client/prism');
    for (const id of everyComponent) {
      require(`prismjs/components/prism-${id}.js`);
    }
    const {Highlight} = await import('../client/Highlight');
    // Up to 20 blocks a language (the comparison renders each twice); PHP is left out, since
    // prism-react-renderer tokenizes the code without what its hooks prepared.
    const taken = new Map<string, number>();
    const samples = blocks.filter(({language}) => {
      taken.set(language, (taken.get(language) ?? 0) + 1);
      return language !== 'php' && (taken.get(language) ?? 0) <= 20;
    });
    for (const {file, language, code} of samples) {
      const props = {code, language, theme: lightCodeTheme};
      expect(renderToStaticMarkup(<Highlight {...props}>{renderLines}</Highlight>), file).toBe(
        renderToStaticMarkup(
          <PrismReactRendererHighlight {...props} prism={Prism}>
            {renderLines}
          </PrismReactRendererHighlight>,
        ),
      );
    }
  }, 60_000);

  it('renders a language without a grammar as plain text', async () => {
    const {Highlight} = await import('../client/Highlight');
    const html = renderToStaticMarkup(
      <Highlight code={'first\n\nthird'} language="Klingon" theme={lightCodeTheme}>
        {renderLines}
      </Highlight>,
    );
    expect(html).toContain('class="prism-code language-klingon"');
    expect(html.match(/class="token-line line"/g)).toHaveLength(3);
    expect(html).toContain('<span class="token plain" style="display:inline-block">\n</span>');
  });
});
