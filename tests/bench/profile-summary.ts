import { readFileSync } from 'node:fs';

/**
 * A `.cpuprofile`'s self time grouped by area (the first rule whose pattern matches a node's url, else its
 * function name for the engine's own nodes), largest first, and the top functions of the profile.
 *
 *   npx tsx tests/bench/profile-summary.ts <file.cpuprofile> [top functions: 25] [last seconds]
 *
 * With `last seconds`, only the samples of the profile's last seconds count: answer-profile.ts stops the
 * server as its row ends, so its last 21 s are the row, without the start, the seeding and the set-up.
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const AREAS: Array<[string, RegExp]> = [
  ['event log (src-domain/eventstore)', /src-domain\/eventstore/],
  ['domain deciders and folds (src-domain)', /src-domain\//],
  ['read store (src-projections/store)', /src-projections\/store/],
  ['read models (src-projections)', /src-projections\//],
  ['realtime pushes (src-api/realtime)', /src-api\/realtime/],
  ['sessions and auth (src-api/auth)', /src-api\/auth/],
  ['inspections API (src-api/inspections)', /src-api\/inspections/],
  ['other API (src-api)', /src-api\//],
  ['server and composition (src-server)', /src-server\//],
  ['socket.io / engine.io / ws', /node_modules\/(socket\.io|engine\.io|ws)[^/]*\//],
  ['koa and middleware', /node_modules\/(koa|@koa|co-body|raw-body|cookies|keygrip)[^/]*\//],
  ['zod', /node_modules\/zod\//],
  ['better-sqlite3', /node_modules\/better-sqlite3\//],
  ['mingo', /node_modules\/mingo\//],
  ['module loading (tsx, esbuild)', /node_modules\/(tsx|esbuild|get-tsconfig)\//],
  ['other packages', /node_modules\//],
  ['node: http, net, streams', /^node:(_http|http|net|stream|internal\/(streams|http|net|stream))/],
  ['node: other', /^node:/],
];

const [file, topArg, lastArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [top]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
// Sample durations, not counts: the sampling interval varies under load.
const selfUs = new Map<number, number>();
const from = lastArg ? profile.endTime - Number(lastArg) * 1e6 : -Infinity;
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  if (at >= from) selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
});

const areas = new Map<string, number>();
const functions = new Map<string, number>();
let busy = 0;
let total = 0;
for (const [id, us] of selfUs) {
  const { callFrame } = byId.get(id)!;
  total += us;
  if (callFrame.functionName === '(idle)') continue;
  busy += us;
  if (!callFrame.url && us < busy / 1000) continue;
  const area = callFrame.url
    ? (AREAS.find(([, pattern]) => pattern.test(callFrame.url))?.[0] ?? 'other')
    : callFrame.functionName;
  areas.set(area, (areas.get(area) ?? 0) + us);
  const where = `${callFrame.functionName || '(anonymous)'} ${callFrame.url.replace(/^.*\/(node_modules|src-\w+)\//, '$1/')}:${callFrame.lineNumber + 1}`;
  functions.set(where, (functions.get(where) ?? 0) + us);
}
const pct = (us: number) => `${((100 * us) / busy).toFixed(1)} %`;
console.log(`${file}: ${(total / 1e6).toFixed(1)} s profiled, ${(busy / 1e6).toFixed(1)} s busy`);
for (const [area, us] of [...areas].sort((a, b) => b[1] - a[1]))
  console.log(`${pct(us).padStart(7)}  ${(us / 1e6).toFixed(2).padStart(6)} s  ${area}`);
console.log('');
for (const [where, us] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg ?? 25)))
  console.log(`${pct(us).padStart(7)}  ${where}`);
