import { catalogueApi } from '../api/catalogue.ts';
import { proxy } from 'valtio';
import {
  READER_ERRORS,
  checkImport,
  type ImportColumn,
  type ImportGroup,
  type ImportOutcome,
} from '../../src-domain/catalogue/import-rows.ts';
import { CONNECTION_ERROR, RequestFailed } from '../api/http.ts';

export interface ImportResultItem {
  referenceNumber: string;
  import: ImportOutcome;
}

/**
 * The question import (administration §4): uploading the spreadsheet, then the preview shown or failed, then
 * the JSON import running, then the result dialog shown, then closed. A new upload resets everything.
 */
export const questionImportState = proxy({
  phase: 'idle' as 'idle' | 'uploading' | 'preview' | 'failed' | 'importing' | 'result',
  fileName: '',
  /** 0 to 1 while the file is sent. */
  progress: 0,
  groups: [] as ImportGroup[],
  error: null as string | null,
  result: [] as ImportResultItem[],
  resultError: null as string | null,
});

/** Sends the file with progress (fetch cannot report upload progress; XMLHttpRequest can). */
export function uploadSpreadsheet(file: File): Promise<void> {
  Object.assign(questionImportState, {
    phase: 'uploading',
    fileName: file.name,
    progress: 0,
    groups: [],
    error: null,
    result: [],
    resultError: null,
  });
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    const fail = (key: string) => {
      Object.assign(questionImportState, { phase: 'failed', error: key });
      resolve();
    };
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) questionImportState.progress = event.loaded / event.total;
    };
    xhr.onerror = () => fail(CONNECTION_ERROR);
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON: a proxy's error page */
      }
      if (xhr.status !== 200 || !Array.isArray(body))
        return fail((body as { msg?: string } | null)?.msg ?? 'errors.server');
      Object.assign(questionImportState, { phase: 'preview', groups: body as ImportGroup[], progress: 1 });
      resolve();
    };
    const form = new FormData();
    form.append('file', file);
    xhr.open('POST', catalogueApi.uploadXlsxUrl);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.send(form);
  });
}

/**
 * A cell fixed in the preview: the value changes, the reader's error for that cell goes (the cell no longer
 * holds the formula or the long text), and every row is checked again with the server's own rules.
 */
export function editCell(groupIndex: number, rowIndex: number, column: ImportColumn, value: string): void {
  const groups = questionImportState.groups.map((group, g) =>
    g !== groupIndex
      ? group
      : {
          ...group,
          questions: group.questions.map((row, r) =>
            r !== rowIndex
              ? row
              : {
                  ...row,
                  [column]: value.trim(),
                  // An unchanged row that is edited now changes something; another reference number may
                  // be another question: the server's plan no longer holds, the result will tell.
                  import:
                    column === 'referenceNumber'
                      ? undefined
                      : row.import === 'unchanged'
                        ? 'update'
                        : row.import,
                  errors: row.errors.filter((e) => !(e.field === column && READER_ERRORS.has(e.error))),
                },
          ),
        },
  );
  questionImportState.groups = checkImport(groups);
}

/** Imports one tab's group; the result dialog shows each question's create, update or unchanged, or the error. */
export async function importGroup(groupIndex: number): Promise<void> {
  const group = questionImportState.groups[groupIndex];
  if (!group) return;
  questionImportState.phase = 'importing';
  try {
    const result = await catalogueApi.upload<ImportResultItem[]>([group]);
    Object.assign(questionImportState, { phase: 'result', result, resultError: null });
  } catch (error) {
    Object.assign(questionImportState, {
      phase: 'result',
      result: [],
      resultError: error instanceof RequestFailed ? error.msg : 'errors.server',
    });
  }
}

export function closeResult(): void {
  questionImportState.phase = 'preview';
}
