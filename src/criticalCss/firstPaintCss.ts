// The critical rules trimmed to what the first frame paints. Once the stylesheet has loaded, its
// copy of each rule comes later in the same layer and decides; until then nothing moves, so
// nothing is lost:
// - declarations about motion and input (transitions, the pointer's cursor, selection);
// - custom properties: Infima declares some 400 on :root (colours of every alert, badge and button),
//   13 KB, more than the rest of a page's critical CSS. A property the stylesheet declares once, on
//   the root, in no colour mode or media query (a size, a font, a spacing), is written in place of
//   its `var()`; of the others, those that the rules or the page's style attributes read, directly
//   or through others, stay.
import postcss, { type Container, type Declaration, type Root } from 'postcss';
import { oneLine } from '../shared/text.mjs';

const NOT_PAINTED_RE =
  /^(?:transition(?:-[a-z-]+)?|animation(?:-[a-z-]+)?|cursor|(?:-webkit-)?user-select|-webkit-tap-highlight-color|will-change|touch-action)$/;
const VAR_RE = /var\(\s*(--[\w-]+)\s*\)/g;
const READ_RE = /var\(\s*(--[\w-]+)/g;
const namesRead = (text: string): string[] => [...text.matchAll(READ_RE)].map(([, name]) => name);

/**
 * `value` with the `var()`s that `valueOf` knows written out, each between spaces: minified CSS
 * may put a `var()` right after another (`var(--size)/var(--leading)var(--family)`).
 */
function writtenOut(value: string, valueOf: (name: string) => string | undefined): string {
  let changed = false;
  const result = value.replace(VAR_RE, (text, name: string) => {
    const known = valueOf(name);
    if (known === undefined) return text;
    changed = true;
    return ` ${known} `;
  });
  return changed ? oneLine(result) : value;
}

/** Whether `node` is inside nothing but cascade layers. */
const onlyInLayers = (node: Container | undefined): boolean =>
  !node ||
  node.type === 'root' ||
  (node.type === 'atrule' && (node as postcss.AtRule).name === 'layer' && onlyInLayers(node.parent as Container));

/**
 * The custom properties of the stylesheet `css` that hold one value on every element in every mode:
 * declared once, on `:root` or `html`, outside any media query, with a value of constants. Each
 * with its value, every `var()` in it written out.
 */
export function constantProperties(css: string): Map<string, string> {
  const declared = new Map<string, Declaration[]>();
  postcss.parse(css).walkDecls(/^--/, (declaration) => {
    declared.set(declaration.prop, [...(declared.get(declaration.prop) ?? []), declaration]);
  });
  const constants = new Map<string, string>();
  const resolving = new Set<string>();
  const resolve = (name: string): string | undefined => {
    if (constants.has(name)) return constants.get(name);
    const [declaration, ...others] = declared.get(name) ?? [];
    const rule = declaration?.parent;
    if (!declaration || others.length || resolving.has(name) || rule?.type !== 'rule') return undefined;
    if (!/^(?::root|html)$/.test((rule as postcss.Rule).selector) || !onlyInLayers(rule.parent as Container))
      return undefined;
    resolving.add(name);
    const value = writtenOut(declaration.value, resolve);
    resolving.delete(name);
    // A property that reads one of another value, or a `var()` with a fallback, stays a property.
    if (/var\(/.test(value)) return undefined;
    constants.set(name, value);
    return value;
  };
  for (const name of declared.keys()) resolve(name);
  return constants;
}

/** The cascade layers of the stylesheet `css`, in the order they are first named, nested ones by their full name. */
export function layerOrderOf(css: string): string[] {
  const names = new Set<string>();
  postcss.parse(css).walkAtRules('layer', (layer) => {
    let outer = '';
    for (
      let parent = layer.parent;
      parent?.type === 'atrule' && (parent as postcss.AtRule).name === 'layer';
      parent = parent.parent
    )
      outer = `${(parent as postcss.AtRule).params}.${outer}`;
    for (const name of layer.params.split(',')) if (name.trim()) names.add(outer + name.trim());
  });
  return [...names];
}

/** Writes out, in `root`'s declarations, the `var()`s of `constants`. */
function writeOutConstants(root: Root, constants: Map<string, string>): void {
  root.walkDecls((declaration) => {
    if (!declaration.value.includes('var(')) return;
    declaration.value = writtenOut(declaration.value, (name) => constants.get(name));
  });
}

/**
 * `css` as the first frame needs it. `pageStyles` are the page's style attributes: the custom
 * properties they read stay, those they set are not written out. `constants`: constantProperties()
 * of the whole stylesheet.
 */
export function forFirstPaint(css: string, pageStyles: string, constants: Map<string, string>): string {
  const root = postcss.parse(css);
  const setByPage = new Set([...pageStyles.matchAll(/(--[\w-]+)\s*:/g)].map(([, name]) => name));
  writeOutConstants(root, new Map([...constants].filter(([name]) => !setByPage.has(name))));
  const declarations = new Map<string, Declaration[]>();
  const needed = new Set(namesRead(pageStyles));
  root.walkDecls((declaration) => {
    if (NOT_PAINTED_RE.test(declaration.prop)) declaration.remove();
    else if (declaration.prop.startsWith('--'))
      declarations.set(declaration.prop, [...(declarations.get(declaration.prop) ?? []), declaration]);
    else for (const name of namesRead(declaration.value)) needed.add(name);
  });
  // What the needed properties read is needed too.
  const pending = [...needed];
  while (pending.length) {
    for (const declaration of declarations.get(pending.pop()!) ?? []) {
      for (const name of namesRead(declaration.value)) {
        if (needed.has(name)) continue;
        needed.add(name);
        pending.push(name);
      }
    }
  }
  for (const [name, unread] of declarations)
    if (!needed.has(name)) unread.forEach((declaration) => declaration.remove());
  // Rules, then at-rules, left empty go; layer statements (no block) stay: they order the layers.
  root.walkRules((rule) => {
    if (!rule.nodes.length) rule.remove();
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes && !atRule.nodes.length) atRule.remove();
  });
  return root.toString();
}
