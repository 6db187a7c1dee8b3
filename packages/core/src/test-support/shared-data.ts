import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * A file of the real NFL data in `../shared/data` beside the checkout. Tests read it by path and
 * never copy it into the project.
 */
export function sharedDataFile(relativePath: string): string {
  return fileURLToPath(new URL(`../../../../../shared/data/${relativePath}`, import.meta.url));
}

/** Whether every one of the files is there; tests that need them skip, saying so, when not. */
export function hasSharedData(...paths: string[]): boolean {
  return paths.every((path) => existsSync(path));
}

/** The note a skipped test carries in its name. */
export const SKIPPED_WITHOUT_DATA = '(skipped: ../shared/data is absent)';
