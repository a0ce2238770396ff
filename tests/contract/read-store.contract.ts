import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuplicateKeyError, type Document, type ReadStore } from '../../src-projections/store/types.ts';

export interface ReadStoreHarness {
  store: ReadStore;
  close: () => Promise<void>;
}

interface Room extends Document {
  hotel: string;
  floor: number;
  score?: number;
  tags?: string[];
  note?: string;
  created?: string;
}

const fresh = () => `c${randomUUID().replace(/-/g, '')}`;

/** The behaviour every read-store adapter must show: MongoDB's, for the subset the read models use. */
export function readStoreContract(name: string, open: () => Promise<ReadStoreHarness>) {
  describe(`read store contract: ${name}`, () => {
    let harness: ReadStoreHarness;
    let store: ReadStore;
    beforeAll(async () => {
      harness = await open();
      store = harness.store;
    });
    afterAll(() => harness?.close());

    async function seeded() {
      const rooms = store.collection<Room>(fresh());
      for (const [i, hotel] of ['north', 'north', 'south', 'south', 'south'].entries()) {
        await rooms.insertOne({ _id: `r${i + 1}`, hotel, floor: i + 1, score: (i + 1) * 10, tags: ['a'] });
      }
      return rooms;
    }

    it('inserts and finds by id, with null for a missing document', async () => {
      const rooms = store.collection<Room>(fresh());
      await expect(rooms.insertOne({ _id: 'r1', hotel: 'north', floor: 1 })).resolves.toEqual({
        insertedId: 'r1',
      });
      expect(await rooms.findOne({ _id: 'r1' })).toEqual({ _id: 'r1', hotel: 'north', floor: 1 });
      expect(await rooms.findOne({ _id: 'nope' })).toBeNull();
      await expect(rooms.insertOne({ _id: 'r1', hotel: 'x', floor: 2 })).rejects.toBeInstanceOf(
        DuplicateKeyError,
      );
    });

    it('finds with filter, sort, skip, limit and projection', async () => {
      const rooms = await seeded();
      const found = await rooms.find(
        { hotel: 'south', floor: { $gte: 3 } },
        { sort: { floor: -1 }, skip: 1, limit: 1, projection: { floor: 1 } },
      );
      expect(found).toEqual([{ _id: 'r4', floor: 4 }]);
      expect(
        (await rooms.find({ $or: [{ floor: 1 }, { floor: 5 }] }, { sort: { floor: 1 } })).map((r) => r._id),
      ).toEqual(['r1', 'r5']);
      expect(
        (await rooms.find({ _id: { $in: ['r2', 'r3', 'zz'] } }, { sort: { _id: 1 } })).map((r) => r._id),
      ).toEqual(['r2', 'r3']);
      expect(await rooms.findOne({ hotel: 'south' }, { sort: { floor: -1 } })).toMatchObject({ _id: 'r5' });
    });

    it('projects included fields, nested ones too, filtering and sorting by fields it leaves out', async () => {
      type Wing = Document & {
        hotel: string;
        floor: number;
        note?: string | null;
        size?: { m2: number; beds: number };
      };
      const wings = store.collection<Wing>(fresh());
      await wings.insertOne({ _id: 'w1', hotel: 'north', floor: 2, note: null, size: { m2: 20, beds: 2 } });
      await wings.insertOne({ _id: 'w2', hotel: 'north', floor: 1, size: { m2: 30, beds: 3 } });
      await wings.insertOne({ _id: 'w3', hotel: 'south', floor: 3, note: 'sea view' });
      expect(await wings.find({ hotel: 'north' }, { sort: { floor: 1 }, projection: { note: 1 } })).toEqual([
        { _id: 'w2' },
        { _id: 'w1', note: null },
      ]);
      expect(
        await wings.find(
          { 'size.beds': { $gte: 2 } },
          { sort: { _id: 1 }, projection: { 'size.m2': 1, _id: 0 } },
        ),
      ).toEqual([{ size: { m2: 20 } }, { size: { m2: 30 } }]);
      expect(await wings.find({ floor: { $gt: 2 } }, { projection: { hotel: 1, note: 1 } })).toEqual([
        { _id: 'w3', hotel: 'south', note: 'sea view' },
      ]);
    });

    it('counts documents', async () => {
      const rooms = await seeded();
      expect(await rooms.countDocuments()).toBe(5);
      expect(await rooms.countDocuments({ hotel: 'north' })).toBe(2);
      expect(await store.collection(fresh()).countDocuments()).toBe(0);
    });

    it('aggregates with $match, $group, $sort, $limit and $project', async () => {
      const rooms = await seeded();
      const result = await rooms.aggregate([
        { $match: { floor: { $gt: 1 } } },
        {
          $group: { _id: '$hotel', total: { $sum: '$score' }, rooms: { $sum: 1 }, best: { $max: '$score' } },
        },
        { $sort: { total: -1 } },
        { $limit: 5 },
        { $project: { _id: 1, total: 1, rooms: 1 } },
      ]);
      expect(result).toEqual([
        { _id: 'south', total: 120, rooms: 3 },
        { _id: 'north', total: 20, rooms: 1 },
      ]);
    });

    it('updates with $set, $unset, $inc, $push, $pull and $addToSet', async () => {
      const rooms = await seeded();
      const r = await rooms.updateOne(
        { _id: 'r1' },
        { $set: { note: 'ok' }, $unset: { score: '' }, $inc: { floor: 10 }, $push: { tags: 'b' } },
      );
      expect(r).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0 });
      await rooms.updateOne({ _id: 'r1' }, { $addToSet: { tags: 'b' } });
      await rooms.updateOne({ _id: 'r1' }, { $addToSet: { tags: 'c' } });
      await rooms.updateOne({ _id: 'r1' }, { $pull: { tags: 'a' } });
      expect(await rooms.findOne({ _id: 'r1' })).toEqual({
        _id: 'r1',
        hotel: 'north',
        floor: 11,
        tags: ['b', 'c'],
        note: 'ok',
      });
      expect(await rooms.updateOne({ _id: 'nope' }, { $set: { note: 'x' } })).toMatchObject({
        matchedCount: 0,
        modifiedCount: 0,
      });
      expect(await rooms.updateOne({ _id: 'r1' }, { $set: { note: 'ok' } })).toMatchObject({
        matchedCount: 1,
        modifiedCount: 0,
      });
    });

    it('updates many', async () => {
      const rooms = await seeded();
      expect(await rooms.updateMany({ hotel: 'south' }, { $inc: { score: 1 } })).toMatchObject({
        matchedCount: 3,
        modifiedCount: 3,
      });
      expect((await rooms.find({ hotel: 'south' }, { sort: { _id: 1 } })).map((r) => r.score)).toEqual([
        31, 41, 51,
      ]);
    });

    it('upserts with $setOnInsert only on insert', async () => {
      const rooms = store.collection<Room>(fresh());
      const first = await rooms.updateOne(
        { _id: 'r9' },
        { $set: { floor: 9 }, $setOnInsert: { hotel: 'east', created: '2026-01-01' } },
        { upsert: true },
      );
      expect(first).toMatchObject({ matchedCount: 0, upsertedCount: 1, upsertedId: 'r9' });
      await rooms.updateOne(
        { _id: 'r9' },
        { $set: { floor: 10 }, $setOnInsert: { created: '2099-01-01' } },
        { upsert: true },
      );
      expect(await rooms.findOne({ _id: 'r9' })).toEqual({
        _id: 'r9',
        floor: 10,
        hotel: 'east',
        created: '2026-01-01',
      });
      const byField = await rooms.updateOne({ hotel: 'west' }, { $set: { floor: 1 } }, { upsert: true });
      expect(typeof byField.upsertedId).toBe('string');
      expect(await rooms.findOne({ hotel: 'west' })).toMatchObject({
        hotel: 'west',
        floor: 1,
        _id: byField.upsertedId,
      });
    });

    it('replaces, with upsert', async () => {
      const rooms = await seeded();
      await rooms.replaceOne({ _id: 'r1' }, { _id: 'r1', hotel: 'moved', floor: 0 });
      expect(await rooms.findOne({ _id: 'r1' })).toEqual({ _id: 'r1', hotel: 'moved', floor: 0 });
      expect(
        await rooms.replaceOne({ _id: 'r8' }, { _id: 'r8', hotel: 'n', floor: 8 }, { upsert: true }),
      ).toMatchObject({ upsertedCount: 1 });
      expect(await rooms.findOne({ _id: 'r8' })).toEqual({ _id: 'r8', hotel: 'n', floor: 8 });
    });

    it('deletes one and many', async () => {
      const rooms = await seeded();
      expect(await rooms.deleteOne({ hotel: 'north' })).toEqual({ deletedCount: 1 });
      expect(await rooms.deleteMany({ hotel: 'south' })).toEqual({ deletedCount: 3 });
      expect(await rooms.deleteMany({ hotel: 'nowhere' })).toEqual({ deletedCount: 0 });
      expect(await rooms.countDocuments()).toBe(1);
    });

    it('runs a bulk write in order', async () => {
      const rooms = await seeded();
      const result = await rooms.bulkWrite([
        { insertOne: { document: { _id: 'r6', hotel: 'east', floor: 6 } } },
        { updateOne: { filter: { _id: 'r6' }, update: { $set: { score: 60 } } } },
        { updateMany: { filter: { hotel: 'north' }, update: { $set: { score: 0 } } } },
        {
          replaceOne: {
            filter: { _id: 'r7' },
            replacement: { _id: 'r7', hotel: 'east', floor: 7 },
            upsert: true,
          },
        },
        { deleteOne: { filter: { _id: 'r3' } } },
        { deleteMany: { filter: { hotel: 'south' } } },
      ]);
      expect(result).toEqual({
        insertedCount: 1,
        matchedCount: 3,
        modifiedCount: 3,
        deletedCount: 3,
        upsertedCount: 1,
      });
      expect((await rooms.find({}, { sort: { _id: 1 } })).map((r) => [r._id, r.score ?? null])).toEqual([
        ['r1', 0],
        ['r2', 0],
        ['r6', 60],
        ['r7', null],
      ]);
    });

    it('enforces a unique index on insert, update and upsert, leaving the document unchanged', async () => {
      const users = store.collection<Document & { email: string; name?: string }>(fresh());
      await users.createIndex({ email: 1 }, { unique: true });
      await users.insertOne({ _id: 'u1', email: 'a@x.test' });
      await users.insertOne({ _id: 'u2', email: 'b@x.test' });
      await expect(users.insertOne({ _id: 'u3', email: 'a@x.test' })).rejects.toBeInstanceOf(
        DuplicateKeyError,
      );
      await expect(users.updateOne({ _id: 'u2' }, { $set: { email: 'a@x.test' } })).rejects.toMatchObject({
        code: 11000,
      });
      await expect(
        users.updateOne({ _id: 'u4' }, { $set: { email: 'b@x.test' } }, { upsert: true }),
      ).rejects.toBeInstanceOf(DuplicateKeyError);
      expect(await users.findOne({ _id: 'u2' })).toEqual({ _id: 'u2', email: 'b@x.test' });
      expect(await users.findOne({ email: 'a@x.test' })).toMatchObject({ _id: 'u1' });
      expect(await users.countDocuments()).toBe(2);
    });

    it('commits a transaction over several collections together', async () => {
      const a = fresh();
      const b = fresh();
      await store.transaction(async (tx) => {
        await tx.collection(a).insertOne({ _id: '1', v: 1 });
        await tx.collection(b).updateOne({ _id: 'cp' }, { $set: { position: 5 } }, { upsert: true });
        expect(await tx.collection(a).findOne({ _id: '1' })).toEqual({ _id: '1', v: 1 });
      });
      expect(await store.collection(a).findOne({ _id: '1' })).toEqual({ _id: '1', v: 1 });
      expect(await store.collection(b).findOne({ _id: 'cp' })).toEqual({ _id: 'cp', position: 5 });
    });

    it('rolls a failed transaction back in every collection', async () => {
      const a = fresh();
      const b = fresh();
      await store.collection(a).insertOne({ _id: 'keep', v: 0 });
      await store.collection(b).insertOne({ _id: 'cp', position: 1 });
      const failed = store.transaction(async (tx) => {
        await tx.collection(a).updateOne({ _id: 'keep' }, { $set: { v: 1 } });
        await tx.collection(a).insertOne({ _id: 'new', v: 2 });
        await tx.collection(b).updateOne({ _id: 'cp' }, { $set: { position: 2 } });
        throw new Error('batch failed');
      });
      await expect(failed).rejects.toThrow('batch failed');
      expect(await store.collection(a).find({}, { sort: { _id: 1 } })).toEqual([{ _id: 'keep', v: 0 }]);
      expect(await store.collection(b).findOne({ _id: 'cp' })).toEqual({ _id: 'cp', position: 1 });
    });

    it('keeps transactions asked for at once apart: the failed one undone alone, the others committed, in order', async () => {
      const a = fresh();
      const b = fresh();
      await store.collection(b).insertOne({ _id: 'cp', position: 1 });
      const first = store.transaction(async (tx) => {
        await tx.collection(a).insertOne({ _id: 'first', v: 1 });
        await tx.collection(b).updateOne({ _id: 'cp' }, { $set: { position: 2 } });
      });
      const failed = store.transaction(async (tx) => {
        await tx.collection(a).insertOne({ _id: 'failed', v: 2 });
        await tx.collection(b).updateOne({ _id: 'cp' }, { $set: { position: 99 } });
        throw new Error('batch failed');
      });
      const plain = store.collection(a).insertOne({ _id: 'plain', v: 3 });
      const last = store.transaction(async (tx) => {
        // It sees what was asked for before it, as a transaction run after them would.
        const seen = await tx.collection(b).findOne({ _id: 'cp' });
        await tx
          .collection(b)
          .updateOne({ _id: 'cp' }, { $set: { position: (seen!.position as number) + 1 } });
        return seen!.position;
      });
      await expect(failed).rejects.toThrow('batch failed');
      await first;
      await plain;
      expect(await last).toBe(2);
      expect((await store.collection(a).find({}, { sort: { _id: 1 } })).map((d) => d._id)).toEqual([
        'first',
        'plain',
      ]);
      expect(await store.collection(b).findOne({ _id: 'cp' })).toEqual({ _id: 'cp', position: 3 });
    });

    it('can use a collection first created in a transaction that rolled back', async () => {
      const name = fresh();
      await expect(
        store.transaction(async (tx) => {
          await tx.collection(name).insertOne({ _id: 'x' });
          throw new Error('undo');
        }),
      ).rejects.toThrow('undo');
      expect(await store.collection(name).countDocuments()).toBe(0);
      await store.collection(name).insertOne({ _id: 'y' });
      expect(await store.collection(name).find({})).toEqual([{ _id: 'y' }]);
    });

    it('reads a sorted page by index: equality, range, one $in, sort and limit, page after page', async () => {
      const entries = store.collection<Room>(fresh());
      await entries.createIndex({ hotel: 1, created: -1 });
      await entries.createIndex({ created: -1 });
      const hotels = ['north', 'south', 'east'];
      await entries.bulkWrite(
        Array.from({ length: 90 }, (_, i) => ({
          insertOne: {
            document: {
              _id: `e${i}`,
              hotel: hotels[i % 3]!,
              floor: i,
              created: `2026-01-01T00:00:00.000Z|${String(i).padStart(4, '0')}`,
            },
          },
        })),
      );
      const keyOf = (i: number) => `2026-01-01T00:00:00.000Z|${String(i).padStart(4, '0')}`;
      const page = (filter: Record<string, unknown>) =>
        entries.find(filter, { sort: { created: -1 }, limit: 4 }).then((docs) => docs.map((d) => d._id));
      expect(await page({})).toEqual(['e89', 'e88', 'e87', 'e86']);
      expect(await page({ created: { $lt: keyOf(86) } })).toEqual(['e85', 'e84', 'e83', 'e82']);
      expect(await page({ hotel: 'south', created: { $lt: keyOf(85) } })).toEqual([
        'e82',
        'e79',
        'e76',
        'e73',
      ]);
      expect(
        await page({ hotel: { $in: ['north', 'east'] }, created: { $lt: keyOf(85), $gte: keyOf(80) } }),
      ).toEqual(['e84', 'e83', 'e81', 'e80']);
      expect(await page({ hotel: { $in: ['north'] }, created: { $lt: keyOf(3) } })).toEqual(['e0']);
      expect(await page({ hotel: 'west' })).toEqual([]);
      const walked: string[] = [];
      let after: string | undefined;
      for (;;) {
        const docs = await entries.find(
          after ? { hotel: 'east', created: { $lt: after } } : { hotel: 'east' },
          {
            sort: { created: -1 },
            limit: 7,
          },
        );
        if (docs.length === 0) break;
        walked.push(...docs.map((d) => d._id));
        after = docs[docs.length - 1]!.created;
      }
      expect(walked).toEqual(Array.from({ length: 30 }, (_, k) => `e${89 - k * 3}`));
      expect(await store.collection<Room>(fresh()).find({}, { sort: { created: -1 }, limit: 3 })).toEqual([]);
    });

    it('lists and drops collections', async () => {
      const name = fresh();
      await store.collection(name).insertOne({ _id: 'x' });
      expect(await store.listCollections()).toContain(name);
      await store.dropCollection(name);
      expect(await store.listCollections()).not.toContain(name);
      expect(await store.collection(name).countDocuments()).toBe(0);
      await store.dropCollection(name);
    });

    it('tells its own time, in ms since the epoch, which leases and health judge by', async () => {
      // The test runs beside the store (same machine or container network): clocks agree within seconds.
      const first = await store.now!();
      const second = await store.now!();
      expect(Number.isInteger(first)).toBe(true);
      expect(Math.abs(first - Date.now())).toBeLessThan(5000);
      expect(second).toBeGreaterThanOrEqual(first);
    });
  });
}
