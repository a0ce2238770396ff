/**
 * The push wire protocol, fixed so any client can follow it:
 * - client emits `subscribe` {room} with an acknowledgement answered {ok: true} or {msg: <translation key>}
 * - client emits `unsubscribe` {room}
 * - server emits `change` {collection, id, version, previousVersion, position, doc} or {…, removed: true}
 * - server emits `revoked` {room} when the socket was taken out of a room it may no longer be in
 */
export const SUBSCRIBE = 'subscribe';
export const UNSUBSCRIBE = 'unsubscribe';
export const CHANGE = 'change';
export const REVOKED = 'revoked';

export interface ChangePush {
  collection: string;
  id: string;
  version: number;
  /**
   * The version the document had before the batch that made this one: several events applied in one batch
   * raise the version by more than one, and a client holding previousVersion has missed nothing.
   */
  previousVersion: number;
  position: number;
  doc?: unknown;
  removed?: true;
}

/** The viewer lost access to a room (unlinked, reassigned, deactivated): what it showed from there goes. */
export interface RevokedPush {
  room: string;
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
