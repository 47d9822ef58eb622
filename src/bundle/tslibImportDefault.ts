// The one tslib helper that @docusaurus/utils-common's CommonJS build uses (see
// src/routing/plugin.ts); a named re-export lets the bundler leave out the rest of tslib.
export { __importDefault } from 'tslib';
