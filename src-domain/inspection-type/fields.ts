import type { Translated } from '../catalogue/fields.ts';
export const REPORT_TYPES = ['agentQ', 'auditQA', 'safeQ'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const DEFAULT_REPORT_TYPE: ReportType = 'agentQ';

/** Automatic distribution, notification and completion settings (administration §3). */
export interface AutoSettings {
  autoStartTime: string | null;
  autoCloseTime: string | null;
  /** Whole hours only (HH:00). */
  autoCloseWarningTime: string | null;
  autoCloseDelayDays: number;
  autoStartDelayDays: number;
  /** Weekdays 1 (Monday) to 7; set, it clears the interval. */
  autoWeekdays: number[];
  /** Every N days; set, it clears the weekdays. */
  autoDistribution: number | null;
  autoShutdown: boolean;
}

export interface InspectionTypeFields extends AutoSettings {
  name: string;
  isSelfServe: boolean;
  allowUnansweredQuestions: boolean;
  reportType: ReportType;
  reminderEmail: string[];
  autoCloseWarningEmail: string[];
  feedbackEmail: string[];
  reportEmail: string[];
  /** Questions whose comment is filled in on every inspection of the type. */
  prefilledQuestions: Array<{ questionId: string; comment: string }>;
}

export interface ModuleFields {
  /** The module's own name (reports read its prefix, administration §9); `names` what agents read per language. */
  name: string;
  names?: Translated;
  moduleTypeId: string;
  ordinal: number;
  isMandatory: boolean;
  isDefaultNA: boolean;
  useTabs: boolean;
}

export const AUTO_SETTING_KEYS: Array<keyof AutoSettings> = [
  'autoStartTime',
  'autoCloseTime',
  'autoCloseWarningTime',
  'autoCloseDelayDays',
  'autoStartDelayDays',
  'autoWeekdays',
  'autoDistribution',
  'autoShutdown',
];

export const DEFAULT_INSPECTION_TYPE: InspectionTypeFields = {
  name: '',
  isSelfServe: false,
  allowUnansweredQuestions: false,
  reportType: DEFAULT_REPORT_TYPE,
  autoStartTime: null,
  autoCloseTime: null,
  autoCloseWarningTime: null,
  autoCloseDelayDays: 0,
  autoStartDelayDays: 0,
  autoWeekdays: [],
  autoDistribution: null,
  autoShutdown: false,
  reminderEmail: [],
  autoCloseWarningEmail: [],
  feedbackEmail: [],
  reportEmail: [],
  prefilledQuestions: [],
};
