/**
 * Gradient-boosted regression trees with quantile (pinball) loss, in plain TypeScript.
 *
 * Each round fits a small tree to the loss's negative gradient (α above the prediction, α − 1 below)
 * by least squares over histogram bins, then sets every leaf to the α-quantile of the residuals that
 * fall in it (the exact line search for pinball loss), scaled by the learning rate. With α = 0.5 this
 * is least-absolute-deviation boosting: it predicts the conditional median directly.
 *
 * The fitted model is plain JSON (`QuantileGbm`), so it can be stored and reloaded as it is.
 */

/** How the boosting runs. Defaults suit ~10–100k rows of a few dozen features. */
export interface QuantileGbmOptions {
  /** The quantile predicted, 0 < α < 1 (0.5: the median). */
  alpha: number;
  trees?: number;
  learningRate?: number;
  maxDepth?: number;
  /** Fewest training rows in a leaf. */
  minLeaf?: number;
  /** Share of rows each tree is grown on (stochastic boosting). */
  subsample?: number;
  /** Most histogram bins per feature (≤ 255). */
  maxBins?: number;
  /** Seed of the row sampling, so fits are reproducible. */
  seed?: number;
}

/** A tree as flat arrays: node i splits on `feature[i]` at `threshold[i]` (≤ goes left), or is a leaf (`feature[i]` = −1). */
export interface GbmTree {
  feature: number[];
  threshold: number[];
  left: number[];
  right: number[];
  value: number[];
}

/** A fitted model: the start value plus the trees' leaf values. */
export interface QuantileGbm {
  kind: 'quantile-gbm';
  alpha: number;
  init: number;
  featureCount: number;
  trees: GbmTree[];
}

const DEFAULTS = {
  trees: 150,
  learningRate: 0.08,
  maxDepth: 4,
  minLeaf: 60,
  subsample: 0.7,
  maxBins: 48,
  seed: 1,
} as const;

/** A small fast seeded generator (mulberry32), so the same data and seed give the same model. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The k-th smallest of `values` (0-based), by quickselect; `values` is reordered. */
function selectKth(values: Float64Array, k: number): number {
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const pivot = values[(low + high) >>> 1] as number;
    let i = low;
    let j = high;
    while (i <= j) {
      while ((values[i] as number) < pivot) i += 1;
      while ((values[j] as number) > pivot) j -= 1;
      if (i <= j) {
        const swap = values[i] as number;
        values[i] = values[j] as number;
        values[j] = swap;
        i += 1;
        j -= 1;
      }
    }
    if (k <= j) high = j;
    else if (k >= i) low = i;
    else break;
  }
  return values[k] as number;
}

/**
 * The α-quantile of `values`, interpolating linearly between order statistics (the "type 7"
 * definition of R and NumPy). 0 for no values. The input is not changed.
 */
export function quantileOf(values: ArrayLike<number>, alpha: number): number {
  if (values.length === 0) return 0;
  const copy = Float64Array.from(values);
  const position = alpha * (copy.length - 1);
  const below = Math.floor(position);
  const lower = selectKth(copy, below);
  if (below + 1 >= copy.length || position === below) return lower;
  // The next order statistic is the smallest value right of `below` after the selection.
  let upper = Number.POSITIVE_INFINITY;
  for (let i = below + 1; i < copy.length; i += 1) upper = Math.min(upper, copy[i] as number);
  return lower + (upper - lower) * (position - below);
}

/** Bin edges of one feature: up to `maxBins − 1` cut values at its quantiles (distinct, ascending). */
function binEdges(column: Float64Array, maxBins: number): Float64Array {
  const sorted = Float64Array.from(column).sort();
  const edges: number[] = [];
  for (let b = 1; b < maxBins; b += 1) {
    const value = sorted[Math.floor((b * sorted.length) / maxBins)] ?? 0;
    if (edges.length === 0 || value > (edges[edges.length - 1] ?? Number.NEGATIVE_INFINITY))
      edges.push(value);
  }
  // The top edge would send nothing right; drop it when it is the maximum.
  if (edges.length > 0 && edges[edges.length - 1] === sorted[sorted.length - 1]) edges.pop();
  return Float64Array.from(edges);
}

/** The bin of `value`: the first edge at or above it, or past the last edge. */
function binOf(edges: Float64Array, value: number): number {
  let low = 0;
  let high = edges.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((edges[mid] ?? 0) < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

interface Split {
  feature: number;
  bin: number;
  gain: number;
}

/** The options with their defaults filled in. */
type Settings = Required<Omit<QuantileGbmOptions, 'seed'>>;

function settingsOf(options: QuantileGbmOptions): Settings {
  return {
    alpha: options.alpha,
    trees: options.trees ?? DEFAULTS.trees,
    learningRate: options.learningRate ?? DEFAULTS.learningRate,
    maxDepth: options.maxDepth ?? DEFAULTS.maxDepth,
    minLeaf: options.minLeaf ?? DEFAULTS.minLeaf,
    subsample: options.subsample ?? DEFAULTS.subsample,
    maxBins: Math.min(options.maxBins ?? DEFAULTS.maxBins, 255),
  };
}

/** The training rows cut into histogram bins, once for the whole fit. */
interface BinnedRows {
  featureCount: number;
  /** Per feature, its bin edges. */
  edges: Float64Array[];
  /** Row-major bins (row i's bins at i·F … i·F + F − 1): one pass over a row fills every feature's histogram. */
  bins: Uint8Array;
  /** Per feature, how many bins it has. */
  binCounts: Int32Array;
}

function binRows(rows: readonly ArrayLike<number>[], featureCount: number, maxBins: number): BinnedRows {
  const n = rows.length;
  const edges: Float64Array[] = [];
  const bins = new Uint8Array(n * featureCount);
  const binCounts = new Int32Array(featureCount);
  for (let f = 0; f < featureCount; f += 1) {
    const column = Float64Array.from({ length: n }, (_, i) => rows[i]?.[f] ?? 0);
    const featureEdges = binEdges(column, maxBins);
    edges.push(featureEdges);
    binCounts[f] = featureEdges.length + 1;
    for (let i = 0; i < n; i += 1) bins[i * featureCount + f] = binOf(featureEdges, column[i] as number);
  }
  return { featureCount, edges, bins, binCounts };
}

/** Slots of one histogram: 256 bins per feature, a gradient sum and a row count per bin. */
const histogramSize = (binned: BinnedRows) => 2 * binned.featureCount * 256;

/** Gradient sums (even slots) and row counts (odd slots) per feature and bin of the rows in `index`. */
function histogramOf(binned: BinnedRows, gradient: Float64Array, index: Int32Array): Float64Array {
  const { featureCount, bins } = binned;
  const hist = new Float64Array(histogramSize(binned));
  for (let k = 0; k < index.length; k += 1) {
    const i = index[k] as number;
    const g = gradient[i] as number;
    const base = i * featureCount;
    for (let f = 0; f < featureCount; f += 1) {
      const slot = 2 * (f * 256 + (bins[base + f] as number));
      hist[slot] = (hist[slot] as number) + g;
      hist[slot + 1] = (hist[slot + 1] as number) + 1;
    }
  }
  return hist;
}

/** The split of a node's rows (`size` of them, histogram `hist`) that most reduces squared error, if any. */
function bestSplit({ binned, settings }: Round, hist: Float64Array, size: number): Split | null {
  const { featureCount, binCounts } = binned;
  const { minLeaf } = settings;
  let total = 0;
  for (let b = 0; b < (binCounts[0] ?? 0); b += 1) total += hist[2 * b] as number;
  const parent = (total * total) / size;
  let best: Split | null = null;
  for (let f = 0; f < featureCount; f += 1) {
    const binCount = binCounts[f] as number;
    if (binCount < 2) continue;
    let leftSum = 0;
    let leftCount = 0;
    const base = f * 256;
    for (let b = 0; b < binCount - 1; b += 1) {
      leftSum += hist[2 * (base + b)] as number;
      leftCount += hist[2 * (base + b) + 1] as number;
      const rightCount = size - leftCount;
      if (leftCount < minLeaf) continue;
      if (rightCount < minLeaf) break;
      const rightSum = total - leftSum;
      const gain = (leftSum * leftSum) / leftCount + (rightSum * rightSum) / rightCount - parent;
      if (gain > (best?.gain ?? 1e-12)) best = { feature: f, bin: b, gain };
    }
  }
  return best;
}

/** What growing one tree reads: the binned rows, this round's gradient and residuals, the settings. */
interface Round {
  binned: BinnedRows;
  gradient: Float64Array;
  residual: Float64Array;
  settings: Settings;
  tree: GbmTree;
}

/** Adds a node to the tree (a leaf until split) and returns its index. */
function addNode(tree: GbmTree): number {
  const node = tree.feature.length;
  tree.feature.push(-1);
  tree.threshold.push(0);
  tree.left.push(-1);
  tree.right.push(-1);
  tree.value.push(0);
  return node;
}

/** The rows of `index` on each side of the split. */
function partition(binned: BinnedRows, index: Int32Array, split: Split): [Int32Array, Int32Array] {
  const leftRows: number[] = [];
  const rightRows: number[] = [];
  for (let k = 0; k < index.length; k += 1) {
    const i = index[k] as number;
    ((binned.bins[i * binned.featureCount + split.feature] as number) <= split.bin
      ? leftRows
      : rightRows
    ).push(i);
  }
  return [Int32Array.from(leftRows), Int32Array.from(rightRows)];
}

/** Histogram subtraction: count the smaller child, the larger is the parent minus it. */
function childHistograms(
  round: Round,
  hist: Float64Array,
  [left, right]: [Int32Array, Int32Array],
): [Float64Array, Float64Array] {
  const small = histogramOf(round.binned, round.gradient, left.length <= right.length ? left : right);
  const large = new Float64Array(histogramSize(round.binned));
  for (let slot = 0; slot < large.length; slot += 1)
    large[slot] = (hist[slot] as number) - (small[slot] as number);
  return left.length <= right.length ? [small, large] : [large, small];
}

/** A node to grow: its rows, its depth, and its histogram when the parent has computed it. */
interface Subtree {
  index: Int32Array;
  depth: number;
  given: Float64Array | null;
}

/**
 * Grows the subtree of the rows in `index`: splits while deep enough and big enough, else a leaf at
 * the residuals' α-quantile times the rate. Answers the subtree's root node.
 */
function grow(round: Round, { index, depth, given }: Subtree): number {
  const { binned, settings, tree } = round;
  const node = addNode(tree);
  const canSplit = depth < settings.maxDepth && index.length >= 2 * settings.minLeaf;
  const hist = canSplit ? (given ?? histogramOf(binned, round.gradient, index)) : null;
  const split = hist ? bestSplit(round, hist, index.length) : null;
  if (!hist || !split) {
    const leafResiduals = Float64Array.from(index, (i) => round.residual[i] as number);
    tree.value[node] = settings.learningRate * quantileOf(leafResiduals, settings.alpha);
    return node;
  }
  const [left, right] = partition(binned, index, split);
  const [leftHist, rightHist] =
    depth + 1 < settings.maxDepth ? childHistograms(round, hist, [left, right]) : [null, null];
  tree.feature[node] = split.feature;
  tree.threshold[node] = (binned.edges[split.feature] as Float64Array)[split.bin] as number;
  tree.left[node] = grow(round, { index: left, depth: depth + 1, given: leftHist });
  tree.right[node] = grow(round, { index: right, depth: depth + 1, given: rightHist });
  return node;
}

/** The leaf value `features` fall into. */
function leafValue(tree: GbmTree, features: ArrayLike<number>): number {
  let node = 0;
  for (;;) {
    const f = tree.feature[node] as number;
    if (f < 0) break;
    node =
      (features[f] ?? 0) <= (tree.threshold[node] as number)
        ? (tree.left[node] as number)
        : (tree.right[node] as number);
  }
  return tree.value[node] as number;
}

/**
 * Fits a quantile GBM. `rows[i]` is row i's feature vector (all the same length, finite numbers),
 * `targets[i]` its outcome.
 * @example
 * const model = fitQuantileGbm(rows, points, { alpha: 0.5 });
 * predictQuantileGbm(model, rows[0]);
 */
export function fitQuantileGbm(
  rows: readonly ArrayLike<number>[],
  targets: ArrayLike<number>,
  options: QuantileGbmOptions,
): QuantileGbm {
  const settings = settingsOf(options);
  const { alpha } = settings;
  const random = seededRandom(options.seed ?? DEFAULTS.seed);
  const n = rows.length;
  const featureCount = rows[0]?.length ?? 0;
  const y = Float64Array.from({ length: n }, (_, i) => targets[i] ?? 0);
  const init = quantileOf(y, alpha);
  const model: QuantileGbm = { kind: 'quantile-gbm', alpha, init, featureCount, trees: [] };
  if (n === 0) return model;

  const binned = binRows(rows, featureCount, settings.maxBins);
  const prediction = new Float64Array(n).fill(init);
  const gradient = new Float64Array(n);
  const residual = new Float64Array(n);
  for (let round = 0; round < settings.trees; round += 1) {
    for (let i = 0; i < n; i += 1) {
      const r = (y[i] as number) - (prediction[i] as number);
      residual[i] = r;
      gradient[i] = r > 0 ? alpha : r < 0 ? alpha - 1 : 0;
    }
    const sample: number[] = [];
    for (let i = 0; i < n; i += 1) if (random() < settings.subsample) sample.push(i);
    const tree: GbmTree = { feature: [], threshold: [], left: [], right: [], value: [] };
    grow(
      { binned, gradient, residual, settings, tree },
      { index: Int32Array.from(sample), depth: 0, given: null },
    );
    model.trees.push(tree);
    for (let i = 0; i < n; i += 1) prediction[i] = (prediction[i] as number) + leafValue(tree, rows[i] ?? []);
  }
  return model;
}

/** The model's prediction for one feature vector. */
export function predictQuantileGbm(model: QuantileGbm, features: ArrayLike<number>): number {
  let sum = model.init;
  for (const tree of model.trees) sum += leafValue(tree, features);
  return sum;
}
