// The stock version `require`s each of `prism.additionalLanguages` by a computed name; with none
// configured, as here, that still bundles Prism's Node.js language loader (~40 KB) into every page.
// To add a language, import its `prismjs/components/prism-<name>` module here, with Prism on
// globalThis while it runs (see the stock @docusaurus/theme-classic version).
export default function prismIncludeLanguages(): void {}
