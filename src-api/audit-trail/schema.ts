import { z } from 'zod';
import { AUDIT_EXPORT_FORMATS } from '../../src-domain/audit-export/index.ts';
import { LOCALES } from '../../src-domain/shared/locales.ts';
import { AUDIT_KINDS } from '../../src-projections/audit-trail/documents.ts';
import { idField } from '../http/schema-parts.ts';

/** Most entries one page of the screen carries. */
export const MAX_AUDIT_PAGE = 200;

const instant = z
  .string()
  .max(40)
  .refine((value) => !Number.isNaN(Date.parse(value)), 'auditTrail.invalidTime')
  .transform((value) => new Date(value).toISOString());

/** The filters of the screen and of its exports, from the query string. */
export const auditFiltersQuery = z
  .object({
    from: instant.optional(),
    to: instant.optional(),
    hotelId: idField('errors.validation').optional(),
    userId: idField('errors.validation').optional(),
    inspectionId: idField('errors.validation').optional(),
    // Questions of the catalogue come from the question import too, whose ids are ids all the same.
    questionId: z
      .string()
      .regex(/^[\w-]{1,64}$/, 'errors.validation')
      .optional(),
    kind: z.enum(AUDIT_KINDS, { error: 'errors.validation' }).optional(),
    languageShortCode: z.enum(LOCALES).optional(),
  })
  .strict()
  .refine((q) => !q.from || !q.to || q.from < q.to, { message: 'auditTrail.invalidRange', path: ['to'] });

export const auditPageQuery = z
  .object({
    cursor: z
      .string()
      .regex(/^\d{4}-\d\d-\d\dT[\d:.]+Z\|\d{16}$/, 'errors.validation')
      .optional(),
    limit: z.coerce.number().int().min(1).max(MAX_AUDIT_PAGE).default(50),
  })
  .strict();

export const auditExportQuery = z.object({
  format: z.enum(AUDIT_EXPORT_FORMATS, { error: 'errors.validation' }),
});
