// What the agent's path (tests/support/web-bundle.ts AGENT_PATH) loads, source module by source module: builds
// the web app as `npx vite build` does (same config, same dist/web) and lists, for each script of the path, the
// gzipped bytes each module contributes. A module's share is its rendered code gzipped alone, scaled so a
// chunk's shares add up to the chunk's own gzipped size (gzip finds repeats across modules, so alone is larger).
//   npx tsx scripts/agent-path-modules.ts [--all]   (--all: every module, not only those above 0.3 kB)
import { gzipSync } from 'node:zlib';
import { relative } from 'node:path';
import { build, type Plugin } from 'vite';
import { AGENT_PATH, gzippedBytes, readManifest, staticClosure } from '../tests/support/web-bundle.ts';

const root = process.cwd();
const modulesOf = new Map<string, Array<{ id: string; bytes: number }>>();

const collect: Plugin = {
  name: 'agent-path-modules',
  apply: 'build',
  generateBundle(_options, bundle) {
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      const modules = Object.entries(output.modules)
        .filter(([, info]) => info.code && info.renderedLength > 0)
        .map(([id, info]) => ({ id, bytes: gzipSync(info.code!, { level: 9 }).length }));
      modulesOf.set(output.fileName, modules);
    }
  },
};

/** node_modules/<package> for a dependency, the path under the root for our own code. */
function nameOf(id: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(clean);
  return inPackage ? `${inPackage[1]}/${inPackage[2]}` : relative(root, clean);
}

await build({ logLevel: 'warn', plugins: [collect] });

const manifest = readManifest();
const files = staticClosure(manifest, AGENT_PATH);
const rows: Array<{ file: string; module: string; kB: number }> = [];
let total = 0;
for (const file of files) {
  const chunkBytes = gzippedBytes(file);
  total += chunkBytes;
  const modules = modulesOf.get(file) ?? [];
  const alone = modules.reduce((sum, { bytes }) => sum + bytes, 0) || 1;
  for (const { id, bytes } of modules)
    rows.push({ file, module: nameOf(id), kB: (bytes / alone) * (chunkBytes / 1000) });
}

const all = process.argv.includes('--all');
console.log(`agent path: ${(total / 1000).toFixed(1)} kB gzipped in ${files.length} scripts\n`);
for (const file of files.sort((a, b) => gzippedBytes(b) - gzippedBytes(a))) {
  console.log(`${file}  ${(gzippedBytes(file) / 1000).toFixed(1)} kB`);
  for (const row of rows.filter((r) => r.file === file && (all || r.kB >= 0.3)).sort((a, b) => b.kB - a.kB))
    console.log(`  ${row.kB.toFixed(1).padStart(6)}  ${row.module}`);
}

const byPackage = new Map<string, number>();
for (const { module, kB } of rows) {
  const key = module.startsWith('src-')
    ? module.split('/').slice(0, 2).join('/')
    : module
        .split('/')
        .slice(0, module.startsWith('@') ? 2 : 1)
        .join('/');
  byPackage.set(key, (byPackage.get(key) ?? 0) + kB);
}
console.log('\nby package or source folder:');
for (const [key, kB] of [...byPackage].sort((a, b) => b[1] - a[1]).filter(([, kB]) => kB >= 0.5))
  console.log(`  ${kB.toFixed(1).padStart(6)}  ${key}`);
