import { auditTrailDocs } from '../audit-trail/openapi.ts';
import { authDocs } from '../auth/openapi.ts';
import { catalogueDocs } from '../catalogue/openapi.ts';
import { dashboardDocs } from '../dashboards/openapi.ts';
import { followUpDocs } from '../follow-up/openapi.ts';
import { healthDocs } from '../health/openapi.ts';
import { hotelDocs } from '../hotels/openapi.ts';
import { inspectionTypeDocs } from '../inspection-types/openapi.ts';
import { inspectionDocs, inspectionFileDocs } from '../inspections/openapi.ts';
import { mailLogDocs } from '../mail-log/openapi.ts';
import { apiKeyDocs } from '../organizations/api-key-openapi.ts';
import { organizationDocs } from '../organizations/openapi.ts';
import { questionImportDocs } from '../question-import/openapi.ts';
import { reportDocs } from '../reports/openapi.ts';
import { startDocs } from '../start/openapi.ts';
import { statisticsDocs } from '../statistics/openapi.ts';
import { userDocs } from '../users/openapi.ts';
import { webhookDocs } from '../webhooks/openapi.ts';
import { referenceDocs } from './openapi.ts';
import type { AreaDoc } from './route-doc.ts';

/** Every area's route descriptions, one line each, in the order of the document's tags. */
export const API_AREAS: readonly AreaDoc[] = [
  authDocs,
  healthDocs,
  startDocs,
  organizationDocs,
  apiKeyDocs,
  webhookDocs,
  hotelDocs,
  userDocs,
  catalogueDocs,
  questionImportDocs,
  inspectionTypeDocs,
  inspectionDocs,
  inspectionFileDocs,
  reportDocs,
  followUpDocs,
  statisticsDocs,
  dashboardDocs,
  auditTrailDocs,
  mailLogDocs,
  referenceDocs,
];
