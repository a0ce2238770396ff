import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src-domain/shared/locales.ts';

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
];

/** A line that starts an entry keyed by a language code (`sv_SE: …`, `'de_DE': …`). */
const LANGUAGE_ENTRY = new RegExp(`^\\s*['"]?(${LOCALES.join('|')})['"]?\\s*:`);

/**
 * Files that hold objects keyed by language without a type saying so, each with why. A file with entries for
 * three languages or more is a dictionary however it is typed.
 */
const ALLOWED_LANGUAGE_ENTRIES = [
  // LOCALE_NAMES above.
  'src-domain/shared/locales.ts',
  // The demo catalogue's module and question names in each language: data an administrator would type.
  'src-server/demo/catalogue-data.ts',
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

const SOURCE_DIRS = [
  'src-api',
  'src-domain',
  'src-jobs',
  'src-projections',
  'src-server',
  'src-web',
  'scripts',
];

/** The files with entries keyed by three languages or more. */
function filesWithLanguageEntries(dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    sourceFiles(dir).filter((file) => {
      const languages = new Set(
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line) => LANGUAGE_ENTRY.exec(line)?.[1] ?? []),
      );
      return languages.size >= 3;
    }),
  );
}

describe('texts per language', () => {
  it('are never an object literal keyed by language codes, typed or not', () => {
    const found = filesWithLanguageEntries(SOURCE_DIRS);
    expect(found.filter((file) => !ALLOWED_LANGUAGE_ENTRIES.includes(file))).toEqual([]);
    expect(ALLOWED_LANGUAGE_ENTRIES.filter((file) => !found.includes(file))).toEqual([]);
    // The check itself: a hand-written dictionary as one would start it.
    const sample = [
      'const SHEET = {',
      "  sv_SE: { title: 'Åtgärdsplan' },",
      "  'en_GB': { title: 'Action plan' },",
    ];
    expect(sample.filter((line) => LANGUAGE_ENTRY.test(line))).toHaveLength(2);
  });

  it('live in the catalogues, never in a record keyed by language in the code', () => {
    const found = keyedByLanguage(SOURCE_DIRS);
    const allowed = (f: { file: string; line: string }) =>
      ALLOWED.some((a) => a.file === f.file && a.line === f.line);
    expect(found.filter((f) => !allowed(f)).map((f) => `${f.file}: ${f.line}`)).toEqual([]);
    // The allowed ones are still there: an allowance for a line that moved would hide nothing, but mislead.
    expect(ALLOWED.filter((a) => !found.some((f) => a.file === f.file && a.line === f.line))).toEqual([]);
  });
});
