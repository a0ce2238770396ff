import { documented, file, type AreaDoc } from '../openapi/route-doc.ts';
import { groupsBody } from './routes.ts';

export const questionImportDocs: AreaDoc = {
  tag: 'Question import',
  description: "Questions from and to spreadsheets; the superUser's (question-spreadsheets.md).",
  routes: {
    'POST /api/admin/questions/upload-xlsx': {
      summary: 'Read a spreadsheet and tell what importing each row would do (changes nothing)',
      roles: ['superUser'],
      multipart: { file: 'The .xlsx file' },
      answer: documented('The sheets as groups of rows, each with its errors and planned outcome'),
      errors: { 400: ['upload.missingFile', 'upload.tooLarge', 'upload.unsupportedType'] },
    },
    'POST /api/admin/questions/upload': {
      summary: 'Import checked groups of rows',
      description: 'The body may be up to 10 MB.',
      roles: ['superUser'],
      body: groupsBody,
      answer: documented('What was created and changed'),
      errors: {
        400: [
          'import.rowsHaveErrors',
          'import.nothingToImport',
          'import.tooManySheets',
          'import.tooManyRows',
          'import.nameRequired',
        ],
      },
    },
    'GET /api/admin/questions/export-xlsx': {
      summary: 'Every question as a spreadsheet',
      roles: ['superUser'],
      answer: file('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'The workbook'),
    },
  },
};
