import type { ReadModels } from '../read-models.ts';
import type { SortSpec } from '../store/types.ts';
import { moduleTypesProjection, type ModuleTypeDocument } from './projection.ts';

const BY_NAME: SortSpec = { name: 1 };

/** The lists inside a module type whose items have their own ids. */
export type ModuleTypePart = 'clusters' | 'questions' | 'contextQuestions';

/** The reads of the module types (question catalogue) read model: routes go through these, never the store. */
export function moduleTypeQueries(readModels: ReadModels) {
  const documents = () => readModels.collection<ModuleTypeDocument>(moduleTypesProjection.collection);
  return {
    /** One module type with its clusters and questions; null when none (or deleted). */
    byId: (moduleTypeId: string) => documents().findOne({ _id: moduleTypeId }),
    /** The module type holding a cluster, question or context question; null when none holds it. */
    holding: (part: ModuleTypePart, itemId: string) => documents().findOne({ [`${part}.id`]: itemId }),
    /** The module types with these ids (an inspection type's modules): never the whole catalogue. */
    byIds: (moduleTypeIds: string[]) =>
      moduleTypeIds.length === 0
        ? Promise.resolve([])
        : documents().find({ _id: { $in: [...new Set(moduleTypeIds)] } }),
    /** The whole catalogue, in no particular order (to copy or match questions from). */
    all: () => documents().find({}),
    /** The whole catalogue, by name (as the screens and the export list it). */
    allByName: () => documents().find({}, { sort: BY_NAME }),
    /** The first module type by name; null when the catalogue is empty. */
    firstByName: async () => (await documents().find({}, { sort: BY_NAME, limit: 1 }))[0] ?? null,
  };
}
