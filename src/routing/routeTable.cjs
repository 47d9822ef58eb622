// Docusaurus's generated route table (routes.js) and registry of route chunks (registry.js), as the
// browser's build gets them (routesLoader.cjs, registryLoader.cjs):
// - each route holds its chunk names, in place of ComponentCreator(path, hash), which looks them up
//   by path and hash in routesChunkNames.json. Every route's path was in the main bundle three
//   times, and so in every page's first visit. The 404 route, ComponentCreator('*'), has none;
// - the routes under one path prefix, the API reference's pages, are split off into chunks of
//   their own of a bounded number of pages, by area (the path's first segment under the prefix:
//   routeChunkOf), with
//   the registry entries of their chunks and their docs' entries in the global data
//   (splitGlobalDocs): the browser adds a chunk's routes to the table when a page of its areas is
//   first visited, linked or prefetched (src/routing/lazyRouteTable.ts). In the main bundle, which every
//   page loads, each of those pages made every page heavier; in one chunk for them all, every
//   reference page (figures: PERFORMANCE.md).
// CommonJS because Rspack requires loaders with Node, which cannot load TypeScript.
const fs = require('node:fs');
const path = require('node:path');
const { parse } = require('@babel/parser');

/** The value of an expression of the generated table: literals, arrays, objects and ComponentCreator calls. */
function literalValue(node, componentOf) {
  switch (node.type) {
    case 'StringLiteral':
    case 'BooleanLiteral':
    case 'NumericLiteral':
      return node.value;
    case 'ArrayExpression':
      return node.elements.map((element) => literalValue(element, componentOf));
    case 'ObjectExpression':
      return Object.fromEntries(
        node.properties.map((property) => [
          property.key.name ?? property.key.value,
          literalValue(property.value, componentOf),
        ]),
      );
    case 'CallExpression':
      if (node.callee.name === 'ComponentCreator')
        return componentOf(...node.arguments.map((argument) => argument.value));
  }
  throw new Error(`unexpected ${node.type} at line ${node.loc.start.line}`);
}

/**
 * The route table of `routesFile` (its text `source`), each route's component being its chunk names
 * (none for the not-found route, ComponentCreator('*')). Parsed, not run: the file must be a default
 * export of an array of route objects, or the build fails saying how it changed.
 */
function readRouteTable(routesFile, source) {
  const chunkNamesFile = path.join(path.dirname(routesFile), 'routesChunkNames.json');
  const chunkNamesByRoute = JSON.parse(fs.readFileSync(chunkNamesFile, 'utf8'));
  const componentOf = (routePath, hash) => {
    if (routePath === '*') return {};
    const chunkNames = chunkNamesByRoute[`${routePath}-${hash}`];
    if (!chunkNames) throw new Error(`route ${routePath} (${hash}) has no chunk names in ${chunkNamesFile}`);
    return chunkNames;
  };
  const table = parse(source, { sourceType: 'module' }).program.body.find(
    (node) => node.type === 'ExportDefaultDeclaration',
  );
  try {
    if (table?.declaration.type !== 'ArrayExpression') throw new Error('no default export of an array of routes');
    return { routes: literalValue(table.declaration, componentOf), chunkNamesFile };
  } catch (error) {
    throw new Error(
      `${routesFile}: Docusaurus's route table changed shape (${error.message}): update src/routing/routeTable.cjs`,
    );
  }
}

/**
 * Takes the routes whose path starts with `prefix` out of `routes` (in place), as groups: the
 * position each group had, as the index path of its parent route in what is left (`parent`) and
 * its index among that parent's routes (with the sidebar of all its routes, if they have one), and
 * the group's routes. Positions count only the routes left, so they hold until routes are put back
 * (src/routing/lazyRouteTable.ts finds each group's place before it puts any back).
 */
function splitRoutes(routes, prefix) {
  const positions = [];
  const groups = [];
  const visit = (siblings, parent) => {
    const underPrefix = (route) => typeof route.path === 'string' && route.path.startsWith(prefix);
    const start = siblings.findIndex(underPrefix);
    if (start !== -1) {
      let end = start;
      while (end < siblings.length && underPrefix(siblings[end])) end += 1;
      if (siblings.slice(end).some(underPrefix)) {
        throw new Error(
          `The routes under ${prefix} are not next to each other in the route table, so they cannot load as one group`,
        );
      }
      const group = siblings.splice(start, end - start);
      // The sidebar they share, if they do: a stand-in route put there takes it (src/routing/lazyRouteTable.ts).
      const sidebars = new Set(group.map((route) => route.sidebar));
      positions.push({
        parent,
        index: start,
        ...(sidebars.size === 1 && group[0].sidebar ? { sidebar: group[0].sidebar } : {}),
      });
      groups.push(group);
    }
    siblings.forEach((route, index) => route.routes && visit(route.routes, [...parent, index]));
  };
  visit(routes, []);
  return { positions, groups };
}

const allPaths = (routes) => routes.flatMap((route) => [route.path, ...allPaths(route.routes ?? [])]);

/** Every chunk name that `routes` and their nested routes name. */
function chunkNamesOf(routes, names = new Set()) {
  const add = (value) => (typeof value === 'string' ? names.add(value) : Object.values(value).forEach(add));
  for (const route of routes) {
    add(route.component);
    if (route.routes) chunkNamesOf(route.routes, names);
  }
  return names;
}

/** The table of `routesFile`, split at `prefix`, and the chunks only the split-off routes use. */
function splitRouteTable(routesFile, source, prefix) {
  const { routes, chunkNamesFile } = readRouteTable(routesFile, source);
  const { positions, groups } = splitRoutes(routes, prefix);
  const kept = chunkNamesOf(routes);
  const splitOffChunks = [...chunkNamesOf(groups.flat())].filter((name) => !kept.has(name));
  return { routes, positions, groups, splitOffChunks: new Set(splitOffChunks), chunkNamesFile };
}

// Which chunk holds a path's routes goes by its area, in lower case (React Router matches paths
// whatever their case): a chunk holds a run of neighbouring areas, in sorted order, and each chunk
// after the first is named by its first area. So an area's pages and the area's index page, their
// parent in the breadcrumbs, load together; and a new area needs no new entry in the main bundle.
const areaOf = (pathname, prefix) => pathname.slice(prefix.length).split('/')[0].toLowerCase();
const routeChunkOf = (pathname, prefix, firstAreas) =>
  firstAreas.filter((first) => first <= areaOf(pathname, prefix)).length;

/** Code that defines `routeChunkOf(pathname, prefix, firstAreas)`: the index of the chunk that holds the routes of `pathname`. */
const ROUTE_CHUNK_OF = `const areaOf = ${areaOf};
const routeChunkOf = ${routeChunkOf};
`;

/**
 * The first areas (see above) of the chunks, all but the first, that hold `paths` in as few chunks
 * as hold at most `pageBudget` paths each (or one area, if larger), with as few paths as can be in
 * the largest. So a chunk's size is bounded whatever the reference's, and the chunks, whose loaders
 * and first areas every page loads, grow in number with it.
 */
function routeChunkAreas(paths, prefix, pageBudget) {
  const sizes = new Map();
  for (const pathname of paths) {
    const area = areaOf(pathname, prefix);
    sizes.set(area, (sizes.get(area) ?? 0) + 1);
  }
  const areas = [...sizes.keys()].sort();
  const firstAreasWithin = (largest) => {
    const firstAreas = [];
    let size = 0;
    for (const area of areas) {
      if (size > 0 && size + sizes.get(area) > largest) {
        firstAreas.push(area);
        size = 0;
      }
      size += sizes.get(area);
    }
    return firstAreas;
  };
  // An area over the limit is a run of its own.
  const count = firstAreasWithin(pageBudget).length + 1;
  let largest = 1;
  while (firstAreasWithin(largest).length >= count) largest += 1;
  return firstAreasWithin(largest);
}

module.exports = {
  splitRouteTable,
  allPaths,
  chunkNamesOf,
  routeChunkOf,
  routeChunkAreas,
  ROUTE_CHUNK_OF,
};
