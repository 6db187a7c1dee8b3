/**
 * The real data in ../shared/data for server tests: the engine's helper, through the engine's
 * `@lineup-lab/engine/test-support` export (workspace-only: it resolves under the
 * `@lineup-lab/source` condition that vitest and tsc use here, and is not in the published build).
 * Data is read where it lies, never copied.
 */
export { describeWithSharedData, sharedDataFile } from '@lineup-lab/engine/test-support';
