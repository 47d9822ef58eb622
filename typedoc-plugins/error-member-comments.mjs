// A TypeDoc plugin: the properties that the library's errors inherit from JavaScript's `Error`
// (`name`, `message`, `stack`, `cause`) come with no comment from TypeScript's own declarations, so
// each error page's Properties table described them as "-". They get a short description here.
import { Comment, Converter, ReflectionKind } from 'typedoc';

/** What each of `Error`'s properties holds, in this site's words. */
export const errorPropertyDescriptions = {
  name: "The name of the error's kind, printed before its message.",
  message: 'What went wrong, in words.',
  stack: 'Where the error was made, as the JavaScript engine records it; its form differs between engines.',
  cause: 'The error or value that led to this one, when one was given.',
};

/** Whether `property` is inherited, through any number of classes, from the built-in `Error`. */
function inheritedFromError(property) {
  let reflection = property;
  while (reflection.inheritedFrom?.reflection) reflection = reflection.inheritedFrom.reflection;
  return reflection.inheritedFrom?.name === `Error.${property.name}`;
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_END, (context) => {
    for (const property of context.project.getReflectionsByKind(ReflectionKind.Property)) {
      const description = errorPropertyDescriptions[property.name];
      if (description && !property.comment && inheritedFromError(property)) {
        property.comment = new Comment([{ kind: 'text', text: description }]);
      }
    }
  });
}
