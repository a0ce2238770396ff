import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { paths, routePattern } from '../../src-web/routes.ts';

/**
 * The agent's screens (App.tsx's EARLY) by path, with the source of each screen's chunk as the build manifest
 * keys it.
 */
const SCREENS: Array<[string, string]> = [
  [paths.login, 'scenes/Login/LoginScene.tsx'],
  [paths.start, 'scenes/Start/StartScene.tsx'],
  [paths.module, 'scenes/Module/ModuleScene.tsx'],
  [paths.inspection, 'scenes/Inspections/InspectionScene.tsx'],
  [paths.inspections, 'scenes/Inspections/InspectionsScene.tsx'],
];
const SCREEN_PATTERNS = SCREENS.map(([path, key]) => [routePattern(path), key] as const);

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** index.html as sent for one screen, in each encoding. */
export interface Page {
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * index.html with modulepreload links for the chunks of the screen its path opens. Without them the screen's
 * chunk is asked for only once the app's own scripts have run (App.tsx's lazy routes): a round trip and more
 * after the start on slow 4G, on the way to the first render. Null for other paths (index.html as built).
 * Made once per screen for each build directory.
 */
export function pageFor(webDist: string, path: string): Page | null {
  const screen = SCREEN_PATTERNS.find(([pattern]) => pattern.test(path))?.[1];
  if (!screen) return null;
  const key = `${webDist}\0${screen}`;
  let page = pages.get(key);
  if (!page) {
    page = withPreloads(webDist, screen);
    pages.set(key, page);
  }
  return page;
}
const pages = new Map<string, Page>();

function withPreloads(webDist: string, screen: string): Page {
  const manifest = JSON.parse(readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(screen);
  const links = [...files]
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
    .join('');
  const plain = Buffer.from(html.replace('  </head>', `${links}  </head>`));
  return { plain, br: brotliCompressSync(plain), gzip: gzipSync(plain, { level: 9 }) };
}
