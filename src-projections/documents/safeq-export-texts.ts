import { textsIn, type Texts } from '../texts/server-i18n.ts';

// The words the Safe Q exports (daily and weekly spreadsheets, the three PDFs) need beyond the report's and the
// ranking's sheet texts; their translations are in the catalogues.
const SAFEQ_EXPORT_MESSAGES = {
  dailyTitle: /*i18n*/ { id: 'safeQExport.dailyTitle', message: 'Daily Safe Q report' },
  weeklyTitle: /*i18n*/ { id: 'safeQExport.weeklyTitle', message: 'Weekly Safe Q report' },
  organizationTitle: /*i18n*/ { id: 'safeQExport.organizationTitle', message: 'Organization report' },
  date: /*i18n*/ { id: 'safeQExport.date', message: 'Date' },
  inspectionType: /*i18n*/ { id: 'safeQExport.inspectionType', message: 'Inspection type' },
  endTime: /*i18n*/ { id: 'safeQExport.endTime', message: 'Ended' },
  area: /*i18n*/ { id: 'safeQExport.area', message: 'Area' },
  skipped: /*i18n*/ { id: 'safeQExport.skipped', message: 'Skipped' },
  yes: /*i18n*/ { id: 'safeQExport.yes', message: 'Yes' },
  no: /*i18n*/ { id: 'safeQExport.no', message: 'No' },
  days: /*i18n*/ { id: 'safeQExport.days', message: 'Days' },
  weeks: /*i18n*/ { id: 'safeQExport.weeks', message: 'Weeks' },
  previousWeek: /*i18n*/ { id: 'safeQExport.previousWeek', message: 'Previous week' },
  general: /*i18n*/ { id: 'safeQExport.general', message: 'General comment' },
  selected: /*i18n*/ { id: 'safeQExport.selected', message: 'Entities' },
  excluded: /*i18n*/ { id: 'safeQExport.excluded', message: 'Excluded' },
  entityCount: /*i18n*/ { id: 'safeQExport.entityCount', message: 'entities' },
  noReport: /*i18n*/ { id: 'safeQExport.noReport', message: 'No report' },
  questions: /*i18n*/ { id: 'safeQExport.questions', message: 'Questions' },
  lastFourWeeks: /*i18n*/ { id: 'safeQExport.lastFourWeeks', message: 'Last 4 weeks together' },
  period: /*i18n*/ { id: 'safeQExport.period', message: 'Period' },
};

export type SafeQExportTexts = Texts<typeof SAFEQ_EXPORT_MESSAGES>;

/** The Safe Q exports' own texts in the language the report is asked in. */
export const safeQExportTexts = (language: string): SafeQExportTexts =>
  textsIn(language, SAFEQ_EXPORT_MESSAGES);
