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
import { readCatalogue } from '../../src-projections/texts/server-i18n.ts';

const LOCALES_DIR = 'src-web/locales';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'locales' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const variablesOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const english = readCatalogue('en_US');

/** The server's message descriptors: `{ id, message }` objects in src-api, src-jobs and src-projections. */
function serverDescriptors() {
  const found: { file: string; id: string; message: string; marked: boolean }[] = [];
  for (const dir of ['src-api', 'src-jobs', 'src-projections'])
    for (const file of sourceFiles(dir))
      for (const match of readFileSync(file, 'utf8').matchAll(
        /(\/\*i18n\*\/\s*)?\{\s*id: '([^']+)',\s*message:\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")/g,
      ))
        found.push({
          file,
          id: match[2]!,
          message: JSON.parse(
            match[3] === undefined
              ? `"${match[4]}"`
              : `"${match[3].replace(/\\'/g, "'").replace(/"/g, '\\"')}"`,
          ),
          marked: Boolean(match[1]),
        });
  return found;
}

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

  it('hold every text the server writes (PDFs, spreadsheets, mails), with the English of its source', () => {
    const descriptors = serverDescriptors();
    expect(descriptors.length).toBeGreaterThan(100);
    // Unmarked, a descriptor is invisible to `npm run extract` and would never reach the translators.
    expect(descriptors.filter((d) => !d.marked).map((d) => `${d.file}: ${d.id}`)).toEqual([]);
    expect(descriptors.filter((d) => !english.has(d.id)).map((d) => d.id)).toEqual([]);
    // A message changed in the source and not extracted again would leave every language on the old text.
    expect(descriptors.filter((d) => english.get(d.id) !== d.message).map((d) => d.id)).toEqual([]);
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
