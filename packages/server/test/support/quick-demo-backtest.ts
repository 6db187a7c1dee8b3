import type * as TrainModels from '../../src/jobs/model/train-models.js';

/** Weeks between the back-test's trainings in the tests that use this: one training for the season. */
const ONE_TRAINING = 18;

/**
 * `train-models.js` with the demo start's back-test (what /accuracy shows) trained once for the whole
 * season instead of every `DEMO_RETRAIN_EVERY` weeks: for test files whose demo starts read the
 * season clock, the predictions or the showcase, none of which depends on the back-test, which was
 * about half of each demo start (5–15 s on a busy 2-core machine). The stored predictions are the
 * same either way. Used as a `vi.mock` factory:
 *
 * ```ts
 * vi.mock('../../src/jobs/model/train-models.js', async (importOriginal) =>
 *   (await import('../support/quick-demo-backtest.js')).quickDemoBacktest(importOriginal));
 * ```
 */
export async function quickDemoBacktest(importOriginal: <T>() => Promise<T>): Promise<typeof TrainModels> {
  const original = await importOriginal<typeof TrainModels>();
  return {
    ...original,
    trainModels: (...[store, options]) =>
      original.trainModels(store, { ...options, retrainEvery: ONE_TRAINING }),
  };
}
