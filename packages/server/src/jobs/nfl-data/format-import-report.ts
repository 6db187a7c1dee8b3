import type { NflImportReport } from './import-nfl-data.js';

const n = (value: number) => value.toLocaleString('en-US');
/** Rejection reasons shown, at most, and the lines shown per reason. */
const MAX_REASONS = 10;
const MAX_PLACES = 5;

/**
 * Groups rejections by reason, most frequent first: what a person reads. The same reason with a
 * different value (`PassingYDS is not a number: "x"` / `"y"`) counts as one kind, by its text before
 * the first colon or quote.
 */
function rejectionSummary(rejected: NflImportReport['rejected']) {
  const groups = new Map<string, { count: number; where: string[]; example: string }>();
  for (const { where, reason } of rejected) {
    const kind = reason.split(/[:"]/)[0]?.trim() || reason;
    const group = groups.get(kind) ?? { count: 0, where: [], example: reason };
    group.count += 1;
    if (group.where.length < MAX_PLACES) group.where.push(where);
    groups.set(kind, group);
  }
  return [...groups.values()].sort((a, b) => b.count - a.count);
}

/** A short human report of one import: counts, per collection, and the rejections by reason. */
export function formatImportReport(file: string, report: NflImportReport): string {
  const rejected = report.rejected.length;
  const skipped = Object.values(report.skipped).reduce((sum, count) => sum + count, 0);
  const lines = [
    `${file}: ${report.description}`,
    `  read ${n(report.read)} · written ${n(report.written)} · unchanged ${n(report.unchanged)} · ` +
      `rejected ${n(rejected)}${skipped > 0 ? ` · skipped ${n(skipped)}` : ''} (${(report.ms / 1000).toFixed(1)} s)`,
  ];
  for (const [name, counts] of Object.entries(report.collections)) {
    lines.push(
      `  ${name}: ${n(counts.inserted)} new, ${n(counts.updated)} changed, ${n(counts.unchanged)} unchanged`,
    );
  }
  if (report.demoRemoved > 0)
    lines.push(`  removed ${n(report.demoRemoved)} demo rows (real data replaces them)`);
  for (const [reason, count] of Object.entries(report.skipped))
    lines.push(`  skipped ${n(count)}: ${reason}`);
  const injuries = report.injuryReports;
  for (const [reason, count] of Object.entries(injuries?.skipped ?? {}))
    lines.push(`  injury reports: skipped ${n(count)}: ${reason}`);
  if (injuries && injuries.unmatched > 0) {
    const count = injuries.unmatched === 1 ? '1 line' : `${n(injuries.unmatched)} lines`;
    lines.push(
      `  injury reports: ${count} of players not in the NFL player list (not fantasy players: ` +
        'defenders, linemen, punters …)',
    );
  }
  const groups = rejectionSummary(report.rejected);
  for (const group of groups.slice(0, MAX_REASONS)) {
    const more = group.count > group.where.length ? ', …' : '';
    lines.push(`  rejected ${n(group.count)}: ${group.example} (${group.where.join(', ')}${more})`);
  }
  if (groups.length > MAX_REASONS)
    lines.push(`  … and ${groups.length - MAX_REASONS} more kinds (see --json)`);
  return lines.join('\n');
}
