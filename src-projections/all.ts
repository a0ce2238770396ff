import { apiKeysProjection } from './api-keys/projection.ts';
import { actionPlansProjection } from './action-plans/projection.ts';
import { approvedReportsProjection } from './approved-reports/projection.ts';
import { auditExportsProjection } from './audit-trail/exports-projection.ts';
import { auditTrailProjection } from './audit-trail/projection.ts';
import { credentialsProjection } from './credentials/projection.ts';
import { dashboardFiguresProjection } from './dashboards/figures-projection.ts';
import { dashboardsProjection } from './dashboards/projection.ts';
import { familyAveragesProjection } from './family-averages/projection.ts';
import { hotelsProjection } from './hotels/projection.ts';
import { inspectionTypesProjection } from './inspection-types/projection.ts';
import { inspectionsProjection } from './inspections/projection.ts';
import { inspectionQuestionnairesProjection } from './inspections/questionnaire-projection.ts';
import { moduleTypesProjection } from './module-types/projection.ts';
import { organizationsProjection } from './organizations/projection.ts';
import type { Projection } from './projection.ts';
import { reportSharesProjection } from './report-shares/projection.ts';
import { safeQDaysProjection } from './safeq/projection.ts';
import { safeQReportDaysProjection } from './safeq/report-days-projection.ts';
import { usersProjection } from './users/projection.ts';
import { webhooksProjection } from './webhooks/projection.ts';
import { weeklyRankingsProjection } from './weekly-rankings/projection.ts';

/**
 * Every read model the engine runs. Each resource adds its projections here; the engine, rebuilds,
 * read-your-writes and push all work from this one list; each reads only the events it names.
 */
export const allProjections: Projection[] = [
  usersProjection,
  credentialsProjection,
  organizationsProjection,
  apiKeysProjection,
  hotelsProjection,
  moduleTypesProjection,
  inspectionTypesProjection,
  inspectionsProjection,
  inspectionQuestionnairesProjection,
  approvedReportsProjection,
  familyAveragesProjection,
  reportSharesProjection,
  actionPlansProjection,
  safeQDaysProjection,
  safeQReportDaysProjection,
  weeklyRankingsProjection,
  dashboardsProjection,
  dashboardFiguresProjection,
  auditTrailProjection,
  auditExportsProjection,
  webhooksProjection,
];
