// The code-highlighter chunk (src/codeBlocks/highlighter.ts): the code block content, which
// highlights with Prism and shows a checked example's types, the languages the docs use beyond
// prism-react-renderer's own (bash, for install commands), and the keys that move between a
// block's types. Loaded on the server and, in the browser, only where code is highlighted or a
// code block takes focus, so none of it adds to the main bundle.
import './prismGlobal';
import 'prismjs/components/prism-bash';
import './typeNavigation';

export { default } from './TypedContent';
