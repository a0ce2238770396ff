/**
 * One process of the read-store lock test (tests/contract/read-store.sqlite-processes.test.ts): opens the
 * embedded read store at argv[2] and makes indexes and documents in turn, as projections starting beside
 * other processes on one DATA_DIR do. Exits 0 when all were made, 1 with the error otherwise.
 */
import { SqliteReadStore } from '../../src-projections/store/sqlite.ts';

const store = new SqliteReadStore(process.argv[2]!);
try {
  for (let round = 0; round < 40; round++) {
    for (let c = 0; c < 8; c++) {
      const collection = store.collection<{ _id: string; round: number }>(`collection${c}`);
      await collection.createIndex({ [`field${round}`]: 1 });
      await collection.insertOne({ _id: `${process.pid}-${round}-${c}`, round });
    }
  }
  process.exit(0);
} catch (error) {
  console.error((error as Error).message, (error as { code?: string }).code ?? '');
  process.exit(1);
}
