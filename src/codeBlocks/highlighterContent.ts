// The code-highlighter chunk (src/codeBlocks/highlighter.ts): the stock code block content, which
// highlights with Prism, and the languages the docs use beyond prism-react-renderer's own (bash,
// for install commands). Loaded on the server and, in the browser, only where code is highlighted,
// so no language adds to the main bundle.
import './prismGlobal';
import 'prismjs/components/prism-bash';

export { default } from '@theme-original/CodeBlock/Content';
