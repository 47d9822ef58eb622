// Runs post-build steps in a stated order, whatever each takes.

/** One step after the build: its name, for the failure's message, and what it does. */
export interface PostBuildStep {
  name: string;
  run: () => Promise<void> | void;
}

/**
 * Runs `stages` one after another: a stage starts once every step of the one before has ended,
 * and the steps of a stage run together. A failing step fails the whole run, named in its error,
 * once the steps of its stage have ended; no later stage starts.
 */
export async function runInOrder(stages: PostBuildStep[][]): Promise<void> {
  for (const stage of stages) {
    const results = await Promise.allSettled(stage.map(async (step) => step.run()));
    const failed = results.findIndex((result) => result.status === 'rejected');
    if (failed >= 0) {
      const { reason } = results[failed] as PromiseRejectedResult;
      throw new Error(`post-build step "${stage[failed].name}" failed: ${(reason as Error)?.message ?? reason}`, {
        cause: reason,
      });
    }
  }
}
