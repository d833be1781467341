// What the classic theme's code block gets for `prism-react-renderer` (see ../index.ts). A module
// of its own, imported through that swap only, so the build can count what the swap matched.
export {Highlight} from './Highlight';
