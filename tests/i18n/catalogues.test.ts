import {
  IMPORT_COLUMNS,
  IMPORT_FLAGS,
  READER_ERRORS,
  importErrorKey,
} from '../../src-domain/catalogue/import-rows.ts';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src-domain/shared/locales.ts';

const LOCALES_DIR = 'src-web/locales';

/** msgid -> msgstr of one .po catalogue (single-line entries, as the extractor writes them). */
function readCatalogue(locale: string): Map<string, string> {
  const text = readFileSync(join(LOCALES_DIR, locale, 'messages.po'), 'utf8');
  const entries = new Map<string, string>();
  const pattern = /^msgid "(.*)"\nmsgstr "(.*)"$/gm;
  for (const match of text.matchAll(pattern))
    if (match[1]) entries.set(match[1], JSON.parse(`"${match[2]}"`));
  return entries;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'locales' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const variablesOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const english = readCatalogue('en_US');

describe('translation catalogues', () => {
  it('exist for all 10 languages', () => {
    expect(readdirSync(LOCALES_DIR).sort()).toEqual([...LOCALES].sort());
  });

  it('hold every message id the web app uses', () => {
    const used = new Set<string>();
    for (const file of sourceFiles('src-web')) {
      for (const match of readFileSync(file, 'utf8').matchAll(
        /\bid(?:=|: )["']([a-z][A-Za-z]*(?:\.[A-Za-z]+)+)["']/g,
      ))
        used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((id) => !english.has(id))).toEqual([]);
  });

  it('hold every message key the server can answer', () => {
    const keys = new Set<string>();
    for (const dir of ['src-api', 'src-domain']) {
      for (const file of sourceFiles(dir)) {
        for (const match of readFileSync(file, 'utf8').matchAll(
          /'((?:errors|login|missing|users|organizations|entities|upload|moduleTypes|clusters|questions|contextQuestions|catalogue|inspectionTypes|modules|import|inspections|inspectionQuestions\.errors)\.[A-Za-z]+)'/g,
        ))
          keys.add(match[1]!);
      }
    }
    expect(keys.size).toBeGreaterThan(15);
    expect([...keys].filter((key) => !english.has(key)).sort()).toEqual([]);
  });

  it('hold every key a spreadsheet row or header can be flagged with', () => {
    const keys = [
      ...IMPORT_COLUMNS.flatMap((field) => [...READER_ERRORS].map((error) => ({ field, error }))),
      ...IMPORT_FLAGS.map((field) => ({ field, error: 'invalid' })),
      ...['cluster', 'module', 'referenceNumber', 'content'].map((field) => ({ field, error: 'required' })),
      ...['Cluster', 'Module', 'ReferenceNumber', 'Content'].map((c) => ({
        field: 'header',
        error: `missing${c}`,
      })),
      { field: 'header', error: 'unknownLanguage' },
      { field: 'referenceNumber', error: 'notUnique' },
      { field: 'referenceNumber', error: 'otherModuleType' },
      { field: 'grade', error: 'invalid' },
      { field: 'comfortZone', error: 'invalid' },
      { field: 'partNumber', error: 'noParent' },
    ].map(importErrorKey);
    expect(keys.filter((key) => !english.has(key))).toEqual([]);
  });

  for (const locale of LOCALES) {
    it(`${locale}: every message translated, with the same variables`, () => {
      const catalogue = readCatalogue(locale);
      expect([...catalogue.keys()].sort()).toEqual([...english.keys()].sort());
      expect([...catalogue].filter(([, text]) => !text.trim()).map(([id]) => id)).toEqual([]);
      for (const [id, text] of catalogue)
        expect(variablesOf(text), `${locale} ${id}`).toEqual(variablesOf(english.get(id)!));
    });
  }

  for (const locale of LOCALES.filter((l) => !l.startsWith('en_'))) {
    it(`${locale}: is a real translation, not a copy of English`, () => {
      const catalogue = readCatalogue(locale);
      const same = [...catalogue].filter(([id, text]) => text === english.get(id));
      // A few words are the same in both (a name like "Audit QA", "Agent").
      expect(same.length / catalogue.size).toBeLessThan(0.1);
    });
  }
});
