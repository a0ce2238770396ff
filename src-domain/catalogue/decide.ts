import { changedFields } from '../shared/changes.ts';
import { DomainError } from '../shared/domain-error.ts';
import { jsonBytes } from '../shared/json-bytes.ts';
import type { ModuleTypeCommand } from './commands.ts';
import type { ModuleTypeEvent } from './events.ts';
import { optionsFor } from './choice-options.ts';
import type { QuestionFields } from './fields.ts';
import { withFlagsOfType } from './question-flags.ts';
import {
  CATALOGUE_ERRORS,
  checkCluster,
  checkContextQuestion,
  checkModuleType,
  checkQuestion,
} from './rules.ts';
import { applyModuleTypeEvent, foldModuleType, type ModuleTypeState } from './state.ts';

/** Translated text changes are per language: only the languages sent are compared and changed. */
function withTexts<T extends { content?: object; information?: object }>(
  current: T,
  next: Partial<T>,
): Partial<T> {
  const out = { ...next };
  for (const key of ['content', 'information'] as const) {
    if (next[key]) (out as Record<string, unknown>)[key] = { ...(current[key] ?? {}), ...next[key] };
  }
  return out;
}

/**
 * A choice's options sent in one language (the question dialog) or in several (the import) keep the other
 * languages of the option in the same place; a question that is no longer a choice has none.
 */
function withOptions(current: QuestionFields, next: Partial<QuestionFields>): Partial<QuestionFields> {
  const type = next.type ?? current.type;
  if (type !== 'choice') return current.options?.length ? { ...next, options: [] } : next;
  if (!next.options) return next;
  const options = next.options.map((option, index) => ({
    score: option.score,
    label: { ...(current.options?.[index]?.label ?? {}), ...option.label },
  }));
  return { ...next, options };
}

/**
 * What an update would change on a question (only the languages sent are compared): null when nothing, so
 * the import can tell an unchanged row before deciding anything.
 */
export function questionChange(current: QuestionFields, fields: Partial<QuestionFields>) {
  return changedFields(current, withOptions(current, withTexts(current, withFlagsOfType(fields, current))));
}

/**
 * The most a module type may hold, measured as the JSON of its clusters and questions (every language of
 * their texts): its read-model document, and each inspection questionnaire built from it, stay far under
 * MongoDB's 16 MB per document. About a thousand long questions translated into all ten languages.
 */
export const MAX_MODULE_TYPE_BYTES = 4 * 1024 * 1024;

/** Commands after which a module type may be bigger than before. */
const GROWING = new Set<ModuleTypeCommand['type']>([
  'CopyModuleType',
  'AddCluster',
  'UpdateCluster',
  'AddQuestion',
  'UpdateQuestion',
  'AddContextQuestion',
  'UpdateContextQuestion',
  'ImportQuestions',
]);

const bytesOf = (state: ModuleTypeState) =>
  jsonBytes({ c: state.clusters, q: state.questions, x: state.contextQuestions });

export function decideModuleType(command: ModuleTypeCommand, state: ModuleTypeState): ModuleTypeEvent[] {
  const events = decideUnbounded(command, state);
  if (
    events.length &&
    GROWING.has(command.type) &&
    bytesOf(foldModuleType(state, events)) > MAX_MODULE_TYPE_BYTES
  )
    throw new DomainError(CATALOGUE_ERRORS.tooLarge);
  return events;
}

function decideUnbounded(command: ModuleTypeCommand, state: ModuleTypeState): ModuleTypeEvent[] {
  if (command.type === 'CreateModuleType' || command.type === 'CopyModuleType') {
    if (state.exists) throw new DomainError(CATALOGUE_ERRORS.moduleTypeExists);
    if (command.type === 'CreateModuleType') {
      checkModuleType(command.fields);
      return [
        {
          type: 'ModuleTypeCreated',
          data: {
            moduleTypeId: command.moduleTypeId,
            ...command.fields,
            name: command.fields.name.trim(),
            copiedFrom: null,
            createdAt: command.now,
          },
        },
      ];
    }
    const { source, ids } = command;
    // A copy is named anew: the source's translations of its name are not the copy's.
    const { names: _names, ...sourceFields } = source.fields;
    const fields = { ...sourceFields, name: command.name.trim() };
    checkModuleType(fields);
    const id = (old: string) => ids[old] ?? old;
    return [
      {
        type: 'ModuleTypeCreated',
        data: {
          moduleTypeId: command.moduleTypeId,
          ...fields,
          copiedFrom: source.moduleTypeId,
          createdAt: command.now,
        },
      },
      ...source.clusters.map((c): ModuleTypeEvent => ({
        type: 'ClusterAdded',
        data: { ...c, clusterId: id(c.clusterId) },
      })),
      // Parents before children, so every event leaves a consistent module type.
      ...[...source.questions]
        .sort((a, b) => Number(a.parentId !== null) - Number(b.parentId !== null))
        .map((q): ModuleTypeEvent => ({
          type: 'QuestionAdded',
          data: {
            ...q,
            questionId: id(q.questionId),
            clusterId: id(q.clusterId),
            parentId: q.parentId === null ? null : id(q.parentId),
          },
        })),
      ...source.contextQuestions.map((c): ModuleTypeEvent => ({
        type: 'ContextQuestionAdded',
        data: { ...c, contextQuestionId: id(c.contextQuestionId), clusterId: id(c.clusterId) },
      })),
    ];
  }
  if (!state.exists || state.deleted) throw new DomainError(CATALOGUE_ERRORS.moduleTypeNotFound);
  switch (command.type) {
    case 'UpdateModuleType': {
      const change = changedFields(state.fields!, command.fields);
      if (!change) return [];
      checkModuleType({ ...state.fields!, ...change.changes });
      return [{ type: 'ModuleTypeUpdated', data: change }];
    }
    case 'DeleteModuleType':
      return [{ type: 'ModuleTypeDeleted', data: { at: command.now } }];
    case 'AddCluster':
      if (state.clusters[command.clusterId]) throw new DomainError(CATALOGUE_ERRORS.clusterExists);
      checkCluster(command.fields);
      return [
        {
          type: 'ClusterAdded',
          data: { clusterId: command.clusterId, ...command.fields, name: command.fields.name.trim() },
        },
      ];
    case 'UpdateCluster': {
      const current = state.clusters[command.clusterId];
      if (!current) throw new DomainError(CATALOGUE_ERRORS.clusterNotFound);
      const change = changedFields(current, command.fields);
      if (!change) return [];
      checkCluster({ ...current, ...change.changes });
      return [{ type: 'ClusterUpdated', data: { clusterId: command.clusterId, ...change } }];
    }
    case 'RemoveCluster': {
      if (!state.clusters[command.clusterId]) throw new DomainError(CATALOGUE_ERRORS.clusterNotFound);
      const used =
        Object.values(state.questions).some((q) => q.clusterId === command.clusterId) ||
        Object.values(state.contextQuestions).some((q) => q.clusterId === command.clusterId);
      if (used) throw new DomainError(CATALOGUE_ERRORS.clusterNotEmpty);
      return [{ type: 'ClusterRemoved', data: { clusterId: command.clusterId } }];
    }
    case 'ImportQuestions': {
      // One working copy changed in place: deciding thousands of additions stays linear.
      const working = foldModuleType(state, []);
      const events: ModuleTypeEvent[] = [];
      for (const part of command.commands) {
        for (const event of decideUnbounded(part, working)) {
          applyModuleTypeEvent(working, event);
          events.push(event);
        }
      }
      return events;
    }
    case 'AddQuestion':
      if (state.questions[command.questionId]) throw new DomainError(CATALOGUE_ERRORS.questionExists);
      checkQuestion(command.questionId, command.fields, state);
      return [
        {
          type: 'QuestionAdded',
          data: {
            questionId: command.questionId,
            ...withFlagsOfType(command.fields),
            // Only a choice, or a question sent with options (cleared for its type), carries them.
            ...(command.fields.type === 'choice' || command.fields.options !== undefined
              ? { options: optionsFor(command.fields.type, command.fields.options) }
              : {}),
          },
        },
      ];
    case 'UpdateQuestion': {
      const current = state.questions[command.questionId];
      if (!current) throw new DomainError(CATALOGUE_ERRORS.questionNotFound);
      const change = questionChange(current, command.fields);
      if (!change) return [];
      checkQuestion(command.questionId, { ...current, ...change.changes }, state);
      return [{ type: 'QuestionUpdated', data: { questionId: command.questionId, ...change } }];
    }
    case 'RemoveQuestion': {
      if (!state.questions[command.questionId]) throw new DomainError(CATALOGUE_ERRORS.questionNotFound);
      if (Object.values(state.questions).some((q) => q.parentId === command.questionId))
        throw new DomainError(CATALOGUE_ERRORS.hasChildren);
      return [{ type: 'QuestionRemoved', data: { questionId: command.questionId } }];
    }
    case 'AddContextQuestion':
      if (state.contextQuestions[command.contextQuestionId])
        throw new DomainError(CATALOGUE_ERRORS.contextQuestionExists);
      checkContextQuestion(command.fields, state);
      return [
        {
          type: 'ContextQuestionAdded',
          data: { contextQuestionId: command.contextQuestionId, ...command.fields },
        },
      ];
    case 'UpdateContextQuestion': {
      const current = state.contextQuestions[command.contextQuestionId];
      if (!current) throw new DomainError(CATALOGUE_ERRORS.contextQuestionNotFound);
      const change = changedFields(current, withTexts(current, command.fields));
      if (!change) return [];
      checkContextQuestion({ ...current, ...change.changes }, state);
      return [
        { type: 'ContextQuestionUpdated', data: { contextQuestionId: command.contextQuestionId, ...change } },
      ];
    }
    case 'RemoveContextQuestion':
      if (!state.contextQuestions[command.contextQuestionId])
        throw new DomainError(CATALOGUE_ERRORS.contextQuestionNotFound);
      return [{ type: 'ContextQuestionRemoved', data: { contextQuestionId: command.contextQuestionId } }];
  }
}
