import type { Changes } from '../shared/changes.ts';
import type { ClusterFields, ContextQuestionFields, ModuleTypeFields, QuestionFields } from './fields.ts';

export type ModuleTypeEvent =
  | {
      type: 'ModuleTypeCreated';
      data: ModuleTypeFields & { moduleTypeId: string; copiedFrom: string | null; createdAt: string };
    }
  | { type: 'ModuleTypeUpdated'; data: Changes<ModuleTypeFields> }
  | { type: 'ModuleTypeDeleted'; data: { at: string } }
  | { type: 'ClusterAdded'; data: ClusterFields & { clusterId: string } }
  | { type: 'ClusterUpdated'; data: Changes<ClusterFields> & { clusterId: string } }
  | { type: 'ClusterRemoved'; data: { clusterId: string } }
  | { type: 'QuestionAdded'; data: QuestionFields & { questionId: string } }
  | { type: 'QuestionUpdated'; data: Changes<QuestionFields> & { questionId: string } }
  | { type: 'QuestionRemoved'; data: { questionId: string } }
  | { type: 'ContextQuestionAdded'; data: ContextQuestionFields & { contextQuestionId: string } }
  | { type: 'ContextQuestionUpdated'; data: Changes<ContextQuestionFields> & { contextQuestionId: string } }
  | { type: 'ContextQuestionRemoved'; data: { contextQuestionId: string } };
