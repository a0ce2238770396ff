import { DEFAULT_LOCALE, isLocale, type Locale } from '../shared/locales.ts';
import type { QuestionType } from '../shared/scales.ts';
import { uniqueKey } from '../shared/unique-values.ts';
import { CHOICE_LABEL_MAX, choiceOptionsError, type ChoiceOption } from './choice-options.ts';
import { QUESTION_CLASSIFICATIONS, type QuestionClassification, type Translated } from './fields.ts';

/**
 * The question spreadsheet (administration §3 "Import question row", §5 "Question import"): rows grouped by
 * their module column, each group imported into the module type it names, whatever the sheets are called
 * (LibreOffice names a new one "Sheet1", people "Import"); a header row per sheet with these columns in any
 * order and any case, plus optional `content::<code>` and `information::<code>` columns for other languages.
 * `content` and `information` are the default language's (sv_SE).
 *
 * These rules run on the server (upload and import) and in the browser (fixing a cell in the preview).
 */
export const IMPORT_COLUMNS = [
  'referenceNumber',
  'partNumber',
  'comfortZone',
  'module',
  'cluster',
  'grade',
  'isMandatory',
  'isCommentMandatoryPos',
  'isCommentMandatoryNeg',
  'isPictureMandatoryPos',
  'isPictureMandatoryNeg',
  'information',
  'content',
  'options',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export const IMPORT_FLAGS = [
  'isMandatory',
  'isCommentMandatoryPos',
  'isCommentMandatoryNeg',
  'isPictureMandatoryPos',
  'isPictureMandatoryNeg',
] as const;
export type ImportFlag = (typeof IMPORT_FLAGS)[number];

/** Limits that keep a spreadsheet from costing the server more than a catalogue is worth. */
export const IMPORT_LIMITS = {
  maxFileBytes: 10 * 1024 * 1024,
  maxRowsPerSheet: 5000,
  maxSheets: 100,
  maxCellChars: 10_000,
} as const;

export interface ImportError {
  field: string;
  error: string;
}

/** One question row as written in the sheet (trimmed text), its translations, and what is wrong with it. */
/** What importing a row does to the catalogue: a new question, a changed one, or nothing. */
export type ImportOutcome = 'create' | 'update' | 'unchanged';

export interface ImportRow extends Record<ImportColumn, string> {
  /** The row number in the sheet, for the preview. */
  row: number;
  /** What the import would do with the row, told with the preview (the server plans it against the catalogue). */
  import?: ImportOutcome;
  /** `content::<code>` and `information::<code>` columns: code to text. */
  translations: { content: Translated; information: Translated };
  errors: ImportError[];
}

export interface ImportGroup {
  /** The rows' module: the module type the group is imported into. */
  name: string;
  questions: ImportRow[];
  /** Problems of the sheet(s) its rows come from as a whole (a missing column). */
  errors: ImportError[];
}

/** The key shown for an error: made of its field and error (§5), e.g. import.cluster.required. */
export const importErrorKey = (error: ImportError) => `import.${error.field}.${error.error}`;

const TRUE = new Set(['true', 'yes', '1', 'x']);
const FALSE = new Set(['false', 'no', '0', '']);

/** true/false, yes/no, 1/0, x/empty, in any case; anything else is null (an error). */
export function parseImportBoolean(value: string): boolean | null {
  const text = value.trim().toLowerCase();
  if (TRUE.has(text)) return true;
  if (FALSE.has(text)) return false;
  return null;
}

/** A grade letter A to H is that grade; empty is the default type (or the question's own on update). */
export function gradeToType(grade: string): QuestionType | null {
  const letter = grade.trim().toUpperCase();
  return /^[A-H]$/.test(letter) ? (`grade${letter}` as QuestionType) : null;
}
export function typeToGrade(type: QuestionType): string {
  const match = /^grade([A-H])$/.exec(type);
  return match ? match[1]! : '';
}

/**
 * A choice's options as one cell, in the default language: "words=step" entries apart by semicolons, best
 * first or not ("Ja=0; Delvis=2; Nej=3"). Null when the cell cannot be read or breaks a choice's rules
 * (choice-options.ts); empty for an empty cell.
 */
export function parseChoiceOptions(cell: string): ChoiceOption[] | null {
  const text = cell.trim();
  if (!text) return [];
  const options: ChoiceOption[] = [];
  for (const entry of text.split(';')) {
    const match = /^(.*\S)\s*=\s*(\d+)\s*$/s.exec(entry.trim());
    if (!match || match[1]!.length > CHOICE_LABEL_MAX) return null;
    options.push({ label: { [DEFAULT_LOCALE]: match[1]!.trim() }, score: Number(match[2]) });
  }
  return choiceOptionsError(options) ? null : options;
}
export function choiceOptionsCell(options: readonly ChoiceOption[] | undefined): string {
  return [...(options ?? [])]
    .sort((a, b) => a.score - b.score)
    .map((o) => `${o.label[DEFAULT_LOCALE] ?? Object.values(o.label).find(Boolean) ?? ''}=${o.score}`)
    .join('; ');
}

export function parseComfortZone(value: string): QuestionClassification | null {
  const text = value.trim().toLowerCase();
  return QUESTION_CLASSIFICATIONS.find((c) => c.toLowerCase() === text) ?? null;
}

export type HeaderMap = {
  columns: Partial<Record<ImportColumn, number>>;
  translations: Array<{ index: number; kind: 'content' | 'information'; locale: Locale }>;
};

/** Finds the columns in a header row, in any order, ignoring case, spaces and underscores. */
export function readHeader(header: string[]): { map: HeaderMap; errors: ImportError[] } {
  const map: HeaderMap = { columns: {}, translations: [] };
  const errors: ImportError[] = [];
  header.forEach((cell, index) => {
    const text = cell.trim();
    const translated = /^(content|information)::(.+)$/i.exec(text);
    if (translated) {
      const code = translated[2]!.trim();
      const locale = [...new Set([code, code.replace('-', '_')])].find(isLocale);
      if (!locale || locale === DEFAULT_LOCALE) errors.push({ field: 'header', error: 'unknownLanguage' });
      else
        map.translations.push({
          index,
          kind: translated[1]!.toLowerCase() as 'content' | 'information',
          locale,
        });
      return;
    }
    const column = IMPORT_COLUMNS.find((c) => c.toLowerCase() === looseName(text));
    if (column && map.columns[column] === undefined) map.columns[column] = index;
  });
  for (const required of ['referenceNumber', 'module', 'cluster', 'content'] as const) {
    if (map.columns[required] === undefined)
      errors.push({ field: 'header', error: `missing${capitalize(required)}` });
  }
  return { map, errors };
}
/** "Reference number", "reference_number" and "REFERENCENUMBER" all name referenceNumber. */
const looseName = (text: string) => text.replace(/[\s_-]+/g, '').toLowerCase();
const capitalize = (text: string) => text[0]!.toUpperCase() + text.slice(1);

/** A sheet row (cells by index) as an import row, before the checks. */
export function rowFromCells(map: HeaderMap, cells: string[], row: number): ImportRow {
  const value = (index: number | undefined) => (index === undefined ? '' : (cells[index] ?? '').trim());
  const fields = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, value(map.columns[c])])) as Record<
    ImportColumn,
    string
  >;
  const translations: ImportRow['translations'] = { content: {}, information: {} };
  for (const { index, kind, locale } of map.translations) {
    const text = value(index);
    if (text) translations[kind][locale] = text;
  }
  return { row, ...fields, translations, errors: [] };
}

/**
 * Rows grouped by their module column (as one module type spells it: case and spacing do not matter), in the
 * order they first appear, whatever sheet or group they came in. A row without a module stays with its
 * sheet's name (and is flagged module.required by the checks); a sheet's own errors (a missing column) go
 * with every group its rows land in, so they are never lost by the move.
 */
export function groupByModule(groups: ImportGroup[]): ImportGroup[] {
  const byKey = new Map<string, ImportGroup>();
  const groupFor = (name: string) => {
    const key = uniqueKey(name);
    let group = byKey.get(key);
    if (!group) byKey.set(key, (group = { name: name.trim(), questions: [], errors: [] }));
    return group;
  };
  const addErrors = (group: ImportGroup, errors: ImportError[]) => {
    for (const error of errors)
      if (!group.errors.some((e) => e.field === error.field && e.error === error.error))
        group.errors.push(error);
  };
  for (const sheet of groups) {
    // A sheet without rows shows only to say what is wrong with it (an empty group would make an empty type).
    if (sheet.questions.length === 0 && sheet.errors.length > 0)
      addErrors(groupFor(sheet.name), sheet.errors);
    for (const row of sheet.questions) {
      const group = groupFor(row.module || sheet.name);
      group.questions.push(row);
      addErrors(group, sheet.errors);
    }
  }
  return [...byKey.values()];
}

/**
 * The row checks of §5, over a whole import (every group at once, since reference numbers are unique across
 * the catalogue): cluster and module required, reference number required and
 * unique, grade one letter A to H or empty, a part (a row with a part number) must follow its question in the
 * same cluster, and the flags and comfort zone must be readable. Errors the reader found (a formula, a cell
 * too long) stay. Returns new rows; the input is not changed.
 */
export function checkImport(groups: ImportGroup[]): ImportGroup[] {
  const seen = new Map<string, number>();
  for (const group of groups)
    for (const row of group.questions) {
      const key = uniqueKey(row.referenceNumber);
      if (key) seen.set(key, (seen.get(key) ?? 0) + 1);
    }
  return groups.map((group) => {
    let parentInCluster: string | null = null;
    const questions = group.questions.map((row) => {
      const errors = row.errors.filter((e) => READER_ERRORS.has(e.error));
      const add = (field: string, error: string) => {
        if (!errors.some((e) => e.field === field)) errors.push({ field, error });
      };
      if (!row.cluster) add('cluster', 'required');
      if (!row.module) add('module', 'required');
      if (!row.referenceNumber) add('referenceNumber', 'required');
      else if ((seen.get(uniqueKey(row.referenceNumber)) ?? 0) > 1) add('referenceNumber', 'notUnique');
      if (row.grade && !gradeToType(row.grade)) add('grade', 'invalid');
      // Options make the row a choice: a grade letter beside them would say another type.
      if (row.options && parseChoiceOptions(row.options) === null) add('options', 'invalid');
      else if (row.options && row.grade) add('options', 'withGrade');
      if (row.comfortZone && !parseComfortZone(row.comfortZone)) add('comfortZone', 'invalid');
      for (const flag of IMPORT_FLAGS) if (parseImportBoolean(row[flag]) === null) add(flag, 'invalid');
      if (!row.content && !Object.values(row.translations.content).some(Boolean)) add('content', 'required');
      if (row.partNumber) {
        if (parentInCluster === null || parentInCluster !== row.cluster.toLowerCase())
          add('partNumber', 'noParent');
      } else {
        parentInCluster = row.cluster.toLowerCase();
      }
      return { ...row, errors };
    });
    return { ...group, questions };
  });
}

/** Errors only the spreadsheet reader can find; the row checks keep them. */
export const READER_ERRORS = new Set(['formula', 'tooLong', 'cellError']);

export const importHasErrors = (groups: ImportGroup[]) =>
  groups.some((g) => g.errors.length > 0 || g.questions.some((q) => q.errors.length > 0));
