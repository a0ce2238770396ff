import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { WEB_DIST } from '../../src-api/web/routes.ts';

/** One chunk of Vite's build manifest (dist/web/.vite/manifest.json), keyed by its source under src-web. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * What the agent's path runs: the page's entry, the screens of sign-in, the start page and a module of an
 * inspection, and the default language's catalogue (fetched before the first render).
 */
export const AGENT_PATH = [
  'index.html',
  'scenes/Login/LoginScene.tsx',
  'scenes/Start/StartScene.tsx',
  'scenes/Module/ModuleScene.tsx',
  'locales/sv_SE/messages.po?part=agent',
];

export function readManifest(dist = WEB_DIST): Manifest {
  const file = join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`no build manifest at ${file}: run npx vite build`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** The script files each key loads before it runs: itself and its static imports, followed to the end. */
export function staticClosure(manifest: Manifest, keys: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files].filter((file) => file.endsWith('.js'));
}

/** A file's size gzipped at the best level, as the build's .gz copy holds it. */
export function gzippedBytes(file: string, dist = WEB_DIST): number {
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
}
