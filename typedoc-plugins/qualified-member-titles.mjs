// A TypeDoc plugin: a member of a namespace is titled with the namespace it is called through
// ("Function: collect.pause()"), since `collect` and `mutate` both have a `pause`, a `get` and an
// `unpause`, and pages titled "Function: pause()" twice could not be told apart in search results
// or browser tabs.
import { ReflectionKind } from 'typedoc';
import { MarkdownPageEvent } from 'typedoc-plugin-markdown';

/** The names of the namespaces that hold `reflection`, outermost first ("collect"), or ''. */
function namespacePath(reflection) {
  const names = [];
  for (let parent = reflection.parent; parent?.kindOf(ReflectionKind.Namespace); parent = parent.parent) {
    names.unshift(parent.name);
  }
  return names.join('.');
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (!page.isReflectionEvent() || page.model.kindOf(ReflectionKind.Namespace)) return;
    const namespace = namespacePath(page.model);
    if (!namespace || !page.contents) return;
    // The title is the page's first line, "# {kind}: {name}" (typedoc.config.ts).
    page.contents = page.contents.replace(/^# ([^\n]*?: )/, (_, kindLabel) => `# ${kindLabel}${namespace}.`);
  });
}
