import { z } from 'zod';
import { ADMIN_ROLES } from '../auth/tenancy.ts';
import { emptyAnswer, languageQuery, type AreaDoc } from '../openapi/route-doc.ts';
import {
  createModuleBody,
  createTypeBody,
  fromTemplateBody,
  updateModuleBody,
  updateTypeBody,
} from './schema.ts';

export const moduleAnswer = z.looseObject({
  id: z.string(),
  name: z.string(),
  moduleTypeId: z.string(),
  ordinal: z.number(),
  isMandatory: z.boolean(),
  isDefaultNA: z.boolean(),
  useTabs: z.boolean(),
});

/** An inspection type as the admin screens edit it; its automatic-schedule settings are further fields. */
export const inspectionTypeAnswer = z
  .looseObject({
    id: z.string(),
    version: z.number().int(),
    name: z.string(),
    organizationId: z.string(),
    hotelId: z.string().nullable().describe('null: an organization template'),
    templateId: z.string().nullable().optional(),
    hotel: z.object({ id: z.string(), name: z.string() }).nullable(),
    isSelfServe: z.boolean().optional(),
    allowUnansweredQuestions: z.boolean().optional(),
    reportType: z.string().optional(),
    reminderEmail: z.array(z.string()).optional(),
    autoCloseWarningEmail: z.array(z.string()).optional(),
    feedbackEmail: z.array(z.string()).optional(),
    reportEmail: z.array(z.string()).optional(),
    prefilledQuestions: z.array(z.object({ questionId: z.string(), comment: z.string() })).optional(),
    createdAt: z.string().optional(),
    moduleCount: z.number().int(),
    modules: z.array(moduleAnswer),
  })
  .describe('An inspection type');

const managers = ['superUser', 'companyAdmin'] as const;
const moduleParams = { typeId: 'The inspection type', moduleId: 'The module' };
const typeErrors = [
  'inspectionTypes.nameRequired',
  'inspectionTypes.exists',
  'inspectionTypes.invalidReportType',
  'inspectionTypes.invalidTime',
  'inspectionTypes.invalidDays',
  'inspectionTypes.invalidWeekdays',
  'inspectionTypes.weekdaysAndInterval',
  'inspectionTypes.closeBeforeStart',
  'inspectionTypes.invalidWarningTime',
  'inspectionTypes.warningWithoutClose',
  'inspectionTypes.warningOutsideSchedule',
  'inspectionTypes.unknownQuestion',
  'errors.invalidEmail',
];

export const inspectionTypeDocs: AreaDoc = {
  tag: 'Inspection types',
  description:
    'Inspection types (organization templates and entity types) and their modules (administration.md).',
  routes: {
    'GET /api/inspection-types': {
      summary: 'Self-serve types at the entities the user works at',
      answer: z.array(
        z.object({
          id: z.string(),
          version: z.number().int(),
          name: z.string(),
          hotelId: z.string().nullable(),
          reportType: z.string(),
        }),
      ),
    },
    'GET /api/admin/hotels/:hotelId/inspection-types': {
      summary: "An entity's inspection types",
      roles: ADMIN_ROLES,
      params: { hotelId: 'The entity' },
      answer: z.array(inspectionTypeAnswer),
    },
    'GET /api/admin/organizations/:id/inspectionTypes': {
      summary: "An organization's templates",
      roles: managers,
      params: { id: "The organization id, or `my` for the caller's own" },
      answer: z.array(inspectionTypeAnswer),
    },
    'GET /api/admin/inspection-types/:id': {
      summary: 'One inspection type',
      roles: ADMIN_ROLES,
      answer: inspectionTypeAnswer,
    },
    'GET /api/admin/inspection-types/:id/questions': {
      summary: 'The questions an inspection of the type asks, in order',
      roles: ADMIN_ROLES,
      query: languageQuery,
      answer: z.array(
        z.object({
          id: z.string(),
          referenceNumber: z.string(),
          content: z.string(),
          module: z.object({ id: z.string(), name: z.string() }),
        }),
      ),
    },
    'POST /api/admin/hotels/:hotelId/inspection-types': {
      summary: 'Create a type at an entity',
      roles: managers,
      params: { hotelId: 'The entity' },
      body: createTypeBody,
      status: 201,
      answer: inspectionTypeAnswer,
      errors: { 400: typeErrors },
    },
    'POST /api/admin/inspection-types': {
      summary: 'Create an organization template',
      description: 'A superUser names the organization; a companyAdmin creates in their own.',
      roles: managers,
      body: createTypeBody,
      status: 201,
      answer: inspectionTypeAnswer,
      errors: { 400: [...typeErrors, 'inspectionTypes.organizationRequired'] },
    },
    'PUT /api/admin/inspection-types/:id': {
      summary: 'Change an inspection type',
      roles: ADMIN_ROLES,
      body: updateTypeBody,
      answer: inspectionTypeAnswer,
      errors: { 400: typeErrors },
    },
    'DELETE /api/admin/inspection-types/:id': {
      summary: 'Delete an inspection type',
      roles: managers,
      answer: emptyAnswer,
    },
    'POST /api/admin/inspection-types/:id/hotels/:hotelId/fromTemplate': {
      summary: 'Copy a template with its modules to one entity',
      roles: managers,
      params: { id: 'The template', hotelId: 'The entity' },
      status: 201,
      answer: z.array(inspectionTypeAnswer),
    },
    'POST /api/admin/inspection-types/:id/fromTemplate': {
      summary: 'Copy a template with its modules to several entities',
      roles: managers,
      params: { id: 'The template' },
      body: fromTemplateBody,
      status: 201,
      answer: z.array(inspectionTypeAnswer),
      errors: { 400: ['inspectionTypes.hotelsRequired'] },
    },
    'GET /api/admin/inspection-types/:id/inspection-modules': {
      summary: "The type's modules in order, with their module types' names",
      roles: ADMIN_ROLES,
      query: languageQuery,
      answer: z.array(z.looseObject({ id: z.string(), ordinal: z.number() })),
    },
    'POST /api/admin/inspection-types/:id/inspection-modules': {
      summary: 'Add a module',
      roles: ['superUser'],
      body: createModuleBody,
      status: 201,
      answer: z.looseObject({ id: z.string(), ordinal: z.number() }),
      errors: { 400: ['moduleTypes.notFound'] },
    },
    'PUT /api/admin/inspection-types/:typeId/inspection-modules/:moduleId': {
      summary: 'Change a module',
      roles: ['superUser'],
      params: moduleParams,
      body: updateModuleBody,
      answer: z.looseObject({ id: z.string(), ordinal: z.number() }),
    },
    'DELETE /api/admin/inspection-types/:typeId/inspection-modules/:moduleId': {
      summary: 'Remove a module',
      roles: ['superUser'],
      params: moduleParams,
      answer: emptyAnswer,
    },
  },
};
