import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

// The one sidebar of spec §2.1, in its order. Reference pages not listed here are reached from
// /api/modules, the area index pages and the types that mention them.
const sidebars = {
  docsSidebar: [
    { type: 'doc', id: 'index', label: 'Introduction' },
    { type: 'doc', id: 'api/index', label: 'API reference' },
    { type: 'doc', id: 'guides/getting-started', label: 'Getting started' },
    {
      type: 'category',
      label: 'collect',
      link: { type: 'doc', id: 'api-custom/collect/index' },
      items: [
        'api-custom/collect/collect-destroy',
        'api-custom/collect/collect-for-each',
        'api-custom/collect/collect-get',
        'api-custom/collect/collect-pause',
        'api-custom/collect/collect-scope',
        'api-custom/collect/collect-unpause',
      ],
    },
    {
      type: 'category',
      label: 'mutate',
      link: { type: 'doc', id: 'api-custom/mutate/index' },
      items: [
        'api-custom/mutate/mutate-get',
        'api-custom/mutate/mutate-pause',
        'api-custom/mutate/mutate-reevaluate',
        'api-custom/mutate/mutate-revert',
        'api-custom/mutate/mutate-unpause',
      ],
    },
    {
      type: 'category',
      label: 'Functions',
      link: {
        type: 'generated-index',
        slug: '/api/lib/functions/',
        title: 'Functions',
        description: 'The entry points of the library: collect, mutate and their shortcut $mu.',
      },
      items: [
        { type: 'doc', id: 'api/lib/functions/$mu', label: '$mu' },
        { type: 'doc', id: 'api/lib/functions/collect', label: 'collect' },
        { type: 'doc', id: 'api/lib/functions/mutate', label: 'mutate' },
      ],
    },
    { type: 'doc', id: 'api/Mutator/classes/Mutator', label: 'Mutator' },
    { type: 'doc', id: 'api/State/classes/State', label: 'State' },
    { type: 'doc', id: 'api/globals/interfaces/Computable', label: 'Computable' },
  ],
} satisfies SidebarsConfig;

export default sidebars;
