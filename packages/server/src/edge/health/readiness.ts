/** How one readiness check ended. */
type CheckResult = 'ok' | 'failed' | 'timeout';

/** The readiness answer: ready when every check is `ok`, and each check's result. */
export interface Readiness {
  ready: boolean;
  checks: Record<string, CheckResult>;
  /** Why each check that was not ok failed (for the log, never the answer). */
  errors: Record<string, string>;
}

/** A check passes when it resolves in time; it fails when it rejects or throws. */
export type Check = () => Promise<unknown>;

/**
 * Runs the checks at once, each given `timeoutMs` to resolve (a hung store is `timeout`, not a hung
 * answer), and says whether all passed and how each did.
 *
 * @example
 * const { ready, checks } = await checkReadiness({ store: () => probe(store) }, 2_000);
 */
export async function checkReadiness(checks: Record<string, Check>, timeoutMs: number): Promise<Readiness> {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), timeoutMs);
      });
      try {
        const result = await Promise.race([
          Promise.resolve()
            .then(check)
            .then(() => 'ok' as const),
          late,
        ]);
        return [name, result, result === 'ok' ? '' : `no answer within ${timeoutMs} ms`] as const;
      } catch (error) {
        return [name, 'failed' as const, error instanceof Error ? error.message : String(error)] as const;
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return {
    ready: entries.every(([, result]) => result === 'ok'),
    checks: Object.fromEntries(entries.map(([name, result]) => [name, result])),
    errors: Object.fromEntries(
      entries.filter(([, result]) => result !== 'ok').map(([name, , e]) => [name, e]),
    ),
  };
}
