import { Decoder, Encoder, PacketType, type Packet } from 'socket.io-parser';
import { describe, expect, it } from 'vitest';
import type { ChangePush } from '../../src-domain/shared/push-protocol.ts';
import { encodePush, pushParser, withJson } from '../../src-api/realtime/encoded-push.ts';

const push: ChangePush = {
  collection: 'inspections',
  id: 'i-1',
  version: 7,
  previousVersion: 6,
  position: 42,
  doc: { name: 'Solvik "Strand"', answers: { m: { q: { score: 2, comment: 'åäö\n' } } }, end: null },
};

const decode = (text: string) =>
  new Promise<Packet>((resolve) => {
    const decoder = new Decoder();
    decoder.on('decoded', resolve);
    decoder.add(text);
  });

/** The push parser writes a push made once as text with the bytes Socket.IO's own encoder writes. */
describe('encoded pushes', () => {
  const ours = new pushParser.Encoder();
  const theirs = new Encoder();

  it('writes the same bytes as the default encoder, for a change, a removal and another namespace', () => {
    const removal: ChangePush = { ...push, doc: undefined, removed: true };
    for (const [nsp, change] of [
      ['/', push],
      ['/', removal],
      ['/admin', push],
    ] as const) {
      const packet = { type: PacketType.EVENT, nsp, data: ['change', change] };
      const encoded = ours.encode({ ...packet, data: ['change', encodePush(change)] });
      expect(encoded).toEqual(theirs.encode(packet));
    }
  });

  it('is decoded by a client as the push itself', async () => {
    const [text] = ours.encode({ type: PacketType.EVENT, nsp: '/', data: ['change', encodePush(push)] });
    expect((await decode(text as string)).data).toEqual(['change', push]);
  });

  it('reuses the text made with the document instead of encoding it again', () => {
    const doc = withJson({ name: 'walked' }, '{"name":"made once"}');
    const [text] = ours.encode({
      type: PacketType.EVENT,
      nsp: '/',
      data: ['change', encodePush({ ...push, doc })],
    });
    expect(text).toContain('"doc":{"name":"made once"}');
    expect(text).not.toContain('walked');
  });

  it('survives a trip through a plain copy (the MongoDB adapter to another replica)', () => {
    const copied = JSON.parse(JSON.stringify(encodePush(push))) as unknown;
    const [text] = ours.encode({ type: PacketType.EVENT, nsp: '/', data: ['change', copied] });
    expect(text).toBe(theirs.encode({ type: PacketType.EVENT, nsp: '/', data: ['change', push] })[0]);
  });

  it('leaves other packets, and an encoded push with an acknowledgement id or more arguments, correct', async () => {
    const plain = { type: PacketType.EVENT, nsp: '/', data: ['presence', { room: 'r', entries: [] }] };
    expect(ours.encode(plain)).toEqual(theirs.encode(plain));
    const [withId] = ours.encode({
      type: PacketType.EVENT,
      nsp: '/',
      id: 3,
      data: ['change', encodePush(push)],
    });
    expect(withId).toBe(
      theirs.encode({ type: PacketType.EVENT, nsp: '/', id: 3, data: ['change', push] })[0],
    );
    const [more] = ours.encode({ type: PacketType.EVENT, nsp: '/', data: ['change', encodePush(push), 5] });
    expect((await decode(more as string)).data).toEqual(['change', push, 5]);
  });
});
