// A TypeDoc plugin, loaded first: the API reference's generation stops with an error when TypeDoc
// has reported one (a type error in the declarations, a plugin that failed to load), so the build
// fails. docusaurus-plugin-typedoc goes on without a converted project, and the build then
// published whatever docs/api held from an earlier run, or failed later on a missing sidebar doc.
// TypeDoc's own messages above name the file and line.

/** @param {import('typedoc').Application} app */
export function load(app) {
  const convert = app.convert.bind(app);
  app.convert = async () => {
    const project = app.logger.hasErrors() ? undefined : await convert();
    if (!project || app.logger.hasErrors()) {
      throw new Error(
        `The API reference was not generated from ${app.options.getValue('entryPoints').join(', ')}: ` +
          'TypeDoc reported the errors above.',
      );
    }
    return project;
  };
}
