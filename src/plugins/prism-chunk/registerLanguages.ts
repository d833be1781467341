import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

// What the classic theme's client module does at startup, done when the first code block
// loads instead (see ./index.ts). Modules run once, so the languages register once.
prismIncludeLanguages(Prism as Parameters<typeof prismIncludeLanguages>[0]);
