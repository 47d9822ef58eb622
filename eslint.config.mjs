// `npm run lint`: ESLint (typescript-eslint, React, react-hooks, jsx-a11y) and Prettier's check.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-without-critical-css/',
      'mcp/dist/',
      '.docusaurus/',
      'docs/api/',
      'node_modules/',
      'bench-results/',
      'test-results/',
      'playwright-report/',
      'tests/fixtures/**/build/',
      'tests/fixtures/**/.docusaurus/',
      // A copy of the site, made by scripts/versions-fixture.mjs.
      'tests/fixtures/versioned-site/',
      'library/',
      // Frozen docs versions' declarations and generated reference (src/versioning/).
      'versioned_library/',
      'versioned_docs/*/api/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  react.configs.flat.recommended,
  react.configs.flat['jsx-runtime'],
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: 'detect' } },
    rules: {
      // Unused names are errors, except those named as deliberately unused.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // The theme passes props typed by Docusaurus's own declarations.
      'react/prop-types': 'off',
    },
  },
  {
    // CommonJS: Rspack loaders and Node scripts that Node requires.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
