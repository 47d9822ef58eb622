// Prism's language files (prismjs/components) register on a global `Prism`: it must be
// prism-react-renderer's before they run (src/codeBlocks/highlighterContent.ts imports this module first).
import { Prism } from 'prism-react-renderer';

(globalThis as { Prism?: typeof Prism }).Prism = Prism;
