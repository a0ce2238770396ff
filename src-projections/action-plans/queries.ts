import type { TrackedDocument } from '../projection.ts';
import type { ReadModels } from '../read-models.ts';
import type { Filter } from '../store/types.ts';
import { actionPlansProjection, type ActionPlanDocument } from './projection.ts';

/** The reads of the action plan list's read model. */
export function actionPlanQueries(readModels: ReadModels) {
  const documents = () =>
    readModels.collection<TrackedDocument<ActionPlanDocument>>(actionPlansProjection.collection);
  return {
    byId: (inspectionId: string) => documents().findOne({ _id: inspectionId }),
    /** The plans sent that a scope (and filters) selects, the latest sent first. */
    sent: (filter: Filter, page: { skip: number; limit: number }) =>
      documents().find({ $and: [{ sent: true }, filter] }, { sort: { sentAt: -1, _id: 1 }, ...page }),
    /** The sent plans a scope selects that still have an open action: their entity and actions only. */
    withOpenActions: (filter: Filter) =>
      documents().find(
        { $and: [{ sent: true, states: 'open' }, filter] },
        { projection: { organizationId: 1, hotelId: 1, items: 1 } },
      ) as Promise<Array<Pick<ActionPlanDocument, '_id' | 'organizationId' | 'hotelId' | 'items'>>>,
  };
}
