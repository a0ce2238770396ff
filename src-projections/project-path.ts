import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The repository's (or the image's) root: the nearest directory above this file with a package.json. The
 * server runs from its TypeScript sources in development and from dist/server/ in production (npm run
 * build:server), so files it reads beside the code (the web build, the .po catalogues) are found from the
 * root, never by a relative path that holds in only one of the two trees.
 */
function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

const ROOT = findRoot(import.meta.dirname);

/** A path under the project's root. */
export function projectPath(...segments: string[]): string {
  return resolve(ROOT, ...segments);
}
