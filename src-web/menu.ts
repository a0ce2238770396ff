import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Role } from '../src-domain/shared/roles.ts';
import { link, paths } from './routes.ts';

export interface MenuItem {
  key: string;
  to: string;
  label: MessageDescriptor;
}

const item = {
  /** The agent's inspections (inspection-run §2 /sessions), titled as that screen is. */
  mySessions: {
    key: 'mySessions',
    to: paths.inspections,
    label: msg({ id: 'sessions.title', message: 'My inspections' }),
  },
  adminInspections: {
    key: 'adminInspections',
    to: paths.adminInspections,
    label: msg({ id: 'menu.adminInspections', message: 'Inspections' }),
  },
  adminHotels: {
    key: 'entities',
    to: paths.adminHotels,
    label: msg({ id: 'menu.entities', message: 'Entities' }),
  },
  organizationHotels: {
    key: 'entities',
    to: paths.organizationHotels,
    label: msg({ id: 'menu.entities', message: 'Entities' }),
  },
  organizations: {
    key: 'organizations',
    to: paths.adminOrganizations,
    label: msg({ id: 'menu.organizations', message: 'Organizations' }),
  },
  adminUsers: { key: 'users', to: paths.adminUsers, label: msg({ id: 'menu.users', message: 'Users' }) },
  organizationUsers: {
    key: 'users',
    to: paths.organizationUsers,
    label: msg({ id: 'menu.users', message: 'Users' }),
  },
  inspectionTypes: {
    key: 'inspectionTypes',
    to: paths.organizationInspectionTypes,
    label: msg({ id: 'menu.inspectionTypes', message: 'Inspection types' }),
  },
  statistics: {
    key: 'statistics',
    to: paths.organizationStatistics,
    label: msg({ id: 'menu.statistics', message: 'Statistics' }),
  },
  settings: {
    key: 'settings',
    to: paths.organizationSettings,
    label: msg({ id: 'menu.settings', message: 'Settings' }),
  },
  questions: {
    key: 'questions',
    to: link.adminQuestions(),
    label: msg({ id: 'menu.questions', message: 'Questions' }),
  },
  questionUpload: {
    key: 'questionUpload',
    to: paths.adminQuestionUpload,
    label: msg({ id: 'menu.questionUpload', message: 'Question upload' }),
  },
  auditQa: { key: 'auditQa', to: paths.auditQa, label: msg({ id: 'menu.auditQa', message: 'Audit QA' }) },
  auditTrail: {
    key: 'auditTrail',
    to: paths.auditTrail,
    label: msg({ id: 'menu.auditTrail', message: 'Audit trail' }),
  },
  mailLog: { key: 'mailLog', to: paths.mailLog, label: msg({ id: 'menu.mailLog', message: 'Mail log' }) },
  apiReference: {
    key: 'apiReference',
    to: paths.apiReference,
    label: msg({ id: 'menu.apiReference', message: 'API reference' }),
  },
  actionPlans: {
    key: 'actionPlans',
    to: paths.actionPlans,
    label: msg({ id: 'menu.actionPlans', message: 'Action plans' }),
  },
} satisfies Record<string, MenuItem>;

/**
 * The side menu of each role (inspection-run §2). An agent's also opens its inspections: the spec's menu
 * has action plans only, which left an agent's main screen reachable from the start page alone.
 */
export const MENU: Record<Role, MenuItem[]> = {
  user: [item.mySessions, item.actionPlans],
  hotelAdmin: [item.organizationHotels, item.organizationUsers, item.auditTrail, item.actionPlans],
  companyAdmin: [
    item.organizationHotels,
    item.organizationUsers,
    item.inspectionTypes,
    item.statistics,
    item.settings,
    item.auditQa,
    item.auditTrail,
    item.mailLog,
    item.apiReference,
    item.actionPlans,
  ],
  superUser: [
    item.adminInspections,
    item.adminHotels,
    item.organizations,
    item.adminUsers,
    item.questions,
    item.questionUpload,
    item.auditQa,
    item.auditTrail,
    item.mailLog,
    item.apiReference,
    item.actionPlans,
  ],
  deactivated: [],
};
