import type { Config, PluginConfig } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import { themes as prismThemes } from 'prism-react-renderer';
import { withReadableTokens } from './src/codeBlocks/prismContrast';
import apiReferencePlugin from './src/apiReference/plugin';
import pageShellPlugin from './src/pageShell/plugin';
import postBuildPlugin from './src/postBuild/plugin';
import routingPlugin from './src/routing/plugin';
import bundlePlugin from './src/bundle/plugin';
import searchPlugin from './src/search/plugin';
import codeBlocks, { coloursFromCss } from './src/codeBlocks/plugin';
import tableCellLabels from './src/accessibility/tableCellLabels';
import rehypeSearchIgnore from './src/search/rehypeSearchIgnore';
import versioningPlugin from './src/versioning/plugin';
import remarkVersionLinks from './src/versioning/remarkVersionLinks';
import { basisNotice } from './src/provenance/remarkBasisNotice';
import { apiLinks } from './src/provenance/remarkApiLinks';
import { typedExamples } from './src/codeBlocks/remarkTypedExamples';
import { DEFAULT_LANGUAGE } from './src/codeBlocks/blockTypes';
import { currentVersion, docsVersions, isReferencePage } from './src/versioning/docsVersions';
import { SEARCH_PAGE_PATH } from './src/search/searchPageUrl';
import { BASE_URL, REFERENCE_FOLDER } from './src/shared/siteLayout.mjs';

const repository = 'https://github.com/evolv-ai/mutate';
const company = 'https://evolv.ai';
const npmPackage = 'https://www.npmjs.com/package/@evolv/mutate';
const title = 'Mutate';
const tagline = 'A library of helpers for persistent DOM modification.';
// The description of pages that have none of their own (the not-found and search pages).
const siteDescription = `Mutate documentation. ${tagline}`;
const latestLabel = `v${currentVersion.number}`;
const baseUrl = BASE_URL;

const config = {
  title,
  tagline,
  favicon: 'img/favicon.svg',
  // The host is deployment-specific; the base path is part of the product.
  url: process.env.SITE_URL ?? 'https://evolv-ai.github.io',
  baseUrl,
  organizationName: 'evolv-ai',
  projectName: 'mutate',
  staticDirectories: ['static'],
  // Spec §2.3, §8: a spinner shows while the next page loads, and a route whose code fails to load
  // shows the error and Retry; print is in light mode; a client navigation is announced (see each
  // file).
  clientModules: [
    './src/pageShell/navigationSpinner.ts',
    './src/pageShell/routeLoadFailure.ts',
    './src/pageShell/printInLightMode.ts',
    './src/accessibility/routeAnnouncer.ts',
  ],
  noIndex: false,

  // Spec §5: broken links are only logged; anchors and duplicate routes warn.
  onBrokenLinks: 'log',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  markdown: {
    // Generated reference pages are CommonMark; hand-written .mdx pages are MDX.
    format: 'detect',
    hooks: {
      onBrokenMarkdownLinks: 'warn',
      onBrokenMarkdownImages: 'throw',
    },
    // Generated reference pages have no sidebar entry of their own; show the docs sidebar anyway.
    parseFrontMatter: async ({ filePath, defaultParseFrontMatter, ...params }) => {
      const result = await defaultParseFrontMatter({ filePath, ...params });
      if (isReferencePage(filePath)) {
        result.frontMatter.displayed_sidebar ??= 'docsSidebar';
      }
      return result;
    },
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { direction: 'ltr', htmlLang: 'en' } },
  },

  // Every framework flag is chosen here, each for a reason, so that an update of Docusaurus cannot
  // turn one on unseen (`v4: true` would take whatever flags a release adds to it);
  // tests/unit/config.test.ts fails if the resolved flags hold one not listed here.
  future: {
    v4: {
      // The built HTML's head tags without react-helmet's `data-rh` attribute: smaller pages.
      removeLegacyPostBuildHeadAttribute: true,
      // Infima's and the themes' CSS in cascade layers, below the site's own: src/css/ overrides
      // them by order, not by stronger selectors.
      useCssCascadeLayers: true,
    },
    // Docusaurus Faster, every option chosen by measurement (PERFORMANCE.md): SSG worker
    // threads render pages on every core (a clean build at five times the reference 110 → 93 s, for
    // 50 MB more). Rspack's persistent cache makes a repeat build or `npm start` reuse the last one
    // (41 → 27 s at 1×), and gives the same site as a clean build (scripts/same-site.mjs). Writing it
    // costs a clean build time and memory (+18 s, +180 MB at 5×): where every build is clean (the
    // bench, CI's build), DOCUSAURUS_NO_PERSISTENT_CACHE=true skips it. Not a switch here: the site's
    // config is part of every page's script, so it must not depend on the machine.
    experimental_faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      rspackBundler: true,
      mdxCrossCompilerCache: true,
      rspackPersistentCache: true,
      ssgWorkerThreads: true,
    },
    // Saved colour mode, version and dismissed announcement under the keys readers already have.
    experimental_storage: { type: 'localStorage', namespace: false },
    experimental_router: 'browser', // spec §2: routing uses browser history
  },

  presets: [
    [
      'classic',
      {
        // The docs plugin is added below, wrapped (src/docsPlugin/leanVersionData.ts).
        docs: false,
        blog: false,
        theme: { customCss: './src/css/custom.css' },
        // The search results page has no content of its own to index.
        sitemap: { ignorePatterns: [`${baseUrl}${SEARCH_PAGE_PATH}/**`] },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      './src/docsPlugin/leanVersionData.ts',
      {
        routeBasePath: '/',
        sidebarPath: './sidebars.ts',
        // docs/ is the latest release's; `npm run docs:version` freezes older ones
        // (src/versioning/).
        lastVersion: currentVersion.name,
        versions: Object.fromEntries(docsVersions.map(({ name, number }) => [name, { label: `v${number}` }])),
        editUrl: undefined,
        // On phones and small tablets tables stack their rows, each value after its column's heading;
        // basis notes are left out of the search index.
        rehypePlugins: [tableCellLabels, rehypeSearchIgnore],
        // On a hand-written page, API names in prose link to their reference, and a page that shows
        // APIs not checked against the library says so at its top (names first: the notice's own
        // names stay plain); every TypeScript example is checked against the declarations and
        // shows its types.
        // An older version's paths from the docs' root lead to its own pages (src/versioning/).
        remarkPlugins: [apiLinks(), basisNotice(), typedExamples(), [remarkVersionLinks, { baseUrl }]],
      } satisfies DocsOptions,
    ],
    // `npm run docs:version -- <number>` freezes the current docs and declarations
    // (src/versioning/).
    versioningPlugin,
    // Each version's reference, generated from its own declarations.
    ...docsVersions.map(({ name }): PluginConfig => [apiReferencePlugin, { id: name, version: name }]),
    pageShellPlugin,
    // Every step after the build, in one stated order: pages' heads (policy, link-preview card), Markdown
    // twins, llms.txt, search index, cards, each page's critical CSS, then the "Read offline" service
    // worker (src/postBuild/).
    postBuildPlugin,
    routingPlugin,
    bundlePlugin,
    codeBlocks({
      // Second argument: the highlighted-line colour of each mode, as set in src/css/custom.css.
      light: withReadableTokens(prismThemes.github, 'rgba(43, 89, 195, 0.12)'),
      dark: withReadableTokens(prismThemes.dracula, 'rgba(143, 176, 255, 0.18)'),
    }),
  ],

  // The search theme provides the navbar's search box (src/search/).
  themes: ['@docusaurus/theme-live-codeblock', searchPlugin],

  themeConfig: {
    // No `image`: the build gives every page a link-preview card of its own (src/socialCards/).
    metadata: [
      { name: 'description', content: siteDescription },
      { property: 'og:description', content: siteDescription },
      // Link previews name the site beside the page's own title.
      { property: 'og:site_name', content: title },
      { property: 'og:type', content: 'website' },
    ],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      // A new release's bar shows again to readers who closed the last one.
      id: `docs_${latestLabel.replaceAll('.', '_')}`,
      content:
        docsVersions.length === 1
          ? `You are reading version ${latestLabel} of the Mutate documentation.`
          : `The latest version of the Mutate documentation is ${latestLabel}.`,
      // The theme's colours, so that the bar follows the colour mode (the default is white in both).
      backgroundColor: 'var(--ifm-color-emphasis-100)',
      textColor: 'var(--ifm-font-color-base)',
      isCloseable: true,
    },
    docs: {
      sidebar: { hideable: true, autoCollapseCategories: false },
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    navbar: {
      title,
      logo: { alt: 'Mutate logo', src: 'img/logo.svg', width: 32, height: 32 },
      items: [
        { to: `/${REFERENCE_FOLDER}`, label: 'API', position: 'left' },
        {
          type: 'docsVersionDropdown',
          position: 'right',
          // With one version and nothing else, Docusaurus renders a plain link instead of a dropdown,
          // and only the dropdown remembers the reader's version (spec §4). The item lists the
          // library's own releases, on npm.
          dropdownItemsAfter: [{ href: `${npmPackage}?activeTab=versions`, label: 'Library releases' }],
        },
        { href: repository, label: 'GitHub', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      logo: { alt: 'Mutate logo', src: 'img/logo.svg', width: 40, height: 40, href: baseUrl },
      links: [
        {
          title: 'Evolv AI',
          items: [
            { label: 'Home', href: company },
            { label: 'Blog', href: `${company}/blog` },
            { label: 'About', href: `${company}/about` },
            { label: 'Contact', href: `${company}/contact` },
          ],
        },
        { title: 'Docs', items: [{ label: 'API', to: `/${REFERENCE_FOLDER}` }] },
        {
          title: 'Resources',
          items: [
            { label: 'Help', href: `${repository}/issues` },
            { label: 'npm', href: npmPackage },
            { label: 'Repository', href: repository },
          ],
        },
      ],
      // The site's own text; the library itself belongs to Evolv Technology Solutions, Inc.
      copyright: 'Copyright © 2025 the Mutate documentation authors. Built with Docusaurus.',
    },
    prism: {
      // Colours: src/codeBlocks/plugin.ts.
      theme: coloursFromCss,
      darkTheme: coloursFromCss,
      defaultLanguage: DEFAULT_LANGUAGE,
      magicComments: [
        {
          className: 'theme-code-block-highlighted-line',
          line: 'highlight-next-line',
          block: { start: 'highlight-start', end: 'highlight-end' },
        },
      ],
    },
    liveCodeBlock: { playgroundPosition: 'bottom' },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
