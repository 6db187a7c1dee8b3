import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = join(import.meta.dirname, '..', '..');

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(path);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
    }),
  );
  return files.flat();
}

describe('saveTeamChange, the one way a team is changed', () => {
  it('is the only server code that raises a team version, so no write path can skip the history', async () => {
    const raising: string[] = [];
    for (const file of await sourceFiles(SOURCE)) {
      const rel = relative(SOURCE, file);
      if (rel.startsWith('adapters/store/')) continue; // the store adapters and their contract suite
      const text = await readFile(file, 'utf8');
      // A version raised in a file that writes teams (other records, such as lineup alerts, keep their own).
      if (/\$inc:\s*\{[^}]*\bversion\s*:/.test(text) && /COLLECTIONS\.teams\b/.test(text)) raising.push(rel);
    }
    expect(raising).toEqual(['use-cases/teams/save-team-change.ts']);
  });
});
