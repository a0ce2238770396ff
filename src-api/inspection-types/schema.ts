import { z } from 'zod';
import { REPORT_TYPES } from '../../src-domain/inspection-type/index.ts';
import { emailList, idField, nameText } from '../http/schema-parts.ts';

/** Null or empty means "not set" for the auto times. */
const time = (key: string) =>
  z.union([z.string(), z.null()], { error: key }).transform((value) => (value === '' ? null : value));
const days = z.number({ error: 'inspectionTypes.invalidDays' }).int('inspectionTypes.invalidDays');

const typeShape = {
  name: nameText(200, 'inspectionTypes.nameRequired'),
  isSelfServe: z.boolean({ error: 'errors.validation' }),
  allowUnansweredQuestions: z.boolean({ error: 'errors.validation' }),
  reportType: z.enum(REPORT_TYPES, { error: 'inspectionTypes.invalidReportType' }),
  autoStartTime: time('inspectionTypes.invalidTime'),
  autoCloseTime: time('inspectionTypes.invalidTime'),
  autoCloseWarningTime: time('inspectionTypes.invalidWarningTime'),
  autoCloseDelayDays: days,
  autoStartDelayDays: days,
  autoWeekdays: z
    .array(z.number(), { error: 'inspectionTypes.invalidWeekdays' })
    .max(7, 'inspectionTypes.invalidWeekdays'),
  autoDistribution: days.nullable(),
  autoShutdown: z.boolean({ error: 'errors.validation' }),
  reminderEmail: emailList,
  autoCloseWarningEmail: emailList,
  feedbackEmail: emailList,
  reportEmail: emailList,
  prefilledQuestions: z
    .array(
      z
        .object({ questionId: idField('inspectionTypes.unknownQuestion'), comment: z.string().max(5000) })
        .strict(),
    )
    .max(500, 'errors.validation'),
};

/** A new type: the name is required, everything else has the defaults of an empty type. */
export const createTypeBody = z
  .object({ ...typeShape, organizationId: idField('inspectionTypes.organizationRequired').optional() })
  .partial()
  .required({ name: true })
  .strict();

/**
 * A change: only the fields sent count, and only those that differ from the type are checked against the
 * role (a hotelAdmin's limited form may send the name unchanged). `id`, `hotelId` and `organizationId` are
 * what the screens send back from a load; they name nothing new and are ignored.
 */
export const updateTypeBody = z
  .object({
    ...typeShape,
    id: idField('errors.validation').optional(),
    hotelId: idField('errors.validation').nullable().optional(),
    organizationId: idField('errors.validation').nullable().optional(),
  })
  .partial()
  .strict();

export const fromTemplateBody = z
  .object({
    hotelIds: z
      .array(idField('inspectionTypes.hotelsRequired'), { error: 'inspectionTypes.hotelsRequired' })
      .min(1, 'inspectionTypes.hotelsRequired')
      .max(500, 'errors.validation'),
  })
  .strict();

const ordinal = z.number({ error: 'catalogue.invalidOrdinal' }).int('catalogue.invalidOrdinal');

/** A module (administration §7): `type` is the module type's id. */
export const createModuleBody = z
  .object({
    name: nameText(200, 'modules.nameRequired'),
    type: idField('modules.moduleTypeRequired'),
    ordinal: ordinal.optional(),
    isMandatory: z.boolean().default(false),
    isDefaultNA: z.boolean().default(false),
    useTabs: z.boolean().default(false),
  })
  .strict();

export const updateModuleBody = z
  .object({
    id: idField('errors.validation').optional(),
    inspectionTypeId: idField('errors.validation').optional(),
    name: nameText(200, 'modules.nameRequired'),
    ordinal,
    isMandatory: z.boolean(),
    isDefaultNA: z.boolean(),
    useTabs: z.boolean(),
  })
  .partial()
  .strict();
