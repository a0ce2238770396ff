// Reads a .xlsx in a worker thread, streaming (no whole-workbook load), and posts every sheet's rows as text.
// Plain JavaScript on purpose: a worker thread does not inherit the TypeScript loader of its parent.
// Formulas are never evaluated: a formula cell is reported as an error of its row, its value dropped.
import { parentPort, workerData } from 'node:worker_threads';
import ExcelJS from 'exceljs';

const { path, maxRows, maxSheets, maxCellChars } = workerData;

/** A cell as text, or an error name. */
function cellText(value) {
  if (value === null || value === undefined) return { text: '' };
  if (typeof value === 'string') return { text: value };
  if (typeof value === 'number' || typeof value === 'boolean') return { text: String(value) };
  if (value instanceof Date) return { text: value.toISOString().slice(0, 10) };
  if (typeof value === 'object') {
    if ('formula' in value || 'sharedFormula' in value) return { text: '', error: 'formula' };
    if ('error' in value) return { text: '', error: 'cellError' };
    if (Array.isArray(value.richText))
      return { text: value.richText.map((part) => part.text ?? '').join('') };
    if (typeof value.text === 'string') return { text: value.text };
  }
  return { text: '', error: 'cellError' };
}

async function read() {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const sheets = [];
  for await (const worksheet of reader) {
    if (sheets.length >= maxSheets) return { ok: false, error: 'import.tooManySheets' };
    const rows = [];
    for await (const row of worksheet) {
      if (row.number > maxRows + 1) return { ok: false, error: 'import.tooManyRows' };
      const cells = [];
      const errors = [];
      // row.values is 1-based and sparse.
      const values = Array.isArray(row.values) ? row.values : [];
      for (let col = 1; col < values.length; col++) {
        const { text, error } = cellText(values[col]);
        if (error) errors.push({ col: col - 1, error });
        if (text.length > maxCellChars) {
          errors.push({ col: col - 1, error: 'tooLong' });
          cells[col - 1] = '';
        } else cells[col - 1] = text;
      }
      rows.push({ number: row.number, cells: Array.from(cells, (c) => c ?? ''), errors });
    }
    sheets.push({ id: worksheet.id, rows });
  }
  // Sheet names come from the workbook part, which may arrive after the sheets: resolved at the end.
  const rels = new Map((reader.workbookRels ?? []).map((rel) => [rel.Id, rel.Target]));
  const names = new Map();
  for (const sheet of reader.model?.sheets ?? []) {
    const target = rels.get(sheet.rId) ?? '';
    const match = /sheet(\d+)\.xml$/.exec(target);
    if (match) names.set(match[1], sheet.name);
  }
  return {
    ok: true,
    sheets: sheets.map((sheet) => ({
      name: names.get(String(sheet.id)) ?? `Sheet${sheet.id}`,
      rows: sheet.rows,
    })),
  };
}

read().then(
  (result) => parentPort.postMessage(result),
  () => parentPort.postMessage({ ok: false, error: 'import.notSpreadsheet' }),
);
