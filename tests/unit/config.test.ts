import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Preset from '@docusaurus/preset-classic';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import { validateConfig } from '@docusaurus/core/lib/server/configValidation';
import config from '../../docusaurus.config';
import sidebars from '../../sidebars';

const [presetName, presetOptions] = config.presets[0] as [string, Preset.Options];
const { themeConfig } = config;
const repository = 'https://github.com/evolv-ai/mutate';

describe('site configuration (spec §1, §2, §9)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('has the title, tagline and base path of the spec', () => {
    expect(config.title).toBe('Mutate');
    expect(config.tagline).toBe('A library of helpers for persistent DOM modification.');
    expect(config.baseUrl).toBe('/mutate/');
  });

  it('takes the site URL from SITE_URL, with a default', async () => {
    vi.stubEnv('SITE_URL', undefined);
    expect((await import('../../docusaurus.config')).default.url).toBe('https://evolv-ai.github.io');
    vi.resetModules();
    vi.stubEnv('SITE_URL', 'https://docs.example.org');
    expect((await import('../../docusaurus.config')).default.url).toBe('https://docs.example.org');
  });

  // A Docusaurus update that adds a flag (to `future.v4`, say) fails here until the site chooses it.
  it('spells out every framework flag: the resolved `future` config holds only the flags listed', () => {
    const resolved = validateConfig(config as unknown as Parameters<typeof validateConfig>[0], 'docusaurus.config.ts');
    expect(resolved.future).toEqual(config.future);
    expect(config.future.v4).not.toBe(true);
  });

  it('routes with browser history, one English left-to-right locale and the static directory', () => {
    expect(config.future.experimental_router).toBe('browser');
    expect(config.i18n).toEqual({
      defaultLocale: 'en',
      locales: ['en'],
      localeConfigs: { en: { direction: 'ltr', htmlLang: 'en' } },
    });
    expect(config.staticDirectories).toEqual(['static']);
  });

  it('serves the docs from the site root as version current, labelled v1.0.0, without a blog', () => {
    expect(presetName).toBe('classic');
    // The docs plugin is added on its own, wrapped (src/docsPlugin/leanVersionData.ts).
    expect(presetOptions.docs).toBe(false);
    const [, docs] = config.plugins.find(
      (plugin) => Array.isArray(plugin) && plugin[0] === './src/docsPlugin/leanVersionData.ts',
    ) as [string, DocsOptions];
    expect(docs.routeBasePath).toBe('/');
    expect(docs.sidebarPath).toBe('./sidebars.ts');
    expect(docs.lastVersion).toBe('current');
    expect(docs.versions).toEqual({ current: { label: 'v1.0.0' } });
    expect(presetOptions.blog).toBe(false);
  });
});

describe('build-time checks (spec §5)', () => {
  it('only logs broken links; warns on broken anchors, duplicate routes and Markdown links', () => {
    expect(config.onBrokenLinks).toBe('log');
    expect(config.onBrokenAnchors).toBe('warn');
    expect(config.onDuplicateRoutes).toBe('warn');
    expect(config.markdown.hooks).toEqual({ onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'throw' });
  });
});

describe('theme configuration (spec §2.4, §3, §4)', () => {
  it('starts light and respects the system colour preference, with a switch', () => {
    expect(themeConfig.colorMode).toEqual({
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    });
  });

  it('has a closeable announcement bar with an id', () => {
    expect(themeConfig.announcementBar.id).toBe('docs_v1_0_0');
    expect(themeConfig.announcementBar.isCloseable).toBe(true);
    expect(themeConfig.announcementBar.content).toMatch(/v1\.0\.0/);
  });

  it('shows h2–h3 in the table of contents; the sidebar is hideable and keeps categories open', () => {
    expect(themeConfig.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
    expect(themeConfig.docs.sidebar).toEqual({ hideable: true, autoCollapseCategories: false });
  });

  it('highlights TypeScript by default with the spec’s magic comments; the playground sits below', () => {
    expect(themeConfig.prism.defaultLanguage).toBe('typescript');
    expect(themeConfig.prism.magicComments).toEqual([
      {
        className: 'theme-code-block-highlighted-line',
        line: 'highlight-next-line',
        block: { start: 'highlight-start', end: 'highlight-end' },
      },
    ]);
    expect(config.themes).toContain('@docusaurus/theme-live-codeblock');
    expect(themeConfig.liveCodeBlock).toEqual({ playgroundPosition: 'bottom' });
  });

  it('has a navbar with the brand, an API link, the version dropdown and the repository link', () => {
    const { navbar } = themeConfig;
    expect(navbar.title).toBe('Mutate');
    expect(navbar.logo.src).toBe('img/logo.svg');
    expect(navbar.items.map(({ position }) => position)).toEqual(['left', 'right', 'right']);
    expect(navbar.items[0]).toMatchObject({ to: '/api', label: 'API' });
    expect(navbar.items[1]).toMatchObject({ type: 'docsVersionDropdown' });
    expect(navbar.items[2]).toMatchObject({ href: repository, label: 'GitHub' });
  });

  it('has a footer with the company, Docs and Resources groups, a logo and a 2025 copyright', () => {
    const { footer } = themeConfig;
    const groups = footer.links.map(({ title, items }) => [title, items.map(({ label }) => label)]);
    expect(groups).toEqual([
      ['Evolv AI', ['Home', 'Blog', 'About', 'Contact']],
      ['Docs', ['API']],
      ['Resources', ['Help', 'npm', 'Repository']],
    ]);
    expect(footer.links[0].items.every((item) => 'href' in item && item.href.startsWith('https://evolv.ai'))).toBe(
      true,
    );
    expect(footer.links[1].items[0]).toMatchObject({ to: '/api' });
    expect(footer.links[2].items.map((item) => ('href' in item ? item.href : undefined))).toEqual([
      `${repository}/issues`,
      'https://www.npmjs.com/package/@evolv/mutate',
      repository,
    ]);
    expect(footer.logo.src).toBe('img/logo.svg');
    expect(footer.copyright).toMatch(/^Copyright © 2025 /);
  });
});

describe('docsSidebar (spec §2.1)', () => {
  // A doc item by id, a category by its link (doc id or generated-index slug) and then its items.
  type Entry =
    | string
    | { type: 'doc'; id: string }
    | {
        type: 'category';
        link: { type: 'doc'; id: string } | { type: 'generated-index'; slug: string };
        items: Entry[];
      };
  const flatten = (entries: Entry[]): string[] =>
    entries.flatMap((entry) => {
      if (typeof entry === 'string') return [entry];
      if (entry.type === 'doc') return [entry.id];
      const link = entry.link.type === 'doc' ? entry.link.id : entry.link.slug;
      return [link, ...flatten(entry.items)];
    });

  it('lists exactly the pages of spec §2.1, in order', () => {
    expect(Object.keys(sidebars)).toEqual(['docsSidebar']);
    expect(flatten(sidebars.docsSidebar as Entry[])).toEqual([
      'index',
      'api/index',
      'guides/getting-started',
      'api-custom/collect/index',
      ...['destroy', 'for-each', 'get', 'pause', 'scope', 'unpause'].map(
        (page) => `api-custom/collect/collect-${page}`,
      ),
      'api-custom/mutate/index',
      ...['get', 'pause', 'reevaluate', 'revert', 'unpause'].map((page) => `api-custom/mutate/mutate-${page}`),
      '/api/lib/functions/',
      'api/lib/functions/$mu',
      'api/lib/functions/collect',
      'api/lib/functions/mutate',
      'api/Mutator/classes/Mutator',
      'api/State/classes/State',
      'api/globals/interfaces/Computable',
    ]);
  });
});
