import { describe, expect, it } from 'vitest';
import type { PropVersionMetadata } from '@docusaurus/plugin-content-docs';
import { withSidebarDocsOnly } from '../../src/docsPlugin/leanVersionData';

const doc = (id: string) => ({ id, title: id, description: `About ${id}.`, sidebar: 'docsSidebar' });

describe('version data with sidebar docs only (src/docsPlugin/leanVersionData.ts)', () => {
  it('keeps the docs that sidebar links and categories reach, and drops the rest', () => {
    const version = {
      pluginId: 'default',
      version: 'current',
      label: 'v1.0.0',
      banner: null,
      badge: false,
      noIndex: false,
      className: 'docs-version-current',
      isLast: true,
      docsSidebars: {
        docsSidebar: [
          { type: 'link', href: '/mutate/', label: 'Introduction', docId: 'index' },
          { type: 'link', href: 'https://example.org', label: 'Elsewhere' },
          {
            type: 'category',
            label: 'collect',
            href: '/mutate/api-custom/collect/',
            collapsed: true,
            collapsible: true,
            items: [
              {
                type: 'link',
                href: '/mutate/api-custom/collect/collect-get',
                label: 'collect.get',
                docId: 'collect-get',
              },
            ],
          },
        ],
      },
      docs: {
        index: doc('index'),
        'collect-get': doc('collect-get'),
        'api/Mutator/classes/Mutator': doc('api/Mutator/classes/Mutator'),
      },
    } as unknown as PropVersionMetadata;

    const lean = withSidebarDocsOnly(version);
    expect(Object.keys(lean.docs)).toEqual(['index', 'collect-get']);
    expect(lean.docs.index).toEqual(version.docs.index);
    expect({ ...lean, docs: version.docs }).toEqual(version);
  });
});
