import type {
  CommentPosition,
  ContextQuestionFields,
  QuestionFields,
  Translated,
} from '../catalogue/fields.ts';
import type { ReportType } from '../inspection-type/fields.ts';

/**
 * What an inspection asks, copied from its type and the catalogue when it is created: later catalogue edits
 * do not change a running or finished inspection.
 */
export interface SnapshotQuestion extends Omit<QuestionFields, 'clusterId'> {
  id: string;
}
export interface SnapshotContextQuestion extends Omit<ContextQuestionFields, 'clusterId'> {
  id: string;
}
export interface SnapshotCluster {
  id: string;
  name: string;
  names: Translated;
  ordinal: number;
  commentPosition: CommentPosition;
  questions: SnapshotQuestion[];
  contextQuestions: SnapshotContextQuestion[];
}
export interface SnapshotModule {
  id: string;
  name: string;
  names: Translated;
  ordinal: number;
  isMandatory: boolean;
  isDefaultNA: boolean;
  useTabs: boolean;
  moduleTypeId: string;
  area: string;
  clusters: SnapshotCluster[];
}
export interface InspectionTypeSnapshot {
  inspectionTypeId: string;
  name: string;
  reportType: ReportType;
  allowUnansweredQuestions: boolean;
}
