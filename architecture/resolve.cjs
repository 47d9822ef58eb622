// How the site's bundler resolves the aliases of its imports, for dependency-cruiser
// (.dependency-cruiser.cjs reads it as a webpack configuration's `resolve`): `@theme/X` is our
// swizzled src/theme/X when there is one, else the classic theme's; `@theme-original/X` is always
// the classic theme's; `@site/` is the site's root and `@generated/` Docusaurus's generated files.
// `resolveFrom(root)` gives them for a site at `root` (tests/unit/architecture.test.ts: a scratch site).
const path = require('node:path');

const siteRoot = path.resolve(__dirname, '..');
const classicTheme = path.join(siteRoot, 'node_modules/@docusaurus/theme-classic/lib/theme');

/** The resolve options of a site whose root folder is `root`. */
const resolveFrom = (root) => ({
  extensions: ['.ts', '.tsx', '.mjs', '.cjs', '.js', '.json'],
  alias: {
    '@theme-original': classicTheme,
    '@theme': [path.join(root, 'src/theme'), classicTheme],
    '@site': root,
    '@generated': path.join(root, '.docusaurus'),
  },
});

module.exports = { resolve: resolveFrom(siteRoot), resolveFrom };
