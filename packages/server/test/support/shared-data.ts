/**
 * The real data in ../shared/data for server tests: the engine's helper, imported relatively (test
 * support is not part of the engine's public face). Data is read where it lies, never copied.
 */
export { describeWithSharedData, sharedDataFile } from '../../../engine/src/test-support/shared-data.js';
