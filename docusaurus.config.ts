import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { PluginOptions as SearchOptions } from '@easyops-cn/docusaurus-search-local';
import { themes as prismThemes } from 'prism-react-renderer';
import { typedocOptions } from './typedoc.config';
import lazyMarkPlugin from './src/plugins/lazyMark';

const repository = 'https://github.com/evolv-ai/mutate';
const company = 'https://evolv.ai';

const config = {
  title: 'Mutate',
  tagline: 'A library of helpers for persistent DOM modification.',
  favicon: 'img/favicon.svg',
  // The host is deployment-specific; the base path is part of the product.
  url: process.env.SITE_URL ?? 'https://evolv-ai.github.io',
  baseUrl: '/mutate/',
  organizationName: 'evolv-ai',
  projectName: 'mutate',
  staticDirectories: ['static'],
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
      if (/[\\/]docs[\\/]api[\\/]/.test(filePath)) {
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

  future: {
    v4: true,
    experimental_faster: true,
  },

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          lastVersion: 'current',
          versions: { current: { label: 'v1.0.0' } },
          editUrl: undefined,
        },
        blog: false,
        theme: { customCss: './src/css/custom.css' },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [['docusaurus-plugin-typedoc', typedocOptions], lazyMarkPlugin],
  clientModules: ['./src/clientModules/searchPrewarm.ts'],

  themes: [
    '@docusaurus/theme-live-codeblock',
    [
      '@easyops-cn/docusaurus-search-local',
      {
        hashed: true,
        docsRouteBasePath: '/',
        indexBlog: false,
        indexPages: false,
        language: ['en'],
        removeDefaultStopWordFilter: true,
        removeDefaultStemmer: true,
        highlightSearchTermsOnTargetPage: true,
        explicitSearchResultPath: true,
        searchResultLimits: 8,
      } satisfies Partial<SearchOptions>,
    ],
  ],

  themeConfig: {
    image: 'img/logo.svg',
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      id: 'docs_v1_0_0',
      content: 'You are reading the documentation of Mutate v1.0.0.',
      isCloseable: true,
    },
    docs: {
      sidebar: { hideable: true, autoCollapseCategories: false },
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    navbar: {
      title: 'Mutate',
      logo: { alt: 'Mutate logo', src: 'img/logo.svg', width: 32, height: 32 },
      items: [
        { to: '/api', label: 'API', position: 'left' },
        { type: 'docsVersionDropdown', position: 'right' },
        { href: repository, label: 'GitHub', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      logo: { alt: 'Mutate logo', src: 'img/logo.svg', width: 40, height: 40, href: '/mutate/' },
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
        { title: 'Docs', items: [{ label: 'API', to: '/api' }] },
        {
          title: 'Resources',
          items: [
            { label: 'Help', href: `${repository}/issues` },
            { label: 'npm', href: 'https://www.npmjs.com/package/@evolv/mutate' },
            { label: 'Repository', href: repository },
          ],
        },
      ],
      copyright: 'Copyright © 2025 Evolv Technology Solutions, Inc. Documentation site built with Docusaurus.',
    },
    prism: {
      theme: prismThemes.github,
      darkTheme: prismThemes.dracula,
      defaultLanguage: 'typescript',
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
