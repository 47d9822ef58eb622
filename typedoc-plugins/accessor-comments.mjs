// A TypeDoc plugin: an accessor that implements an interface's property (`children`, `elements`)
// keeps only the comment of its own get signature. TypeDoc also copies the property's comment onto
// the accessor, and the Markdown theme printed that copy again under "Returns", on 35 pages.
import { Converter, ReflectionKind } from 'typedoc';

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_END, (context) => {
    for (const accessor of context.project.getReflectionsByKind(ReflectionKind.Accessor)) {
      if (accessor.comment && accessor.getSignature?.comment) delete accessor.comment;
    }
  });
}
