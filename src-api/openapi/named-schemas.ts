import type { ZodType } from 'zod';
import { sessionUserAnswer } from '../auth/openapi.ts';
import { moduleTypeAnswer, moduleTypeTreeAnswer } from '../catalogue/openapi.ts';
import { dashboardAnswer } from '../dashboards/openapi.ts';
import { createDashboardBody } from '../dashboards/schema.ts';
import { readinessAnswer } from '../health/openapi.ts';
import { hotelAnswer } from '../hotels/openapi.ts';
import { inspectionTypeAnswer, moduleAnswer } from '../inspection-types/openapi.ts';
import { createTypeBody } from '../inspection-types/schema.ts';
import { inspectionAnswer, inspectionStateAnswer, inspectionSummaryAnswer } from '../inspections/openapi.ts';
import { changeIdBody, commentBody, createInspectionBody } from '../inspections/schema.ts';
import { apiKeyAnswer } from '../organizations/api-key-openapi.ts';
import { organizationAnswer } from '../organizations/openapi.ts';
import { shareAnswer } from '../reports/openapi.ts';
import { userAnswer } from '../users/openapi.ts';
import { webhookAnswer } from '../webhooks/openapi.ts';

/** A schema the document names once under `components.schemas` and refers to wherever it appears. */
export interface NamedSchema {
  name: string;
  schema: ZodType;
  /** Answers are described as the server gives them, bodies as the client sends them. */
  io: 'input' | 'output';
}

const answer = (name: string, schema: ZodType): NamedSchema => ({ name, schema, io: 'output' });
const body = (name: string, schema: ZodType): NamedSchema => ({ name, schema, io: 'input' });

/**
 * The answers and bodies more than one route gives or takes (tests/api/openapi.test.ts fails when a large
 * schema repeats inline). Named by what they are, as a client's generated types would call them.
 */
export const NAMED_SCHEMAS: readonly NamedSchema[] = [
  answer('InspectionSummary', inspectionSummaryAnswer),
  answer('InspectionState', inspectionStateAnswer),
  answer('Inspection', inspectionAnswer),
  answer('InspectionType', inspectionTypeAnswer),
  answer('InspectionTypeModule', moduleAnswer),
  answer('ModuleType', moduleTypeAnswer),
  answer('ModuleTypeTree', moduleTypeTreeAnswer),
  answer('User', userAnswer),
  answer('SessionUser', sessionUserAnswer),
  answer('Hotel', hotelAnswer),
  answer('Organization', organizationAnswer),
  answer('Dashboard', dashboardAnswer),
  answer('ReportShare', shareAnswer),
  answer('ApiKey', apiKeyAnswer),
  answer('Webhook', webhookAnswer),
  answer('Readiness', readinessAnswer),
  body('CreateInspectionBody', createInspectionBody),
  body('CreateInspectionTypeBody', createTypeBody),
  body('DashboardSettingsBody', createDashboardBody),
  body('CommentBody', commentBody),
  body('ChangeIdBody', changeIdBody),
];
