/** A download that did not give the file. */
class DownloadError extends Error {
  override readonly name = 'DownloadError';
}

/** How long one download may take before it is given up. */
const TIMEOUT_MS = 120_000;

/**
 * Downloads a text file over HTTP(S), following redirects (GitHub release assets redirect). A status
 * other than 2xx, a network failure or a time-out is a `DownloadError` naming the URL.
 */
export async function downloadText(url: string, options: { timeoutMs?: number } = {}): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, {
      redirect: 'follow',
      signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
    });
  } catch (error) {
    const cause =
      error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : error;
    throw new DownloadError(`Could not download ${url}: ${String(cause)}`, { cause: error });
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new DownloadError(
      `Could not download ${url}: HTTP ${response.status} ${response.statusText}`.trim(),
    );
  }
  return response.text();
}
