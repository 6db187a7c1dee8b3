// A Vitest reporter that writes what each test file cost to test-reports/vitest-files.json: the time
// to set up its environment, to import it (with everything it imports), and to run its tests and
// hooks, and its test count. `pnpm test:slow` (scripts/slowest.mjs) prints the slowest files from
// it, and `npm test` does at its end.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { VITEST_FILES } from './slowest.mjs';

export default class FileTimesReporter {
  /** @param {import('vitest/node').Vitest} vitest */
  onInit(vitest) {
    this.root = vitest.config.root;
  }

  /** @param {ReadonlyArray<import('vitest/node').TestModule>} modules */
  onTestRunEnd(modules) {
    const files = modules.map((module) => {
      const d = module.diagnostic();
      const setupMs = d.environmentSetupDuration + d.prepareDuration + d.setupDuration;
      return {
        file: relative(this.root, module.moduleId),
        project: module.project.name,
        ms: Math.round(setupMs + d.collectDuration + d.duration),
        setupMs: Math.round(setupMs),
        importMs: Math.round(d.collectDuration),
        testsMs: Math.round(d.duration),
        tests: [...module.children.allTests()].length,
      };
    });
    mkdirSync(dirname(VITEST_FILES), { recursive: true });
    writeFileSync(VITEST_FILES, `${JSON.stringify(files, null, 1)}\n`);
  }
}
