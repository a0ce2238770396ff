import type { ClusterFields, ContextQuestionFields, ModuleTypeFields, QuestionFields } from './fields.ts';

export type ModuleTypeCommand =
  | { type: 'CreateModuleType'; moduleTypeId: string; fields: ModuleTypeFields; now: string }
  | {
      /** A copy: the new module type with every cluster, question and context question of the source, new ids. */
      type: 'CopyModuleType';
      moduleTypeId: string;
      name: string;
      source: {
        moduleTypeId: string;
        fields: ModuleTypeFields;
        clusters: Array<ClusterFields & { clusterId: string }>;
        questions: Array<QuestionFields & { questionId: string }>;
        contextQuestions: Array<ContextQuestionFields & { contextQuestionId: string }>;
      };
      /** Old id -> new id for every cluster, question and context question (made by the caller). */
      ids: Record<string, string>;
      now: string;
    }
  | { type: 'UpdateModuleType'; fields: Partial<ModuleTypeFields> }
  | { type: 'DeleteModuleType'; now: string }
  | { type: 'AddCluster'; clusterId: string; fields: ClusterFields }
  | { type: 'UpdateCluster'; clusterId: string; fields: Partial<ClusterFields> }
  | { type: 'RemoveCluster'; clusterId: string }
  | { type: 'AddQuestion'; questionId: string; fields: QuestionFields }
  | { type: 'UpdateQuestion'; questionId: string; fields: Partial<QuestionFields> }
  | { type: 'RemoveQuestion'; questionId: string }
  | { type: 'AddContextQuestion'; contextQuestionId: string; fields: ContextQuestionFields }
  | { type: 'UpdateContextQuestion'; contextQuestionId: string; fields: Partial<ContextQuestionFields> }
  | { type: 'RemoveContextQuestion'; contextQuestionId: string }
  | {
      /**
       * Many changes as one: a spreadsheet import. Each is decided by its own rules, in order, against the
       * state the earlier ones made; one refusal refuses all, so an import never lands half.
       */
      type: 'ImportQuestions';
      commands: Array<Extract<ModuleTypeCommand, { type: 'AddCluster' | 'AddQuestion' | 'UpdateQuestion' }>>;
    };
