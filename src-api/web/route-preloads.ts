import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { paths, routePattern } from '../../src-web/routes.ts';
import type { Locale } from '../../src-domain/shared/locales.ts';

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
 * index.html for an agent's screen, naming what its first render waits for, so the browser asks for all of it
 * while it still reads the page: the screen's chunks (modulepreload), the agent part of the language's texts
 * (the language the browser keeps, mirrored in a cookie: state/locale.ts), and the session check (a fetch
 * preload, taken by the app's own GET). Without them each is asked for only once the app's scripts have run
 * (App.tsx's lazy routes, main.tsx): a round trip and more after the start on slow 4G. Null for other paths
 * (index.html as built). Made once per screen and language for each build directory.
 */
export function pageFor(webDist: string, path: string, locale: Locale): Page | null {
  const screen = SCREEN_PATTERNS.find(([pattern]) => pattern.test(path))?.[1];
  if (!screen) return null;
  const key = `${webDist}\0${screen}\0${locale}`;
  let page = pages.get(key);
  if (!page) {
    page = withPreloads(webDist, screen, locale);
    pages.set(key, page);
  }
  return page;
}
const pages = new Map<string, Page>();

const INSPECTION_SCREEN = [paths.module, paths.inspection].map(routePattern);
const UUID = /^\/sessions\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(\/|$)/i;

/**
 * A `Link` header that preloads the inspection an inspection or module page shows, in the language its GET
 * will ask for (state/inspection.ts prefetchInspection), for a visitor with a session; else null. A header,
 * not a link in the page: the page is made once per screen, the inspection differs with each URL. Only a
 * well-formed id is ever written into it.
 */
export function inspectionPreload(path: string, locale: Locale, signedIn: boolean): string | null {
  if (!signedIn || !INSPECTION_SCREEN.some((pattern) => pattern.test(path))) return null;
  const id = UUID.exec(path)?.[1];
  return id
    ? `</api/inspections/${id}?languageShortCode=${locale}>; rel=preload; as=fetch; crossorigin`
    : null;
}

function withPreloads(webDist: string, screen: string, locale: Locale): Page {
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
  // The small answers first: over HTTP/1.1's six connections the texts and the check would otherwise wait
  // behind the screen's many small chunks, and the first render waits for them as much.
  visit(`locales/${locale}/messages.po?part=agent`);
  visit(screen);
  const links = [
    // Taken by the app's GET only when that asks the same way: same-origin `cors` and no headers of its own.
    '    <link rel="preload" as="fetch" crossorigin href="/api/sessions/check">\n',
    ...[...files]
      .filter((file) => !html.includes(`/${file}"`))
      .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`),
  ].join('');
  const plain = Buffer.from(html.replace('  </head>', `${links}  </head>`));
  return { plain, br: brotliCompressSync(plain), gzip: gzipSync(plain, { level: 9 }) };
}
