// React Router 5 turns every route path it tries into a RegExp with path-to-regexp, and the
// browser compiles each one when first used: on a first visit, finding the page's route among
// all ~220 cost ~100 ms of main-thread time on a 4×-slowed CPU, more with each reference page.
// Docs routes have no parameters, so for such a path this matcher (edited into React Router by
// src/routing/plugin.ts) gives the same answers as the RegExp, by comparing strings. Paths with
// parameters, wildcards or non-ASCII characters still get a RegExp.

type Options = { end?: boolean; strict?: boolean; sensitive?: boolean };
type Matcher = { exec: (pathname: string) => RegExpExecArray | null };

const printableAscii = /^[\x20-\x7e]*$/;
const pathSyntax = /[\\:()*?+]/;

const isAsciiLetter = (code: number) => (code | 32) >= 97 && (code | 32) <= 122;

// Case-insensitive as a RegExp with the `i` flag: ASCII letters only (the path is ASCII).
function startsWith(pathname: string, prefix: string, sensitive: boolean): boolean {
  if (pathname.length < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) {
    const a = pathname.charCodeAt(i);
    const b = prefix.charCodeAt(i);
    if (a !== b && (sensitive || !isAsciiLetter(b) || (a | 32) !== (b | 32))) return false;
  }
  return true;
}

function matched(url: string, pathname: string): RegExpExecArray {
  return Object.assign([url] as [string], { index: 0, input: pathname, groups: undefined });
}

// The RegExp path-to-regexp 1.x makes of a path without parameters (delimiter "/") is
// `^` + path, then: unless strict, the path's trailing "/" becomes optional, as a "/" that ends the
// URL; with `end`, the URL must end there, else only a "/" or the URL's end may follow.
export default function staticPathMatcher(path: string, options: Options): Matcher | undefined {
  if (!printableAscii.test(path) || pathSyntax.test(path)) return undefined;
  const { end = true, strict = false, sensitive = false } = options;
  const endsWithSlash = path.endsWith('/');
  const prefix = !strict && endsWithSlash ? path.slice(0, -1) : path;
  return {
    exec(pathname) {
      if (!startsWith(pathname, prefix, sensitive)) return null;
      const rest = pathname.slice(prefix.length);
      const url = pathname.slice(0, prefix.length);
      if (!strict && rest === '/') return matched(pathname, pathname);
      if (end) return rest === '' ? matched(url, pathname) : null;
      if (strict && endsWithSlash) return matched(url, pathname);
      return rest === '' || rest.startsWith('/') ? matched(url, pathname) : null;
    },
  };
}
