import './manualMode';
import Prism from 'prismjs/components/prism-core.js';
import {registerPrism} from './loadedPrism';

/**
 * Prism's core alone: the tokenizer and the hooks, without a grammar beyond plain text.
 * The language modules written by the plugin import it first and register their grammars on
 * it through the global `Prism` that the core sets, which is how Prism components expect to
 * find it; the code block's `Highlight` finds it through `loadedPrism()`.
 */
registerPrism(Prism);

export default Prism;
