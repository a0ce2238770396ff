import type { ReadModels } from '../read-models.ts';
import type { SortSpec } from '../store/types.ts';
import { inspectionTypesProjection, type InspectionTypeDocument } from './projection.ts';

/** Type lists read alphabetically, as the screens show them. */
const BY_NAME: SortSpec = { name: 1 };

/** The reads of the inspection types read model: routes and access checks go through these, never the store. */
export function inspectionTypeQueries(readModels: ReadModels) {
  const documents = () => readModels.collection<InspectionTypeDocument>(inspectionTypesProjection.collection);
  return {
    /** One type with its modules; null when none (or deleted). */
    byId: (typeId: string) => documents().findOne({ _id: typeId }),
    /** The types of these ids that exist, by name. */
    byIds: (typeIds: string[]) => documents().find({ _id: { $in: typeIds } }, { sort: BY_NAME }),
    /** Every type, in no particular order (demo seeding copies the catalogue from them). */
    all: () => documents().find({}),
    /** One entity's types, by name. */
    atHotel: (hotelId: string) => documents().find({ hotelId }, { sort: BY_NAME }),
    /** An organization's types, its templates and its entities' alike, by name. */
    inOrganization: (organizationId: string) => documents().find({ organizationId }, { sort: BY_NAME }),
    /** An organization's own types, at no entity: the templates copied to entities, by name. */
    templatesOf: (organizationId: string) =>
      documents().find({ organizationId, hotelId: null }, { sort: BY_NAME }),
    /** The Safe Q types at these entities: each is a daily round there. */
    safeQAt: (hotelIds: string[]) => documents().find({ hotelId: { $in: hotelIds }, reportType: 'safeQ' }),
    /** The self-serve types at these entities, by name: what agents may start on their own. */
    selfServeAt: (hotelIds: string[]) =>
      documents().find({ hotelId: { $in: hotelIds }, isSelfServe: true }, { sort: BY_NAME }),
    /** The entities' types with an automatic start time (the scheduler's candidates to start inspections). */
    withAutoStart: () => documents().find({ hotelId: { $ne: null }, autoStartTime: { $ne: null } }),
    /** The entities' types whose notification list is not empty (its toggle is on). */
    notifying: (list: 'reminderEmail' | 'autoCloseWarningEmail' | 'reportEmail') =>
      documents().find({ hotelId: { $ne: null }, [`${list}.0`]: { $exists: true } }),
    /** A type with a module of this module type, if any: such a module type must stay. */
    oneUsingModuleType: (moduleTypeId: string) =>
      documents().findOne({ modules: { $elemMatch: { moduleTypeId } } }),
  };
}
