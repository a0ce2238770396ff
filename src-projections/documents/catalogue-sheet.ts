import { PassThrough, type Readable } from 'node:stream';
import { excel } from './lazy-modules.ts';
import { questionsInOrder } from '../../src-domain/catalogue/index.ts';
import {
  choiceOptionsCell,
  IMPORT_COLUMNS,
  IMPORT_FLAGS,
  typeToGrade,
} from '../../src-domain/catalogue/import-rows.ts';
import { DEFAULT_LOCALE, LOCALES } from '../../src-domain/shared/locales.ts';
import type { ModuleTypeDocument } from '../module-types/projection.ts';

const OTHER_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
export const EXPORT_HEADER = [
  ...IMPORT_COLUMNS,
  ...OTHER_LOCALES.map((locale) => `content::${locale}`),
  ...OTHER_LOCALES.map((locale) => `information::${locale}`),
];

type Question = ModuleTypeDocument['questions'][number];

/** Clusters by ordinal, and in each its questions with their parts after them: the order the import reads. */
function inSheetOrder(doc: ModuleTypeDocument): Question[] {
  return [...doc.clusters]
    .sort((a, b) => a.ordinal - b.ordinal)
    .flatMap((cluster) => questionsInOrder(doc.questions.filter((q) => q.clusterId === cluster.id)));
}

/**
 * The whole catalogue in the import format: a sheet per module type, every language. Written as a stream, so
 * a large catalogue never sits in memory as one workbook. Importing the file again changes nothing.
 */
export function exportQuestionSpreadsheet(moduleTypes: ModuleTypeDocument[]): Readable {
  const output = new PassThrough();
  const workbook = new (excel().stream.xlsx.WorkbookWriter)({
    stream: output,
    useStyles: false,
    useSharedStrings: false,
  });
  void (async () => {
    for (const doc of moduleTypes) {
      const clusterName = new Map(doc.clusters.map((c) => [c.id, c.name]));
      const sheet = workbook.addWorksheet(doc.name.slice(0, 31));
      sheet.addRow(EXPORT_HEADER).commit();
      for (const q of inSheetOrder(doc)) {
        const yes = (value: boolean) => (value ? 'yes' : 'no');
        const cells: Record<(typeof IMPORT_COLUMNS)[number], string> = {
          referenceNumber: q.referenceNumber,
          partNumber: q.partNumber ?? '',
          comfortZone: q.classification,
          module: doc.name,
          cluster: clusterName.get(q.clusterId) ?? '',
          grade: typeToGrade(q.type),
          ...(Object.fromEntries(IMPORT_FLAGS.map((flag) => [flag, yes(q[flag])])) as Record<
            (typeof IMPORT_FLAGS)[number],
            string
          >),
          information: q.information[DEFAULT_LOCALE] ?? '',
          content: q.content[DEFAULT_LOCALE] ?? '',
          options: q.type === 'choice' ? choiceOptionsCell(q.options) : '',
        };
        sheet
          .addRow([
            ...IMPORT_COLUMNS.map((column) => cells[column]),
            ...OTHER_LOCALES.map((locale) => q.content[locale] ?? ''),
            ...OTHER_LOCALES.map((locale) => q.information[locale] ?? ''),
          ])
          .commit();
      }
      sheet.commit();
    }
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error as Error));
  return output;
}
