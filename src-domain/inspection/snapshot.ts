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
  /**
   * The organization's type this entity's type was made from (null: made on its own). Inspections of one
   * family are compared across the organization's entities. Absent from events written before it was kept.
   */
  templateId?: string | null;
  name: string;
  reportType: ReportType;
  allowUnansweredQuestions: boolean;
}

/** The types whose inspections are compared with each other over time: the template's family, or the type. */
export function comparisonFamilyOf(type: Pick<InspectionTypeSnapshot, 'inspectionTypeId' | 'templateId'>) {
  return type.templateId ?? type.inspectionTypeId;
}
