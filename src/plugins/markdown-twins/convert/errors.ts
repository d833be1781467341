import type {Node} from 'unist';

/** A page the converter cannot turn into Markdown: names the file, the construct and its line. */
export class TwinConversionError extends Error {
  constructor(file: string, construct: string, node?: Node, reason = 'has no Markdown conversion') {
    const line = node?.position ? `:${node.position.start.line}` : '';
    super(
      `Markdown twin of ${file}${line}: ${construct} ${reason}. ` +
        'Add it to the known components of src/plugins/markdown-twins/convert/components.ts.',
    );
    this.name = 'TwinConversionError';
  }
}
