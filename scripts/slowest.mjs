#!/usr/bin/env node
// `pnpm test:slow`: the 20 slowest test files of the last `npm test` (or `pnpm exec vitest run`), from
// the reports it left in test-reports/: Vitest's per-file times (scripts/file-times-reporter.mjs) and
// Playwright's JSON report, each file's tests summed per project (the date the suite ran at).
// `npm test` prints the same at its end. Times are wall-clock per file, as one worker saw them.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const REPORTS = join(import.meta.dirname, '..', 'test-reports');
export const VITEST_FILES = join(REPORTS, 'vitest-files.json');
export const PLAYWRIGHT_REPORT = join(REPORTS, 'playwright.json');

const seconds = (ms) => (ms / 1000).toFixed(1).padStart(7);

/** The Playwright report's files with their tests' summed durations, per project. */
function playwrightFiles(report) {
  const files = new Map();
  const walk = (suite, file) => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const key = `${here} [${test.projectName}]`;
        const entry = files.get(key) ?? { file: key, ms: 0, tests: 0 };
        entry.ms += test.results.reduce((sum, result) => sum + result.duration, 0);
        entry.tests += 1;
        files.set(key, entry);
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites) walk(suite);
  return [...files.values()];
}

function table(title, rows, count, columns) {
  const total = rows.reduce((sum, row) => sum + row.ms, 0);
  console.log(
    `${title}: the ${Math.min(count, rows.length)} slowest of ${rows.length} files (${(total / 1000).toFixed(0)} s in all)`,
  );
  console.log(`${'s'.padStart(7)} ${'tests'.padStart(5)}${columns.header}  file`);
  for (const row of [...rows].sort((a, b) => b.ms - a.ms).slice(0, count)) {
    console.log(`${seconds(row.ms)} ${String(row.tests).padStart(5)}${columns.row(row)}  ${row.file}`);
  }
}

/** Prints the slowest files of each report found; says which reports are missing. */
export function printSlowest(count = 20) {
  if (existsSync(VITEST_FILES)) {
    table('vitest', JSON.parse(readFileSync(VITEST_FILES, 'utf8')), count, {
      header: ` ${'import'.padStart(7)} ${'tests s'.padStart(7)}`,
      row: (row) => ` ${seconds(row.importMs)} ${seconds(row.testsMs)}`,
    });
  } else console.log(`vitest: no report at ${VITEST_FILES} (run npm test first)`);
  if (existsSync(PLAYWRIGHT_REPORT)) {
    table('playwright', playwrightFiles(JSON.parse(readFileSync(PLAYWRIGHT_REPORT, 'utf8'))), count, {
      header: '',
      row: () => '',
    });
  } else console.log(`playwright: no report at ${PLAYWRIGHT_REPORT}`);
}

if (import.meta.url === `file://${process.argv[1]}`) printSlowest(Number(process.argv[2] ?? 20));
