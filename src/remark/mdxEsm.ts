import type {Root} from 'mdast';
import type {Program} from 'estree';

type Statement = Program['body'][number];

const literal = (value: string) => ({type: 'Literal', value, raw: JSON.stringify(value)}) as const;

/** `import 'source';` */
export function sideEffectImport(source: string): Statement {
  return {type: 'ImportDeclaration', specifiers: [], attributes: [], source: literal(source)};
}

/** `import name from 'source';` */
export function defaultImport(name: string, source: string): Statement {
  return {
    type: 'ImportDeclaration',
    specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
    attributes: [],
    source: literal(source),
  };
}

/** `import {name} from 'source';` */
export function namedImport(name: string, source: string): Statement {
  const identifier = {type: 'Identifier', name} as const;
  return {
    type: 'ImportDeclaration',
    specifiers: [{type: 'ImportSpecifier', imported: identifier, local: identifier}],
    attributes: [],
    source: literal(source),
  };
}

/**
 * An MDX ESM node (imports and exports at the top of a document) made by a remark plugin.
 * MDX compiles `body`, the statements as an ESTree program; `value` is their source text.
 */
export function mdxEsm(value: string, body: Statement[]): Root['children'][number] {
  return {
    type: 'mdxjsEsm',
    value,
    data: {estree: {type: 'Program', sourceType: 'module', body}},
  } as unknown as Root['children'][number];
}
