import Router from '@koa/router';
import { z } from 'zod';
import {
  IMPORT_COLUMNS,
  IMPORT_LIMITS,
  importErrorKey,
  importHasErrors,
} from '../../src-domain/catalogue/import-rows.ts';
import { LOCALES } from '../../src-domain/shared/locales.ts';
import { moduleTypeQueries } from '../../src-projections/module-types/queries.ts';
import { requireRole } from '../auth/current-user.ts';
import { ApiError } from '../http/api-error.ts';
import { singleFileUpload, uploadRoot, withUploadedFile } from '../http/single-file-upload.ts';
import { parseBody } from '../http/parse-body.ts';
import type { ApiServices } from '../services.ts';
import { applyImport, checkAgainstCatalogue, withPlannedOutcome } from './apply-import.ts';
import { exportQuestionSpreadsheet } from '../../src-projections/documents/catalogue-sheet.ts';
import { IMPORT_ERRORS, parseQuestionSpreadsheet } from './parse-spreadsheet.ts';

export const IMPORT_JSON_LIMIT = 10 * 1024 * 1024;
export const IMPORT_PATH = '/api/admin/questions/upload';

const cell = z.string().max(IMPORT_LIMITS.maxCellChars, 'errors.validation');
const texts = z.partialRecord(z.enum(LOCALES), cell);
const row = z.object({
  row: z.number().int(),
  ...(Object.fromEntries(IMPORT_COLUMNS.map((column) => [column, cell])) as Record<
    (typeof IMPORT_COLUMNS)[number],
    typeof cell
  >),
  // Added with the choice type: rows written before it have no options cell.
  options: cell.default(''),
  translations: z.object({ content: texts, information: texts }),
  // What the client thinks is wrong does not count: the server checks again.
  errors: z.array(z.unknown()).optional(),
});
export const groupsBody = z
  .array(
    z.object({
      name: z.string().trim().min(1, 'import.nameRequired').max(200),
      questions: z.array(row).max(IMPORT_LIMITS.maxRowsPerSheet, 'import.tooManyRows'),
      errors: z.array(z.unknown()).optional(),
    }),
  )
  .min(1, 'import.nothingToImport')
  .max(IMPORT_LIMITS.maxSheets, 'import.tooManySheets');

/**
 * Question import and export (administration §2 "Questions", §5): the spreadsheet is read and checked without
 * changing anything (each row told what importing it would do); the checked groups are then imported as
 * JSON, grouped by their module column again; the export writes the same format.
 */
export function questionImportRoutes(services: ApiServices): Router {
  const { readModels, commands, projections, config } = services;
  const router = new Router({ prefix: '/api/admin/questions' });
  const moduleTypes = () => moduleTypeQueries(readModels).allByName();
  const multipart = singleFileUpload({
    root: uploadRoot(config.dataDir),
    field: 'file',
    maxBytes: IMPORT_LIMITS.maxFileBytes,
    keys: IMPORT_ERRORS,
  });

  router.post(
    '/upload-xlsx',
    async (ctx, next) => {
      // The role before a byte of the body is read: a refused upload never reaches the disk.
      requireRole(ctx, ['superUser']);
      await next();
    },
    multipart,
    async (ctx) => {
      const groups = await withUploadedFile(ctx, 'file', IMPORT_ERRORS.missingFile, ({ filepath, data }) =>
        parseQuestionSpreadsheet(filepath, data),
      );
      const catalogue = await moduleTypes();
      ctx.body = withPlannedOutcome(checkAgainstCatalogue(groups, catalogue), catalogue);
    },
  );

  router.post('/upload', async (ctx) => {
    const actor = requireRole(ctx, ['superUser']);
    const parsed = parseBody(groupsBody, ctx.request.body);
    const groups = checkAgainstCatalogue(
      parsed.map((group) => ({
        name: group.name,
        errors: [],
        questions: group.questions.map((q) => ({ ...q, errors: [] })),
      })),
      await moduleTypes(),
    );
    // All or nothing: one bad row anywhere and no question is imported.
    if (importHasErrors(groups)) {
      const errors: Record<string, string> = {};
      for (const group of groups)
        for (const q of group.questions)
          for (const error of q.errors)
            errors[`${group.name}:${q.row}:${error.field}`] = importErrorKey(error);
      throw new ApiError(400, 'import.rowsHaveErrors', errors);
    }
    ctx.body = await applyImport(groups, {
      commands,
      readModels,
      projections,
      actorId: actor.id,
      now: services.clock.now(),
    });
  });

  router.get('/export-xlsx', async (ctx) => {
    requireRole(ctx, ['superUser']);
    const day = services.clock.now().toISOString().slice(0, 10);
    ctx.set('Content-Disposition', `attachment; filename="inspecta-questions-${day}.xlsx"`);
    ctx.type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    ctx.body = exportQuestionSpreadsheet(await moduleTypes());
  });

  return router;
}
