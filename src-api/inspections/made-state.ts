import type { HandleResult } from '../../src-domain/eventstore/command-handler.ts';
import type { InspectionState } from '../../src-domain/inspection/index.ts';
import { inspectionsProjection } from '../../src-projections/inspections/projection.ts';
import type { ChangeNotice } from '../../src-projections/projection.ts';
import type { VersionedInspection } from './presenter.ts';

/**
 * The inspection as a command left it, in the read model's shape and version: the decider's live state is
 * the one fold the inspections read model stores (src-projections/inspections/projection.ts), and
 * `liveVersion` counts its changes as the read model counts its document's. Null once deleted.
 */
export function madeInspection(id: string, state: InspectionState): VersionedInspection | null {
  return state.live ? { ...state.live, _id: id, _version: state.liveVersion } : null;
}

/**
 * The push of what a command changed (`made`: its `madeInspection`), as the read model will tell it (the
 * same version, rooms and document), or none when it changed nothing anyone is shown.
 */
export function madeNotice(
  made: VersionedInspection,
  result: HandleResult<InspectionState>,
): ChangeNotice | null {
  const { state, previous } = result;
  if (!result.appended || state.liveVersion === previous.liveVersion) return null;
  const { _version, ...stored } = made;
  return {
    collection: inspectionsProjection.collection,
    id: made._id,
    version: state.liveVersion,
    previousVersion: previous.liveVersion,
    position: result.position,
    doc: stored,
    rooms: inspectionsProjection.rooms!(stored),
  };
}
