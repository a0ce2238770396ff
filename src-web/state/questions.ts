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
import { room } from '../../src-domain/shared/rooms.ts';
import type { LiveWatch } from '../realtime/live-client.ts';
import { byName, liveDocument, liveList, together, upsert } from '../realtime/live-list.ts';
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

/**
 * Runs an edit of the open tree, asked in the tree's language: the server answers the tree as its GET
 * presents it, and the answer is shown (no reload).
 */
async function edit(
  status: 'save' | 'remove',
  work: (language: Locale | undefined) => Promise<QuestionTree>,
): Promise<QuestionTree | undefined> {
  const language = questionsState.language ?? undefined;
  const done = await track(questionsState[status], () => work(language));
  if (done && questionsState.tree?.id === done.id && questionsState.language === (language ?? null))
    questionsState.tree = done;
  return done;
}

/**
 * A module type as the server answered its creation, copy or change (its list line): it takes its place in
 * the list and, when it is the open one, its tree's own fields change with it (no reload).
 */
function applyModuleType(saved: ModuleType | undefined): ModuleType | undefined {
  if (!saved) return saved;
  const line = moduleTypeLine(saved as QuestionTree);
  const next = upsert(questionsState.moduleTypes, saved.id, line, byName);
  if (next) questionsState.moduleTypes = next;
  const tree = questionsState.tree;
  if (tree?.id === saved.id)
    questionsState.tree = {
      ...tree,
      name: saved.name,
      classification: saved.classification,
      area: saved.area,
    };
  return saved;
}

export const saveModuleType = async (id: string | null, language: Locale, input: ModuleTypeInput) =>
  applyModuleType(
    await track(questionsState.save, () =>
      id ? catalogueApi.updateModuleType(id, language, input) : catalogueApi.createModuleType(input),
    ),
  );
export const copyModuleType = async (id: string, name: string) =>
  applyModuleType(await track(questionsState.save, () => catalogueApi.copyModuleType(id, name)));
export const deleteModuleType = (id: string) =>
  track(questionsState.remove, () => catalogueApi.deleteModuleType(id));

export const saveCluster = (moduleTypeId: string, language: Locale, id: string | null, input: ClusterInput) =>
  edit('save', () =>
    id
      ? catalogueApi.updateCluster(id, language, input)
      : catalogueApi.createCluster(moduleTypeId, input, language),
  );
export const deleteCluster = (id: string) =>
  edit('remove', (language) => catalogueApi.deleteCluster(id, language));

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
export const deleteQuestion = (id: string) =>
  edit('remove', (language) => catalogueApi.deleteQuestion(id, language));

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
  edit('remove', (language) => catalogueApi.deleteContextQuestion(id, language));

/** A module type's line of the list, from its pushed tree (the list GET presents the same fields). */
export const moduleTypeLine = ({ id, name, classification, area, copiedFrom, createdAt }: QuestionTree) => ({
  id,
  name,
  classification,
  area,
  copiedFrom,
  createdAt,
});

/**
 * The module type list and the open tree kept current from the catalogue room of the language edited: a
 * pushed module type (its tree in that language, as the tree GET answers it) replaces the open tree and its
 * line, comes into the list at its place by name, and a deleted one leaves.
 */
export function questionsWatch(moduleTypeId: string, language: Locale, reload: () => unknown): LiveWatch {
  return together(
    reload,
    liveList<ModuleType>({
      rooms: [room('catalogue', language)],
      collection: 'moduleTypes',
      toRow: (doc) => moduleTypeLine(doc as QuestionTree),
      compare: byName,
      rows: () => questionsState.moduleTypes,
      setRows: (rows) => (questionsState.moduleTypes = rows),
      reload,
    }),
    liveDocument<QuestionTree>({
      collection: 'moduleTypes',
      id: moduleTypeId,
      get: () => (questionsState.language === language ? questionsState.tree : null),
      set: (tree) => (questionsState.tree = tree),
    }),
  );
}
