/** One sample of a scrape: its metric name, labels and value. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const LINE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)$/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

/** The samples of a Prometheus text-format scrape (comments and blank lines skipped). */
export function parseSamples(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = LINE.exec(line);
    if (!match || line.startsWith('#')) continue;
    const labels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(LABEL)].map((m) => [m[1] ?? '', (m[2] ?? '').replace(/\\(.)/g, '$1')]),
    );
    samples.push({ name: match[1] ?? '', labels, value: Number(match[3]) });
  }
  return samples;
}

/**
 * The sum of the samples named `name` whose labels include `labels` (all of them, equal), or
 * `undefined` when there is none.
 */
export function sampleValue(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const matching = parseSamples(text).filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  return matching.length === 0 ? undefined : matching.reduce((sum, sample) => sum + sample.value, 0);
}
