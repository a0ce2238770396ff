import { Decoder, Encoder, PacketType, type Packet } from 'socket.io-parser';
import type { ChangePush } from '../../src-domain/shared/push-protocol.ts';

/**
 * A push's message as JSON text, made once and written as it is to every socket it goes to. Socket.IO would
 * otherwise walk the whole document twice per emit (`hasBinary`, then `JSON.stringify`), and an inspection's
 * live state is the largest thing the server sends. A plain object under a key of its own (not a class), so
 * it survives the MongoDB adapter's trip to the other API replicas, whose encoder writes it the same way.
 */
export interface EncodedPush {
  [ENCODED]: string;
}

const ENCODED = '__encodedPush';

/** JSON text already made for a value (an inspection's live state, see inspections/live-states.ts). */
const texts = new WeakMap<object, string>();

/** Remembers `json` as the text of `value`, which must then never change. */
export function withJson<T extends object>(value: T, json: string): T {
  texts.set(value, json);
  return value;
}

function jsonOf(value: unknown): string {
  return (typeof value === 'object' && value !== null && texts.get(value)) || JSON.stringify(value);
}

/** The push as the wire carries it: the document's text reused when it was made before. */
export function encodePush(push: ChangePush): EncodedPush {
  const { doc, ...envelope } = push;
  const head = JSON.stringify(envelope);
  const text = doc === undefined ? head : `${head.slice(0, -1)},"doc":${jsonOf(doc)}}`;
  return { [ENCODED]: text };
}

function isEncoded(value: unknown): value is EncodedPush {
  return typeof value === 'object' && value !== null && typeof (value as EncodedPush)[ENCODED] === 'string';
}

/**
 * Socket.IO's encoder, writing an event's EncodedPush arguments as their text (the same bytes the default
 * encoder would write for the push itself, so clients decode it as ever); every other packet as before.
 */
class PushEncoder extends Encoder {
  override encode(packet: Packet): unknown[] {
    const data = packet.data as unknown[] | undefined;
    if (packet.type !== PacketType.EVENT || !Array.isArray(data) || !data.some(isEncoded))
      return super.encode(packet);
    // Another argument beside it (none is sent today) might be binary: the default path, the text parsed back.
    if (data.length !== 2 || typeof data[0] !== 'string' || !isEncoded(data[1]))
      return super.encode({
        ...packet,
        data: data.map((item) => (isEncoded(item) ? JSON.parse(item[ENCODED]) : item)),
      });
    const nsp = packet.nsp && packet.nsp !== '/' ? `${packet.nsp},` : '';
    const id = packet.id ?? '';
    return [`${PacketType.EVENT}${nsp}${id}[${JSON.stringify(data[0])},${data[1][ENCODED]}]`];
  }
}

/** The `parser` option of the Socket.IO server. */
export const pushParser = { Encoder: PushEncoder, Decoder };
