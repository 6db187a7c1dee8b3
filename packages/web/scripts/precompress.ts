import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text files worth compressing; below this size compression saves less than a packet. */
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;
const MIN_BYTES = 1_024;

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text file under
 * `dir` that is worth it, for the server to send to browsers that take them (packages/server
 * src/http/web-app.ts): compressed once at build time, as hard as the formats go, instead of per
 * response. Returns the bytes before and after brotli.
 */
export async function precompress(dir: string): Promise<{ files: number; bytes: number; brotli: number }> {
  const totals = { files: 0, bytes: 0, brotli: 0 };
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    const path = join(entry.parentPath, entry.name);
    // Build metadata (Vite's .vite/manifest.json) is never served.
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name) || relative(dir, path).startsWith('.')) continue;
    const body = await readFile(path);
    if (body.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    await writeFile(`${path}.br`, brotli);
    await writeFile(`${path}.gz`, gzipSync(body, { level: 9 }));
    totals.files += 1;
    totals.bytes += body.length;
    totals.brotli += brotli.length;
  }
  return totals;
}
