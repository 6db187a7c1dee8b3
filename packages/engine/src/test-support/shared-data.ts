import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe } from 'vitest';

/**
 * A file of the real NFL data in `../shared/data` beside the checkout. Tests read it by path and
 * never copy it into the project.
 */
export function sharedDataFile(relativePath: string): string {
  return fileURLToPath(new URL(`../../../../../shared/data/${relativePath}`, import.meta.url));
}

/**
 * A suite that needs real data files: it runs when they are all there, and otherwise is skipped
 * with a line on stderr and in its name saying why, so a skip is never silent.
 */
export function describeWithSharedData(name: string, files: readonly string[], suite: () => void): void {
  const missing = files.filter((file) => !existsSync(file));
  if (missing.length > 0) {
    console.warn(`[skipped] ${name}: ../shared/data is absent (missing ${missing.join(', ')})`);
  }
  describe.skipIf(missing.length > 0)(
    missing.length > 0 ? `${name} (skipped: ../shared/data is absent)` : name,
    suite,
  );
}
