import type { ClusterFields, ContextQuestionFields, ModuleTypeFields, QuestionFields } from './fields.ts';

/** Updates carry only what changed and what it was, so the audit trail shows old and new. */
interface Change<T> {
  changes: Partial<T>;
  previous: Partial<T>;
}

export type ModuleTypeEvent =
  | {
      type: 'ModuleTypeCreated';
      data: ModuleTypeFields & { moduleTypeId: string; copiedFrom: string | null; createdAt: string };
    }
  | { type: 'ModuleTypeUpdated'; data: Change<ModuleTypeFields> }
  | { type: 'ModuleTypeDeleted'; data: { at: string } }
  | { type: 'ClusterAdded'; data: ClusterFields & { clusterId: string } }
  | { type: 'ClusterUpdated'; data: Change<ClusterFields> & { clusterId: string } }
  | { type: 'ClusterRemoved'; data: { clusterId: string } }
  | { type: 'QuestionAdded'; data: QuestionFields & { questionId: string } }
  | { type: 'QuestionUpdated'; data: Change<QuestionFields> & { questionId: string } }
  | { type: 'QuestionRemoved'; data: { questionId: string } }
  | { type: 'ContextQuestionAdded'; data: ContextQuestionFields & { contextQuestionId: string } }
  | { type: 'ContextQuestionUpdated'; data: Change<ContextQuestionFields> & { contextQuestionId: string } }
  | { type: 'ContextQuestionRemoved'; data: { contextQuestionId: string } };
