import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Compiled (dist/server, the image) a worker is JavaScript beside its parent; from the sources, TypeScript. */
const COMPILED = import.meta.url.endsWith('.js');

/** The URL of a worker module named without its extension, relative to `base` (the caller's import.meta.url). */
export function workerModule(name: string, base: string): string {
  return new URL(`${name}.${COMPILED ? 'js' : 'ts'}`, base).href;
}

/** tsx's ESM register API, found through its own exports map (its CommonJS build cannot register ESM hooks). */
function tsxApi(): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const exports = JSON.parse(readFileSync(manifest, 'utf8')).exports['./esm/api'].import.default as string;
  return pathToFileURL(join(dirname(manifest), exports)).href;
}

/**
 * The code a worker is started with (`new Worker(code, { eval: true })`): it loads `worker` as its parent loads
 * TypeScript. A process started by tsx passes its loader on to workers; one started otherwise (the test runner)
 * registers tsx in the worker first. The compiled server has no tsx.
 */
export function workerBoot(worker: string): string {
  if (COMPILED) return `import(${JSON.stringify(worker)});`;
  return `
import(${JSON.stringify(worker)}).catch(async (error) => {
  if (error?.code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
  const { register } = await import(${JSON.stringify(tsxApi())});
  register();
  // Another URL: the failed import above stays cached under the first.
  return import(${JSON.stringify(worker + '?with-tsx')});
});`;
}
