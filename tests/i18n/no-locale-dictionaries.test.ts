import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every word a person reads comes from the catalogues (src-web/locales/<code>/messages.po). A record keyed by
 * language in the code is how a hand-written dictionary starts, and drifts from the screens' words.
 */
const KEYED_BY_LANGUAGE = /Record<\s*Locale\b|\[\s*\w+\s+in\s+Locale\s*\]/;

/** The records keyed by language that are not interface text, each with why. */
const ALLOWED = [
  // Each language named in itself for the language picker: the same in every catalogue, so in none.
  { file: 'src-domain/shared/locales.ts', line: 'export const LOCALE_NAMES: Record<Locale, string> = {' },
  // Catalogue content an administrator types in each language (module types, clusters, questions): data.
  {
    file: 'src-domain/catalogue/fields.ts',
    line: 'export type Translated = Partial<Record<Locale, string>>;',
  },
  // An inspection type's name in each language, typed by an administrator: data.
  { file: 'src-domain/inspection-type/fields.ts', line: 'names?: Partial<Record<Locale, string>>;' },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(name) ? [path] : [];
  });
}

/** `file:line` of every line that declares something keyed by language. */
function keyedByLanguage(dirs: string[]) {
  return dirs.flatMap((dir) =>
    sourceFiles(dir).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => KEYED_BY_LANGUAGE.test(line))
        .map((line) => ({ file, line: line.trim() })),
    ),
  );
}

describe('texts per language', () => {
  it('live in the catalogues, never in a record keyed by language in the code', () => {
    const found = keyedByLanguage([
      'src-api',
      'src-domain',
      'src-jobs',
      'src-projections',
      'src-server',
      'src-web',
      'scripts',
    ]);
    const allowed = (f: { file: string; line: string }) =>
      ALLOWED.some((a) => a.file === f.file && a.line === f.line);
    expect(found.filter((f) => !allowed(f)).map((f) => `${f.file}: ${f.line}`)).toEqual([]);
    // The allowed ones are still there: an allowance for a line that moved would hide nothing, but mislead.
    expect(ALLOWED.filter((a) => !found.some((f) => a.file === f.file && a.line === f.line))).toEqual([]);
  });
});
