import ts from 'typescript';
import {dirname, join} from 'node:path';

export type TypeReference = {module: string; typeName: string};

/**
 * Lists the property names of exported types, resolved the way the site's TypeScript
 * sees them (intersections and Partial<> included). Used to keep reference docs in step
 * with the installed packages.
 */
export function listTypeProperties(siteDir: string, references: TypeReference[]): string[][] {
  const entryFile = join(siteDir, '__type-properties__.ts');
  const entrySource = references
    .map(
      ({module, typeName}, index) =>
        `import type {${typeName} as T${index}} from '${module}';\nexport type R${index} = T${index};`,
    )
    .join('\n');
  const options: ts.CompilerOptions = {
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const readSource = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) =>
    fileName === entryFile
      ? ts.createSourceFile(fileName, entrySource, languageVersion)
      : readSource(fileName, languageVersion, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => fileName === entryFile || fileExists(fileName);
  host.getCurrentDirectory = () => dirname(entryFile);

  const program = ts.createProgram([entryFile], options, host);
  const checker = program.getTypeChecker();
  const entry = program.getSourceFile(entryFile);
  if (!entry) {
    throw new Error('Could not create the type listing entry file.');
  }
  const aliases = entry.statements.filter(ts.isTypeAliasDeclaration);
  return aliases.map((alias, index) => {
    const type = checker.getTypeAtLocation(alias.name);
    const names = checker.getPropertiesOfType(type).map((property) => property.getName());
    if (names.length === 0 && type.flags & ts.TypeFlags.Any) {
      const {module, typeName} = references[index] as TypeReference;
      throw new Error(`${typeName} of ${module} did not resolve to a type.`);
    }
    return names.sort();
  });
}
