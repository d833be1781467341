import './manualMode';
import Prism from 'prismjs/components/prism-core.js';

/**
 * Prism's core alone: the tokenizer and the hooks, without a grammar beyond plain text.
 * The language modules written by the plugin register their grammars on it through the
 * global `Prism` that the core sets, which is how Prism components expect to find it.
 */
export default Prism;
