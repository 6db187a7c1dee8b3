import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';

/**
 * The admin-access build flag (spec §2), proved on the real build: Vite's client build of this app
 * (as scripts/build.ts runs it, with vite.config.ts), in memory (`write: false`, so dist/ is left
 * alone), once with `VITE_ADMIN_ACCESS=false` and once with the default. Without the flag the admin
 * code is not shipped at all; with it, it is a lazily loaded chunk of its own. About a second each.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const ACCESS_DENIED = 'Admin access is restricted';

interface Chunk {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
}

/** The JavaScript chunks of a client build with `VITE_ADMIN_ACCESS` set to `flag` (or unset). */
async function clientChunks(flag: string | undefined): Promise<Chunk[]> {
  const previous = process.env.VITE_ADMIN_ACCESS;
  if (flag === undefined) delete process.env.VITE_ADMIN_ACCESS;
  else process.env.VITE_ADMIN_ACCESS = flag;
  try {
    const result = await build({ root, logLevel: 'silent', build: { write: false, minify: true } });
    const outputs = (Array.isArray(result) ? result : [result]) as { output: { type: string }[] }[];
    return outputs.flatMap((o) => o.output).filter((item): item is Chunk => item.type === 'chunk');
  } finally {
    if (previous === undefined) delete process.env.VITE_ADMIN_ACCESS;
    else process.env.VITE_ADMIN_ACCESS = previous;
  }
}

const adminModules = (chunk: Chunk) => chunk.moduleIds.filter((id) => id.includes('/src/pages/admin/'));

describe('the admin-access build flag', () => {
  it('VITE_ADMIN_ACCESS=false leaves the admin routes and their code out of the bundle', async () => {
    const chunks = await clientChunks('false');
    expect(chunks.length).toBeGreaterThan(5);
    expect(chunks.flatMap(adminModules)).toEqual([]);
    expect(chunks.filter((chunk) => chunk.code.includes(ACCESS_DENIED)).map((c) => c.fileName)).toEqual([]);
    expect(chunks.some((chunk) => chunk.fileName.includes('AdminPage'))).toBe(false);
  }, 120_000);

  it('by default the admin dashboard is a lazily loaded chunk of its own, not in the entry', async () => {
    const chunks = await clientChunks(undefined);
    const admin = chunks.filter((chunk) => chunk.facadeModuleId?.endsWith('/src/pages/admin/AdminPage.tsx'));
    expect(admin).toHaveLength(1);
    expect(admin[0]?.isDynamicEntry).toBe(true);
    // The admin code is the page's chunk and the parts it shares with its lazy tabs.
    const withDenial = chunks.filter((chunk) => chunk.code.includes(ACCESS_DENIED)).map((c) => c.fileName);
    expect(withDenial.length).toBeGreaterThan(0);
    for (const file of withDenial) expect(file).toMatch(/^assets\/AdminPage-/);
    const entry = chunks.find((chunk) => chunk.isEntry);
    expect(entry && adminModules(entry)).toEqual([]);
    expect(entry?.code).not.toContain(ACCESS_DENIED);
  }, 120_000);
});
