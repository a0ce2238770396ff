import { DomainError } from '../shared/domain-error.ts';
import type { Role } from '../shared/roles.ts';
import { AUTO_SETTING_KEYS, REPORT_TYPES, type InspectionTypeFields, type ModuleFields } from './fields.ts';
import { distributionModeErrors, scheduleOrderErrors } from './schedule-order.ts';

export const INSPECTION_TYPE_ERRORS = {
  noPermission: 'errors.noPermission',
  notFound: 'inspectionTypes.notFound',
  exists: 'inspectionTypes.exists',
  nameRequired: 'inspectionTypes.nameRequired',
  invalidReportType: 'inspectionTypes.invalidReportType',
  invalidTime: 'inspectionTypes.invalidTime',
  invalidWarningTime: 'inspectionTypes.invalidWarningTime',
  invalidDays: 'inspectionTypes.invalidDays',
  invalidWeekdays: 'inspectionTypes.invalidWeekdays',
  moduleNotFound: 'modules.notFound',
  moduleExists: 'modules.exists',
  moduleNameRequired: 'modules.nameRequired',
  moduleTypeRequired: 'modules.moduleTypeRequired',
  invalidOrdinal: 'catalogue.invalidOrdinal',
} as const;

const fail = (key: string, field?: string): never => {
  throw new DomainError(key, field ? { [field]: key } : {});
};

/** Creating and deleting types: superUser and companyAdmin. */
export const mayManageTypes = (role: Role) => role === 'superUser' || role === 'companyAdmin';
/** Module administration: superUser only (administration §6). */
export const mayManageModules = (role: Role) => role === 'superUser';

/** Which fields a role may change (administration §6). */
export function mayChange(role: Role, field: keyof InspectionTypeFields): boolean {
  if (role === 'superUser') return true;
  if (field === 'reportType') return false;
  if ((AUTO_SETTING_KEYS as string[]).includes(field)) return role === 'companyAdmin';
  if (field === 'name' || field === 'isSelfServe') return role === 'companyAdmin';
  return role === 'companyAdmin' || role === 'hotelAdmin';
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const WHOLE_HOUR = /^([01]\d|2[0-3]):00$/;

export function checkInspectionType(fields: InspectionTypeFields): void {
  if (!fields.name.trim()) fail(INSPECTION_TYPE_ERRORS.nameRequired, 'name');
  if (!(REPORT_TYPES as readonly string[]).includes(fields.reportType))
    fail(INSPECTION_TYPE_ERRORS.invalidReportType, 'reportType');
  for (const key of ['autoStartTime', 'autoCloseTime'] as const) {
    if (fields[key] !== null && !TIME.test(fields[key]!)) fail(INSPECTION_TYPE_ERRORS.invalidTime, key);
  }
  if (fields.autoCloseWarningTime !== null && !WHOLE_HOUR.test(fields.autoCloseWarningTime)) {
    fail(INSPECTION_TYPE_ERRORS.invalidWarningTime, 'autoCloseWarningTime');
  }
  for (const key of ['autoCloseDelayDays', 'autoStartDelayDays'] as const) {
    if (!Number.isInteger(fields[key]) || fields[key] < 0) fail(INSPECTION_TYPE_ERRORS.invalidDays, key);
  }
  const order = scheduleOrderErrors(fields);
  const first = order.autoCloseTime ?? order.autoCloseWarningTime;
  if (first) throw new DomainError(first, order);
  if (
    fields.autoDistribution !== null &&
    (!Number.isInteger(fields.autoDistribution) || fields.autoDistribution < 1)
  ) {
    fail(INSPECTION_TYPE_ERRORS.invalidDays, 'autoDistribution');
  }
  const days = fields.autoWeekdays;
  if (days.some((d) => !Number.isInteger(d) || d < 1 || d > 7) || new Set(days).size !== days.length) {
    fail(INSPECTION_TYPE_ERRORS.invalidWeekdays, 'autoWeekdays');
  }
}

/**
 * Weekdays and interval exclude each other: the one set last clears the other; both in one change are
 * refused (distributionModeErrors).
 */
export function withDistributionMode(changes: Partial<InspectionTypeFields>): Partial<InspectionTypeFields> {
  const contradiction = distributionModeErrors(changes);
  if (contradiction.autoDistribution) throw new DomainError(contradiction.autoDistribution, contradiction);
  if (changes.autoWeekdays && changes.autoWeekdays.length > 0) return { ...changes, autoDistribution: null };
  if (changes.autoDistribution !== undefined && changes.autoDistribution !== null)
    return { ...changes, autoWeekdays: [] };
  return changes;
}

export function checkModule(fields: ModuleFields): void {
  if (!fields.name.trim()) fail(INSPECTION_TYPE_ERRORS.moduleNameRequired, 'name');
  if (!fields.moduleTypeId) fail(INSPECTION_TYPE_ERRORS.moduleTypeRequired, 'moduleTypeId');
  if (!Number.isInteger(fields.ordinal)) fail(INSPECTION_TYPE_ERRORS.invalidOrdinal, 'ordinal');
}
