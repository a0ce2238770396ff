import { room } from '../../src-domain/shared/rooms.ts';
import { proxy } from 'valtio';
import {
  inspectionTypesApi,
  type InspectionType,
  type InspectionTypeInput,
} from '../api/inspection-types.ts';
import type { LiveWatch } from '../realtime/live-client.ts';
import { byName, liveList } from '../realtime/live-list.ts';
import { liveClient } from '../realtime/session-socket.ts';
import { idle, track } from './async.ts';

/** Whose types a table shows: one entity's, or an organization's own (its templates). */
export type TypeScope = { hotelId: string } | { organizationId: string };

export const inspectionTypesState = proxy({
  items: [] as InspectionType[],
  /** The scope the items belong to, so a table never shows another scope's list while loading. */
  scopeKey: '',
  load: idle(),
  save: idle(),
  remove: idle(),
  link: idle(),
});

const keyOf = (scope: TypeScope) =>
  'hotelId' in scope ? room('hotel', scope.hotelId) : room('org', scope.organizationId);

export async function loadInspectionTypes(scope: TypeScope): Promise<void> {
  await track(inspectionTypesState.load, async () => {
    const items =
      'hotelId' in scope
        ? await inspectionTypesApi.ofHotel(scope.hotelId)
        : await inspectionTypesApi.ofOrganization(scope.organizationId);
    inspectionTypesState.items = items;
    inspectionTypesState.scopeKey = keyOf(scope);
  });
}

export const isShowing = (scope: TypeScope) => inspectionTypesState.scopeKey === keyOf(scope);

export async function saveInspectionType(
  id: string | null,
  input: InspectionTypeInput,
  scope: TypeScope,
): Promise<boolean> {
  const saved = await track(inspectionTypesState.save, () =>
    id
      ? inspectionTypesApi.update(id, input)
      : 'hotelId' in scope
        ? inspectionTypesApi.createAtHotel(scope.hotelId, input)
        : inspectionTypesApi.createForOrganization({ ...input, organizationId: scope.organizationId }),
  );
  if (saved) hold([saved]);
  return !!saved;
}

/** The removal comes back as its push (the answer carries no document), and the row leaves with it. */
export async function deleteInspectionType(id: string): Promise<boolean> {
  const done = await track(inspectionTypesState.remove, () => inspectionTypesApi.remove(id));
  return !!done;
}

/** Types the server answered, as their GET presents them: into the store, so every table showing them follows. */
function hold(types: readonly InspectionType[]): void {
  for (const type of types) liveClient.put('inspectionTypes', type.id, type.version, type);
}

/** Copies a template with its modules to the chosen entities. */
export async function linkToHotels(templateId: string, hotelIds: string[]): Promise<boolean> {
  const done = await track(inspectionTypesState.link, () =>
    inspectionTypesApi.fromTemplate(templateId, hotelIds),
  );
  if (done) hold(done);
  return !!done;
}

/**
 * A type table kept current from its organization's room: an entity's types (`hotelId`), or the
 * organization's own (no entity), by name as their GETs sort.
 */
export function inspectionTypesWatch(scope: TypeScope, organizationId: string): LiveWatch {
  return liveList<InspectionType>({
    rooms: [room('org', organizationId)],
    collection: 'inspectionTypes',
    toRow: (doc) => {
      const type = doc as InspectionType;
      const belongs =
        'hotelId' in scope
          ? type.hotelId === scope.hotelId
          : type.organizationId === scope.organizationId && type.hotelId === null;
      return belongs ? type : null;
    },
    compare: byName,
    rows: () => (isShowing(scope) ? inspectionTypesState.items : []),
    setRows: (rows) => {
      if (isShowing(scope)) inspectionTypesState.items = rows;
    },
    reload: () => loadInspectionTypes(scope),
  });
}
