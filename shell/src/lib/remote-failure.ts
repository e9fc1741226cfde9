import type { RemoteRoute } from '@fns/design-system';
import type { FailureStage } from '@fns/contracts/remotes';

/** A remote that could not be loaded, and the stage at which it stopped (FAILURE_STAGES). */
export class RemoteLoadError extends Error {
  constructor(
    readonly stage: FailureStage,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Where `error` stopped a remote's page: the loading stage it names, else rendering. */
export const stageOf = (error: unknown): FailureStage => (error instanceof RemoteLoadError ? error.stage : 'render');

/** Runs a loading step, naming its stage on failure. */
export async function atStage<T>(stage: FailureStage, step: () => Promise<T> | T): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof RemoteLoadError) throw error;
    throw new RemoteLoadError(stage, messageOf(error), { cause: error });
  }
}

/** The route, whose page chunk failing to load is the exposed-module stage. */
export const withModuleStage = (route: RemoteRoute): RemoteRoute => ({ ...route, page: () => atStage('module', route.page) });
