// Runs post-build steps in a stated order, whatever each takes, and logs how long each took.

/** One step after the build: its name, for the failure's message and the log, and what it does with the site. */
export interface PostBuildStep<Site> {
  name: string;
  run: (site: Site) => Promise<void> | void;
}

/**
 * Runs `stages` on `site` one after another: a stage starts once every step of the one before has ended,
 * and the steps of a stage run together. A failing step fails the whole run, named in its error,
 * once the steps of its stage have ended; no later stage starts. Each stage's steps are logged with
 * the time from the stage's start to their end: the one timing of the post-build steps.
 */
export async function runInOrder<Site>(
  site: Site,
  stages: PostBuildStep<Site>[][],
  log: (line: string) => void = console.log,
): Promise<void> {
  for (const stage of stages) {
    const started = performance.now();
    const results = await Promise.allSettled(
      stage.map(async (step) => {
        await step.run(site);
        return `${step.name} ${((performance.now() - started) / 1000).toFixed(1)} s`;
      }),
    );
    const failed = results.findIndex((result) => result.status === 'rejected');
    if (failed >= 0) {
      const { reason } = results[failed] as PromiseRejectedResult;
      throw new Error(`post-build step "${stage[failed].name}" failed: ${(reason as Error)?.message ?? reason}`, {
        cause: reason,
      });
    }
    log(`[post-build] ${results.map((result) => (result as PromiseFulfilledResult<string>).value).join(', ')}`);
  }
}
