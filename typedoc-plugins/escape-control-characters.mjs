// A TypeDoc plugin: string literal types that hold control characters (KEY_SEPARATOR is two
// U+0090) would be printed raw, which is invisible on the page and trips the HTML minifier.
// Show them as escaped JavaScript string literals instead.
import { Converter, LiteralType, ReflectionKind, UnknownType } from 'typedoc';

// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const escape = (text) =>
  `'${[...text].map((c) => (CONTROL.test(c) ? `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}` : c)).join('')}'`;

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_END, (context) => {
    for (const reflection of context.project.getReflectionsByKind(ReflectionKind.Variable)) {
      const { type } = reflection;
      if (type instanceof LiteralType && typeof type.value === 'string' && CONTROL.test(type.value)) {
        reflection.type = new UnknownType(escape(type.value));
      }
    }
  });
}
