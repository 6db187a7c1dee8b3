import type { MigrationReport } from './migrate-store.js';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * The report of `lineup-server migrate` for people: each migration applied (or, in a dry run, that
 * would be) with its collections, versions and documents changed, the collections stamped, and a
 * last line that says where the store stands.
 * @example
 * formatMigrationReport(report)
 * // 0002-predictions-name-their-scoring: model_predictions 1 → 2, 340 documents changed (81 ms)
 * // The store is up to date.
 */
export function formatMigrationReport(report: MigrationReport): string {
  const lines: string[] = [];
  const would = report.dryRun ? 'would change' : 'changed';
  for (const applied of report.applied) {
    const timing = report.dryRun ? '' : ` (${applied.durationMs} ms)`;
    lines.push(
      `${applied.id}: ${applied.collections.join(', ')} ${applied.from} → ${applied.to}, ` +
        `${plural(applied.documentsChanged, 'document')} ${would}${timing}`,
    );
  }
  if (report.stamped.length > 0) {
    lines.push(
      `${report.dryRun ? 'Would stamp' : 'Stamped'} ${plural(report.stamped.length, 'collection')} ` +
        `with no documents at their current version: ${report.stamped.map((s) => s.collection).join(', ')}`,
    );
  }
  if (report.unknownCollections.length > 0) {
    lines.push(`Left alone (not this app's): ${report.unknownCollections.join(', ')}`);
  }
  const nothing = report.applied.length === 0 && report.stamped.length === 0;
  if (report.dryRun) {
    lines.push(nothing ? 'Dry run: the store is up to date.' : 'Dry run: nothing was changed.');
  } else {
    lines.push(nothing ? 'The store is up to date: nothing to migrate.' : 'The store is up to date.');
  }
  return lines.join('\n');
}
