import { Worker } from 'node:worker_threads';
import {
  IMPORT_COLUMNS,
  IMPORT_LIMITS,
  readHeader,
  rowFromCells,
  type ImportGroup,
} from '../../src-domain/catalogue/import-rows.ts';
import { ApiError } from '../http/api-error.ts';
import { checkSpreadsheetZip } from './zip-check.ts';

export const IMPORT_ERRORS = {
  missingFile: 'import.missingFile',
  tooLarge: 'import.fileTooLarge',
  notSpreadsheet: 'import.notSpreadsheet',
  unsafeArchive: 'import.unsafeArchive',
  tooManyRows: 'import.tooManyRows',
  tooManySheets: 'import.tooManySheets',
  timeout: 'import.parseTimeout',
  failed: 'import.parseFailed',
} as const;

/** The worker's budget: a spreadsheet that needs more is refused, the server stays as it was. */
export const PARSE_LIMITS = { timeoutMs: 30_000, heapMb: 192 } as const;

interface SheetRows {
  name: string;
  rows: Array<{ number: number; cells: string[]; errors: Array<{ col: number; error: string }> }>;
}

/** Runs the streaming reader in a worker thread with a memory cap and a time limit. */
function readSheets(path: string): Promise<SheetRows[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./xlsx-worker.mjs', import.meta.url), {
      workerData: {
        path,
        maxRows: IMPORT_LIMITS.maxRowsPerSheet,
        maxSheets: IMPORT_LIMITS.maxSheets,
        maxCellChars: IMPORT_LIMITS.maxCellChars,
      },
      resourceLimits: { maxOldGenerationSizeMb: PARSE_LIMITS.heapMb, maxYoungGenerationSizeMb: 32 },
    });
    let settled = false;
    const finish = (work: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      work();
    };
    const timer = setTimeout(
      () => finish(() => reject(new ApiError(400, IMPORT_ERRORS.timeout))),
      PARSE_LIMITS.timeoutMs,
    );
    worker.on('message', (result: { ok: true; sheets: SheetRows[] } | { ok: false; error: string }) =>
      finish(() => (result.ok ? resolve(result.sheets) : reject(new ApiError(400, result.error)))),
    );
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or a crash in the reader.
    worker.on('error', () => finish(() => reject(new ApiError(400, IMPORT_ERRORS.failed))));
    worker.on('exit', () => finish(() => reject(new ApiError(400, IMPORT_ERRORS.failed))));
  });
}

/**
 * A spreadsheet file into question groups: size and zip structure first, then the rows read in the worker,
 * with what the reader found (formulas, long cells) on each row. The row checks of §5 come after, with the
 * catalogue's (`checkAgainstCatalogue`). Empty rows are skipped; a sheet without any row is left out.
 */
export async function parseQuestionSpreadsheet(path: string, data: Buffer): Promise<ImportGroup[]> {
  if (data.length > IMPORT_LIMITS.maxFileBytes) throw new ApiError(413, IMPORT_ERRORS.tooLarge);
  const verdict = checkSpreadsheetZip(data);
  if (verdict !== 'ok') throw new ApiError(400, IMPORT_ERRORS[verdict]);
  const sheets = await readSheets(path);
  const groups: ImportGroup[] = [];
  for (const sheet of sheets) {
    const [header, ...rows] = sheet.rows.filter((row) => row.cells.some((cell) => cell.trim() !== ''));
    if (!header) continue;
    const { map, errors } = readHeader(header.cells);
    const questions = rows.map((row) => {
      const question = rowFromCells(map, row.cells, row.number);
      // A reader error belongs to the column it was found in; cells outside the known columns do not matter.
      for (const { col, error } of row.errors) {
        const field =
          IMPORT_COLUMNS.find((c) => map.columns[c] === col) ??
          map.translations.find((t) => t.index === col)?.kind;
        if (field) question.errors.push({ field, error });
      }
      return question;
    });
    groups.push({ name: sheet.name.trim(), questions, errors });
  }
  if (groups.length === 0) throw new ApiError(400, IMPORT_ERRORS.notSpreadsheet);
  return groups;
}
