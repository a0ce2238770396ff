import { hotelQueries } from '../../src-projections/hotels/queries.ts';
import type { ReadModels } from '../../src-projections/read-models.ts';
import { userQueries } from '../../src-projections/users/queries.ts';
import { withJson } from '../realtime/encoded-push.ts';
import { presentInspectionState, type VersionedInspection } from './presenter.ts';

export type LiveState = ReturnType<typeof presentInspectionState>;

/** A live state with its JSON text, made together. */
export interface PresentedState {
  state: LiveState;
  json: string;
}

/**
 * How long a version's presentation serves: the answer to the command that made it and the pushes of the
 * same batch come within milliseconds. The names in it (people, the entity) are read when presented, and a
 * rename does not make a new version of the inspection: past this it is presented again.
 */
const MAX_AGE_MS = 1000;
/** Inspections being answered at once, kept; the oldest goes first. */
const LIMIT = 1_000;

/**
 * Each inspection's live state (GET /api/inspections/:id/state) presented once per version, with its JSON
 * text: the command's answer and every viewer's push of that version (the live state is the same for
 * everyone who may open the inspection) share one presentation, its reads of names and one encoding.
 * What it hands out is shared: never change it.
 */
export class LiveStates {
  private readonly entries = new Map<
    string,
    { version: number; at: number; presented: Promise<PresentedState> }
  >();

  private readonly names = new Map<string, { at: number; name: Promise<string | undefined> }>();

  constructor(private readonly readModels: ReadModels) {}

  of(doc: VersionedInspection): Promise<PresentedState> {
    const version = doc._version;
    // A document without its version (never stored) is presented as it is, and not kept.
    if (version === undefined) return this.present(doc);
    const now = performance.now();
    const known = this.entries.get(doc._id);
    if (known && known.version === version && now - known.at < MAX_AGE_MS) return known.presented;
    const presented = this.present(doc);
    this.entries.delete(doc._id);
    this.entries.set(doc._id, { version, at: now, presented });
    if (this.entries.size > LIMIT) this.entries.delete(this.entries.keys().next().value!);
    presented.catch(() => {
      if (this.entries.get(doc._id)?.presented === presented) this.entries.delete(doc._id);
    });
    return presented;
  }

  private async present(doc: VersionedInspection): Promise<PresentedState> {
    const userIds = [
      ...new Set(
        [doc.userId, doc.lastEditedBy.userId, doc.agentEndTimeSetBy, doc.adminEndTimeSetBy].filter(
          (id): id is string => !!id,
        ),
      ),
    ];
    const [people, hotel] = await Promise.all([
      Promise.all(userIds.map(async (id) => [id, await this.name('user', id)] as const)),
      this.name('hotel', doc.hotelId),
    ]);
    const names = new Map(people.filter((entry): entry is [string, string] => entry[1] !== undefined));
    const state = presentInspectionState(doc, hotel ?? '', names);
    const json = JSON.stringify(state);
    return { state: withJson(state, json), json };
  }

  /**
   * A person's or an entity's name, read at most once a second: every answer names its agent and entity,
   * and the same few are answering many times a second. A rename shows within MAX_AGE_MS, as a version does.
   */
  private name(kind: 'user' | 'hotel', id: string): Promise<string | undefined> {
    const key = `${kind}:${id}`;
    const now = performance.now();
    const known = this.names.get(key);
    if (known && now - known.at < MAX_AGE_MS) return known.name;
    const read =
      kind === 'user' ? userQueries(this.readModels).byId(id) : hotelQueries(this.readModels).byId(id);
    const name = read.then((found) => found?.name);
    this.names.delete(key);
    this.names.set(key, { at: now, name });
    if (this.names.size > LIMIT) this.names.delete(this.names.keys().next().value!);
    name.catch(() => {
      if (this.names.get(key)?.name === name) this.names.delete(key);
    });
    return name;
  }
}
