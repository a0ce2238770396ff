import { proxy } from 'valtio';
import {
  catalogueApi,
  type ClusterInput,
  type ContextQuestionInput,
  type ModuleType,
  type ModuleTypeInput,
  type QuestionInput,
  type QuestionTree,
} from '../api/catalogue.ts';
import type { Locale } from '../../src-domain/shared/locales.ts';
import { idle, track } from './async.ts';

/** The question administration screen: the module types, the open one's tree in one language, and the edits. */
export const questionsState = proxy({
  moduleTypes: [] as ModuleType[],
  tree: null as QuestionTree | null,
  language: null as Locale | null,
  load: idle(),
  save: idle(),
  remove: idle(),
});

export async function loadModuleTypes(language: Locale): Promise<ModuleType[] | undefined> {
  return track(questionsState.load, async () => {
    questionsState.moduleTypes = await catalogueApi.moduleTypes(language);
    return questionsState.moduleTypes;
  });
}

export async function loadTree(moduleTypeId: string, language: Locale): Promise<void> {
  questionsState.language = language;
  await track(questionsState.load, async () => {
    const [moduleTypes, tree] = await Promise.all([
      catalogueApi.moduleTypes(language),
      catalogueApi.tree(moduleTypeId, language),
    ]);
    questionsState.moduleTypes = moduleTypes;
    questionsState.tree = tree;
  });
}

/** Runs an edit, then reloads the open tree (and the module type list) in the chosen language. */
async function edit<T>(status: 'save' | 'remove', work: () => Promise<T>): Promise<T | undefined> {
  const done = await track(questionsState[status], work);
  const { tree, language } = questionsState;
  if (done !== undefined && tree && language) await loadTree(tree.id, language);
  return done;
}

export const saveModuleType = (id: string | null, language: Locale, input: ModuleTypeInput) =>
  track(questionsState.save, () =>
    id ? catalogueApi.updateModuleType(id, language, input) : catalogueApi.createModuleType(input),
  );
export const copyModuleType = (id: string, name: string) =>
  track(questionsState.save, () => catalogueApi.copyModuleType(id, name));
export const deleteModuleType = (id: string) =>
  track(questionsState.remove, () => catalogueApi.deleteModuleType(id));

export const saveCluster = (moduleTypeId: string, language: Locale, id: string | null, input: ClusterInput) =>
  edit('save', () =>
    id ? catalogueApi.updateCluster(id, language, input) : catalogueApi.createCluster(moduleTypeId, input),
  );
export const deleteCluster = (id: string) => edit('remove', () => catalogueApi.deleteCluster(id));

export const saveQuestion = (
  moduleTypeId: string,
  language: Locale,
  id: string | null,
  input: QuestionInput,
) =>
  edit('save', () =>
    id
      ? catalogueApi.updateQuestion(id, language, input)
      : catalogueApi.createQuestion(moduleTypeId, language, input),
  );
export const deleteQuestion = (id: string) => edit('remove', () => catalogueApi.deleteQuestion(id));

export const saveContextQuestion = (
  moduleTypeId: string,
  language: Locale,
  id: string | null,
  input: ContextQuestionInput,
) =>
  edit('save', () =>
    id
      ? catalogueApi.updateContextQuestion(id, language, input)
      : catalogueApi.createContextQuestion(moduleTypeId, language, input),
  );
export const deleteContextQuestion = (id: string) =>
  edit('remove', () => catalogueApi.deleteContextQuestion(id));
