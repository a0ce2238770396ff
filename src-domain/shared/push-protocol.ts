/**
 * The push wire protocol, fixed so any client can follow it:
 * - client emits `subscribe` {room} with an acknowledgement answered {ok: true} or {msg: <translation key>}
 * - client emits `unsubscribe` {room}
 * - server emits `change` {collection, id, version, position, doc} or {…, removed: true}
 */
export const SUBSCRIBE = 'subscribe';
export const UNSUBSCRIBE = 'unsubscribe';
export const CHANGE = 'change';

export interface ChangePush {
  collection: string;
  id: string;
  version: number;
  position: number;
  doc?: unknown;
  removed?: true;
}

export type SubscribeAck = { ok: true } | { msg: string };

export const PUSH_ERRORS = {
  invalidRoom: 'errors.invalidRoom',
  forbidden: 'errors.forbidden',
} as const;

/**
 * Presence in an inspection (who is on which question), never stored:
 * - client emits `presence` {room: 'inspection:<id>', questionId: string | null} for a room it has joined
 * - server emits `presence` {room, entries: [{userId, name, questionId}]} to the room on every change
 */
export const PRESENCE = 'presence';
export interface PresenceEntry {
  userId: string;
  name: string;
  questionId: string | null;
}
export interface PresencePush {
  room: string;
  entries: PresenceEntry[];
}
