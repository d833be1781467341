import type {Grammar, Token as PrismToken, TokenStream} from 'prismjs';
import type PrismLibrary from 'prismjs';
import type {Token} from 'prism-react-renderer';

const LINE_BREAK = /\r\n|\r|\n/;
const PLAIN: readonly string[] = ['plain'];

function withType(types: readonly string[], type: string | readonly string[]): readonly string[] {
  return types.at(-1) === type ? types : types.concat(type);
}

/** A line the renderer would collapse gets one newline token, which keeps its height. */
function keepOpen(line: Token[]): void {
  const [only] = line;
  if (only === undefined) {
    line.push({types: ['plain'], content: '\n', empty: true});
  } else if (line.length === 1 && only.content === '') {
    only.content = '\n';
    only.empty = true;
  }
}

/**
 * Prism's nested token stream as lines of flat tokens, which is the shape the classic theme's
 * code block renders (one element per line). A token's types are those of the tokens around
 * it, then its own type and alias; text outside any token is "plain".
 */
function tokenLines(stream: TokenStream): Token[][] {
  let line: Token[] = [];
  const lines = [line];
  const visit = (items: TokenStream, outerTypes: readonly string[]): void => {
    for (const item of Array.isArray(items) ? items : [items]) {
      if (typeof item === 'string') {
        addText(item, outerTypes.length > 0 ? outerTypes : PLAIN);
        continue;
      }
      const token: PrismToken = item;
      const types = token.alias
        ? withType(withType(outerTypes, token.type), token.alias)
        : withType(outerTypes, token.type);
      if (typeof token.content === 'string') {
        addText(token.content, types);
      } else {
        visit(token.content, types);
      }
    }
  };
  const addText = (text: string, types: readonly string[]): void => {
    text.split(LINE_BREAK).forEach((piece, index) => {
      if (index > 0) {
        keepOpen(line);
        line = [];
        lines.push(line);
      }
      line.push({types: [...types], content: piece});
    });
  };
  visit(stream, []);
  keepOpen(line);
  return lines;
}

/**
 * The lines of `code` highlighted with `grammar` (plain text without one, or without Prism). Prism's hooks see
 * what `Prism.highlight` gives them, so that grammars which rewrite the code before
 * tokenizing it (templating languages such as PHP) work.
 */
export function highlightedLines(
  prism: typeof PrismLibrary | undefined,
  code: string,
  language: string,
  grammar: Grammar | undefined,
): Token[][] {
  if (prism === undefined || grammar === undefined) {
    return tokenLines([code]);
  }
  const env = {code, grammar, language, tokens: [] as TokenStream};
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(env.code, env.grammar);
  prism.hooks.run('after-tokenize', env);
  return tokenLines(env.tokens);
}
