import { useLingui } from '@lingui/react';
import type { ReportType } from '../../../src-domain/inspection-type/index.ts';

/** Report types are product names, the same in every language. */
export const REPORT_TYPE_NAMES: Record<ReportType, string> = {
  agentQ: 'Agent Q',
  auditQA: 'Audit QA',
  safeQ: 'Safe Q',
};

/** Monday to Sunday (weekdays 1 to 7) in the interface language, from the browser's own calendar data. */
export function useWeekdayNames(): string[] {
  const { i18n } = useLingui();
  const format = new Intl.DateTimeFormat(i18n.locale.replace('_', '-'), { weekday: 'short' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(2024, 0, 1 + day, 12))));
}
