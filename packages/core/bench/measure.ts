/**
 * Median time per call: runs `fn` in batches sized to take about `batchMs`, takes `samples`
 * batches, and reports the median batch time divided by the batch size (robust to a noisy,
 * shared machine), with the spread of the middle half.
 */
export function measure(fn: () => unknown, { samples = 41, batchMs = 20 } = {}) {
  let sink: unknown;
  let batch = 1;
  for (;;) {
    const start = performance.now();
    for (let i = 0; i < batch; i++) sink = fn();
    if (performance.now() - start >= batchMs || batch >= 1 << 24) break;
    batch *= 2;
  }
  const perCall: number[] = [];
  for (let s = 0; s < samples; s++) {
    const start = performance.now();
    for (let i = 0; i < batch; i++) sink = fn();
    perCall.push(((performance.now() - start) * 1000) / batch);
  }
  perCall.sort((a, b) => a - b);
  const at = (q: number) => perCall[Math.floor(q * (perCall.length - 1))] ?? Number.NaN;
  if (sink === Symbol.for('never')) console.log(sink);
  return { medianUs: at(0.5), p25Us: at(0.25), p75Us: at(0.75), batch };
}
