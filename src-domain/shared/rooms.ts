import { LOCALES } from './locales.ts';

/**
 * Socket.IO rooms a change can be pushed to; shared by the server (joins, fan-out) and the web client.
 * `inspections:<hotelId>` is an entity's inspection list, for the admins of that entity only (its agents
 * may not see every inspection there, so `hotel:<id>` does not carry them). A room only offers a change:
 * each member is pushed the document as its own HTTP GET answers it, or nothing (docs/realtime.md), so one
 * room serves every role that may join it.
 * `audit:<locale>` and `catalogue:<locale>` carry the audit trail's entries and the question catalogue's
 * module types: their screens' GETs present texts in a language the screen asks for, so the room names it
 * (as the GET's `languageShortCode` does); who may read what is the viewer's own, never the room's.
 */
export const ROOM_KINDS = [
  'inspection',
  'inspections',
  'hotel',
  'org',
  'dashboard',
  'user',
  'audit',
  'catalogue',
] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];

export const ROOM_PATTERN =
  /^(inspection|inspections|hotel|org|dashboard|user|audit|catalogue):[A-Za-z0-9_-]{1,100}$/;

export function room(kind: RoomKind, id: string): string {
  return `${kind}:${id}`;
}

/** Every language's catalogue room: a catalogue change is offered in each. */
export const CATALOGUE_ROOMS = LOCALES.map((locale) => room('catalogue', locale));

export function parseRoom(name: string): { kind: RoomKind; id: string } | null {
  if (!ROOM_PATTERN.test(name)) return null;
  const separator = name.indexOf(':');
  return { kind: name.slice(0, separator) as RoomKind, id: name.slice(separator + 1) };
}
