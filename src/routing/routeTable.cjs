// Docusaurus's generated route table (routes.js) and registry of route chunks (registry.js), as the
// browser's build gets them (routesLoader.cjs, registryLoader.cjs):
// - each route holds its chunk names, in place of ComponentCreator(path, hash), which looks them up
//   by path and hash in routesChunkNames.json and would put every route's path in the main bundle
//   three times, so in every page's first visit. The 404 route, ComponentCreator('*'), has none;
// - the routes under one path prefix, the API reference's pages, are split off into chunks of
//   their own of a bounded number of pages, in the order of their areas and paths (routeChunkOf),
//   with
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

// Which chunk holds a path's routes goes by its place in the sorted order of the reference's
// pages: by area (the path's first segment under the prefix, in lower case), then by the rest of
// the path. A chunk holds a run of neighbouring pages, and each chunk after the first is named by
// the key of its first page, or by its first area's name where it starts with a whole area. So an
// area's pages and the area's index page, their parent in the breadcrumbs, load together unless the
// area is larger than a chunk; a new page joins the chunk of the pages it sorts among; and the
// main bundle, which holds these names, has one per chunk. Area and rest are joined by a space,
// which sorts before any character of a path: `c` and its pages sort before the area `c-d`.
const keyOf = (pathname, prefix) => {
  const [area, ...rest] = pathname.slice(prefix.length).toLowerCase().split('/');
  return `${area} ${rest.join('/')}`;
};
const routeChunkOf = (pathname, prefix, firstKeys) =>
  firstKeys.filter((first) => first <= keyOf(pathname, prefix)).length;

/** Code that defines `routeChunkOf(pathname, prefix, firstKeys)`: the index of the chunk that holds the routes of `pathname`. */
const ROUTE_CHUNK_OF = `const keyOf = ${keyOf};
const routeChunkOf = ${routeChunkOf};
`;

/**
 * The first keys (see above) of the chunks, all but the first, that hold `paths` in as few chunks
 * as hold at most `pageBudget` paths each, with as few paths as can be in the largest. An area
 * within the budget is never split; a larger one is split by its pages. So a chunk's size is
 * bounded whatever the reference's and however its declarations are laid out in folders, and the
 * chunks, whose loaders and first keys every page loads, grow in number with it.
 */
function routeChunkKeys(paths, prefix, pageBudget) {
  const byArea = new Map();
  for (const key of paths.map((pathname) => keyOf(pathname, prefix)).sort()) {
    const area = key.slice(0, key.indexOf(' '));
    byArea.set(area, [...(byArea.get(area) ?? []), key]);
  }
  // The units a chunk starts at: whole areas, or the pages of an area over the budget, each with
  // the key that starts it (an area's name for its first unit) and its number of pages.
  const units = [...byArea].flatMap(([area, keys]) =>
    keys.length <= pageBudget
      ? [{ first: area, size: keys.length }]
      : keys.map((key, index) => ({ first: index === 0 ? area : key, size: 1 })),
  );
  const firstKeysWithin = (largest) => {
    const firstKeys = [];
    let size = 0;
    for (const unit of units) {
      if (size > 0 && size + unit.size > largest) {
        firstKeys.push(unit.first);
        size = 0;
      }
      size += unit.size;
    }
    return firstKeys;
  };
  const count = firstKeysWithin(pageBudget).length + 1;
  let largest = 1;
  while (firstKeysWithin(largest).length >= count) largest += 1;
  return firstKeysWithin(largest);
}

module.exports = {
  splitRouteTable,
  allPaths,
  chunkNamesOf,
  routeChunkOf,
  routeChunkKeys,
  ROUTE_CHUNK_OF,
};
