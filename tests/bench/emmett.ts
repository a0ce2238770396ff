import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

/** The peer a TypeScript team would pick, installed on demand in a folder of its own (never in the main install). */
const FOLDER = resolve('.bench/emmett');
const PACKAGES = [
  '@event-driven-io/emmett-sqlite@0.38.5',
  '@event-driven-io/emmett@0.38.5',
  'sqlite3@^5.1.7',
];

export interface EmmettStore {
  appendToStream(stream: string, events: Array<{ type: string; data: unknown }>): Promise<unknown>;
}

export async function loadEmmett(
  log: (line: string) => void,
): Promise<((fileName: string) => EmmettStore) | string> {
  const entry = join(FOLDER, 'node_modules/@event-driven-io/emmett-sqlite');
  if (!existsSync(entry)) {
    log(`installing ${PACKAGES.join(' ')} into ${FOLDER} (sqlite3 compiles; a few minutes the first time)…`);
    mkdirSync(FOLDER, { recursive: true });
    writeFileSync(join(FOLDER, 'package.json'), JSON.stringify({ name: 'bench-emmett', private: true }));
    try {
      execFileSync('npm', ['install', '--no-audit', '--no-fund', ...PACKAGES], {
        cwd: FOLDER,
        stdio: 'ignore',
      });
    } catch (error) {
      return `install failed: ${(error as Error).message.split('\n')[0]}`;
    }
  }
  const require = createRequire(join(FOLDER, 'package.json'));
  const emmett = require('@event-driven-io/emmett-sqlite') as {
    getSQLiteEventStore: (options: { fileName: string }) => EmmettStore;
  };
  return (fileName) => emmett.getSQLiteEventStore({ fileName });
}
