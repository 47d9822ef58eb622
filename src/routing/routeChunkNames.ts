import type { ChunkNames } from '@docusaurus/types';

// What @docusaurus/ComponentCreator imports as `@generated/routesChunkNames` in the browser (see
// src/routing/plugin.ts): the chunk names of each route component built so far, which
// src/routing/lazyRouteComponent.ts adds as it builds one. The generated table, keyed by path, is left to
// server rendering.
const routeChunkNames: Record<string, ChunkNames> = {};
export default routeChunkNames;
