import type { NewEvent, RecordedEvent } from '../eventstore/types.ts';
import { decryptValue, encryptValue, isEncrypted } from './cipher.ts';
import { ERASED_VALUES, PERSONAL_FIELDS, PERSONAL_STREAM_PREFIX, USER_ERASED } from './personal-fields.ts';

type Path = readonly [string] | readonly [string, string];
type Data = Record<string, unknown>;

/** The person whose key a stream's events are encrypted under; null for every stream that has none. */
export function personOfStream(stream: string): string | null {
  return stream.startsWith(PERSONAL_STREAM_PREFIX) ? stream.slice(PERSONAL_STREAM_PREFIX.length) : null;
}

/** Whether reading this event involves personal data: one of the types listed, or an erasure. */
export const touchesPersonalData = (event: { type: string; stream: string }): boolean =>
  (PERSONAL_FIELDS[event.type] !== undefined || event.type === USER_ERASED) &&
  event.stream.startsWith(PERSONAL_STREAM_PREFIX);

/** The context each value is authenticated with: whose it is and where it sits. */
const contextOf = (userId: string, path: Path) => `${userId}\n${path.join('.')}`;

/** A copy of `data` with the value at each path replaced by `replace(value, path)`; untouched when none changes. */
function mapFields(
  data: Data,
  paths: readonly Path[],
  replace: (value: unknown, path: Path) => unknown,
): Data {
  let out: Data | null = null;
  for (const path of paths) {
    const [head, leaf] = path;
    const holder = (leaf === undefined ? data : data[head]) as Data | undefined;
    const field = leaf ?? head;
    if (!holder || typeof holder !== 'object' || !(field in holder) || holder[field] === undefined) continue;
    const next = replace(holder[field], path);
    if (next === holder[field]) continue;
    out ??= { ...data };
    if (leaf === undefined) out[field] = next;
    else out[head] = { ...(out[head] as Data), [field]: next };
  }
  return out ?? data;
}

/** The event with its personal fields encrypted under the person's key (plain values only). */
export function encryptEvent<E extends Pick<NewEvent, 'type' | 'data'>>(
  userId: string,
  key: Uint8Array,
  event: E,
): E {
  const paths = PERSONAL_FIELDS[event.type];
  if (!paths || typeof event.data !== 'object' || event.data === null) return event;
  const data = mapFields(event.data as Data, paths, (value, path) =>
    isEncrypted(value) ? value : encryptValue(key, contextOf(userId, path), value),
  );
  return data === event.data ? event : { ...event, data };
}

/**
 * The event with its personal fields decrypted; with no key (or another one: the person was erased) each of
 * them reads as the erased marker and the data says `erased: true`. A value still in plain text (a log not
 * yet migrated) is left as it is.
 */
export function decryptEvent(userId: string, key: Uint8Array | null, event: RecordedEvent): RecordedEvent {
  const paths = PERSONAL_FIELDS[event.type];
  if (!paths) return event;
  let erased = false;
  const data = mapFields(event.data as Data, paths, (value, path) => {
    if (!isEncrypted(value)) return value;
    const plain = key ? decryptValue(key, contextOf(userId, path), value) : undefined;
    if (plain !== undefined) return plain;
    erased = true;
    return ERASED_VALUES[path[path.length - 1]!] ?? '';
  });
  if (data === event.data) return event;
  return { ...event, data: erased ? { ...data, erased: true } : data };
}

/** Every name and e-mail address a person's events (as read, decrypted) held: what to look for when erasing. */
export function personalValuesOf(events: readonly Pick<RecordedEvent, 'type' | 'data'>[]): {
  names: string[];
  addresses: string[];
} {
  const names = new Set<string>();
  const addresses = new Set<string>();
  for (const event of events) {
    mapFields(event.data as Data, PERSONAL_FIELDS[event.type] ?? [], (value, path) => {
      const field = path[path.length - 1]!;
      if (typeof value === 'string' && value !== '') {
        if (field === 'name') names.add(value);
        else if (field === 'email' || field === 'previousEmail') addresses.add(value);
      }
      return value;
    });
  }
  return { names: [...names], addresses: [...addresses] };
}
