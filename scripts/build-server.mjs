// Compiles the server to dist/server/ (the image runs node on it, never the tsx loader): tsc emits the
// JavaScript of everything src-server/main.ts reaches, with the sources' .ts import paths rewritten to .js;
// the plain-JavaScript worker files, which no import reaches, are copied beside their callers.
import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const OUT = 'dist/server';
const SOURCES = ['src-domain', 'src-projections', 'src-api', 'src-jobs', 'src-server'];

rmSync(OUT, { recursive: true, force: true });
execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], {
  stdio: 'inherit',
});
for (const source of SOURCES)
  for (const entry of readdirSync(source, { recursive: true, withFileTypes: true }))
    if (entry.isFile() && entry.name.endsWith('.mjs')) {
      const from = join(entry.parentPath, entry.name);
      cpSync(from, join(OUT, from));
    }
console.log(`server compiled to ${OUT}/src-server/main.js`);
