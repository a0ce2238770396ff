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
