/**
 * Reads a CPU profile (`.cpuprofile`, as `BENCH_CPU_PROF` writes them) and prints where the time
 * went: the busy share of the run, then self time by area (an npm package, a folder of our source,
 * Node's internals, the garbage collector) and the functions with the most time, self and inclusive
 * (a function counted once per sample it is on the stack of).
 *
 *   tsx bench/profile-summary.ts <file.cpuprofile> [top]
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: tsx bench/profile-summary.ts <file.cpuprofile> [top]');
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

/** Where a frame's code lives: a package, a folder of ours, Node itself, or V8's own bookkeeping. */
function areaOf({ functionName, url }: ProfileNode['callFrame']): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node internals';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules)/.exec(url);
  if (pkg) return pkg[1] ?? url;
  const ours = /packages\/([^/]+)\/(?:src|dist|bench)\/(?:([^/]+)\/)?/.exec(url);
  if (ours) return `${ours[1]}/${ours[2] && !ours[2].includes('.') ? ours[2] : ''}`;
  return url;
}
const label = ({ functionName, url, lineNumber }: ProfileNode['callFrame']) =>
  `${functionName || '(anonymous)'} ${url.replace(/^.*\/(node_modules|packages)\//, '')}:${lineNumber + 1}`;

const self = new Map<string, number>();
const inclusive = new Map<string, number>();
const areas = new Map<string, number>();
let total = 0;
let idle = 0;
for (const [i, sample] of profile.samples.entries()) {
  const dt = profile.timeDeltas[i] ?? 0;
  const node = byId.get(sample);
  if (!node) continue;
  total += dt;
  if (node.callFrame.functionName === '(idle)') {
    idle += dt;
    continue;
  }
  const stack: ProfileNode['callFrame'][] = [];
  for (let id: number | undefined = sample; id !== undefined; id = parentOf.get(id)) {
    const frame = byId.get(id)?.callFrame;
    if (frame && frame.functionName !== '(root)') stack.push(frame);
  }
  // The profiler's own start (the first sample carries the time since it was asked to start).
  if (stack.some((frame) => frame.url === 'node:inspector')) {
    total -= dt;
    continue;
  }
  const own = label(node.callFrame);
  self.set(own, (self.get(own) ?? 0) + dt);
  areas.set(areaOf(node.callFrame), (areas.get(areaOf(node.callFrame)) ?? 0) + dt);
  const seen = new Set<string>();
  for (const frame of stack) {
    const name = label(frame);
    if (seen.has(name)) continue;
    seen.add(name);
    inclusive.set(name, (inclusive.get(name) ?? 0) + dt);
  }
}
const busy = total - idle;
const share = (us: number) => `${((us / busy) * 100).toFixed(1).padStart(5)}%`;
const print = (title: string, map: Map<string, number>) => {
  console.log(title);
  for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`  ${share(us)}  ${name}`);
  }
};
console.log(
  `${file}: ${(total / 1e6).toFixed(1)} s sampled, busy ${((busy / total) * 100).toFixed(0)}% (shares below are of busy time)`,
);
print('self time by area', areas);
print('self time by function', self);
print('inclusive time by function', inclusive);
