// A build step of the web app: each language's catalogue in two parts, so the agent's phone does not load the
// texts of every admin screen before its first render (docs/web-app.md, "Code splitting and the budget").
//   src-web/locales/<code>/messages.po?part=agent  the texts of the modules the agent's screens run
//   src-web/locales/<code>/messages.po?part=rest   every other text (admin screens, the wall dashboard, and
//                                                  what only the server writes, kept for keys it answers with)
// Which modules the agent's screens run is only known once Rollup has made the chunks, so each part is first a
// placeholder and is filled in renderChunk (before the file's hash is taken) from the build's own chunk graph:
// the page's entry and everything it imports, statically or lazily, except the route screens of App.tsx other
// than AGENT_SCREENS. A message belongs to the agent part when one of its origins (the .po's #: lines) is such a
// module. The dev server has no chunks: there the agent part holds every text.
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import type { Messages } from '@lingui/core';
import { relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The screens an agent moves through (sign-in, start, its inspections and their modules), under src-web. */
export const AGENT_SCREENS = [
  'scenes/Login/LoginScene.tsx',
  'scenes/Start/StartScene.tsx',
  'scenes/Inspections/InspectionsScene.tsx',
  'scenes/Inspections/InspectionScene.tsx',
  'scenes/Module/ModuleScene.tsx',
  'scenes/Inspections/ControlScene.tsx',
  'scenes/Inspections/ExtraQuestionsScene.tsx',
];

const PART_ID = /messages\.po\?part=(agent|rest)$/;
const PLACEHOLDER = /(["'`])@@catalogue:(\w+):(agent|rest)@@\1/g;

interface Compiled {
  messages: Record<string, unknown>;
  /** Each message's origins, relative to the project's root. */
  origins: Record<string, string[]>;
}

export function cataloguePart(): Plugin {
  const config = getConfig();
  const rootDir = config.rootDir ?? process.cwd();
  const webRoot = resolve(rootDir, 'src-web');
  const compiled = new Map<string, Compiled>();
  let serving = false;
  let agentFiles: Set<string> | null = null;

  async function compile(id: string): Promise<{ locale: string } & Compiled> {
    const file = relative(rootDir, id.split('?')[0]!);
    const found = getCatalogForFile(file, await getCatalogs(config));
    if (!found) throw new Error(`${file} is not one of lingui.config's catalogues`);
    const { locale, catalog } = found;
    const { messages } = await catalog.getTranslations(locale, {
      fallbackLocales: config.fallbackLocales || {},
      sourceLocale: config.sourceLocale ?? '',
    });
    const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'json' });
    if (errors.length) throw new Error(`${file}: ${errors.map((e) => e.id).join(', ')} do not compile`);
    const read = await catalog.read(locale);
    const origins = Object.fromEntries(
      Object.entries(read ?? {}).map(([key, entry]) => [key, (entry.origin ?? []).map(([at]) => at)]),
    );
    return { locale, messages: (JSON.parse(source) as { messages: Messages }).messages, origins };
  }

  return {
    name: 'catalogue-parts',
    enforce: 'pre',
    configResolved(resolved) {
      serving = resolved.command === 'serve';
    },
    buildStart() {
      agentFiles = null;
    },
    async load(id) {
      const part = PART_ID.exec(id)?.[1];
      if (!part) return null;
      const { locale, messages, origins } = await compile(id);
      if (serving) return `export const messages = ${JSON.stringify(part === 'agent' ? messages : {})};`;
      compiled.set(locale, { messages, origins });
      return `export const messages = JSON.parse(${JSON.stringify(`@@catalogue:${locale}:${part}@@`)});`;
    },
    renderChunk(code, _chunk, _options, meta) {
      if (!code.includes('@@catalogue:')) return null;
      agentFiles ??= agentModules(Object.values(meta.chunks), this.getModuleInfo.bind(this));
      return code.replace(PLACEHOLDER, (_match, _quote, locale: string, part: string) => {
        const catalogue = compiled.get(locale);
        if (!catalogue) throw new Error(`no catalogue compiled for ${locale}`);
        const wanted = part === 'agent';
        const messages = Object.fromEntries(
          Object.entries(catalogue.messages).filter(
            ([key]) => (catalogue.origins[key] ?? []).some((file) => agentFiles!.has(file)) === wanted,
          ),
        );
        return JSON.stringify(JSON.stringify(messages));
      });
    },
  };

  /** The modules (relative to the root) the page's entry and the agent's screens run, lazily or not. */
  function agentModules(
    chunks: Array<{
      fileName: string;
      facadeModuleId: string | null;
      isEntry: boolean;
      moduleIds: string[];
      imports: string[];
      dynamicImports: string[];
    }>,
    moduleInfo: (id: string) => { dynamicallyImportedIds: readonly string[] } | null,
  ) {
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const routeScreens = new Set(moduleInfo(resolve(webRoot, 'App.tsx'))?.dynamicallyImportedIds ?? []);
    const agentScreens = new Set(AGENT_SCREENS.map((screen) => resolve(webRoot, screen)));
    const entry = chunks.find(
      (chunk) => chunk.isEntry && chunk.facadeModuleId === resolve(webRoot, 'index.html'),
    );
    if (!entry) throw new Error('the build has no src-web/index.html entry');
    const files = new Set<string>();
    const seen = new Set<string>();
    const visit = (fileName: string) => {
      const chunk = byFile.get(fileName);
      if (!chunk || seen.has(fileName)) return;
      const facade = chunk.facadeModuleId;
      if (facade && routeScreens.has(facade) && !agentScreens.has(facade)) return;
      seen.add(fileName);
      for (const id of chunk.moduleIds) files.add(relative(rootDir, id));
      chunk.imports.forEach(visit);
      chunk.dynamicImports.forEach(visit);
    };
    visit(entry.fileName);
    return files;
  }
}
