import {
  MongoNetworkError,
  MongoNetworkTimeoutError,
  MongoServerError,
  MongoServerSelectionError,
  MongoTopologyClosedError,
} from 'mongodb';
import { describe, expect, it } from 'vitest';
import { mongoUnavailable } from '../../src-projections/store/mongodb-errors.ts';
import { ReadStoreUnavailableError } from '../../src-projections/store/types.ts';

// The driver's errors as it throws them when no server answers (the MongoDB contract suite needs a server).
const selection = () =>
  new MongoServerSelectionError(
    'Server selection timed out after 2000 ms: connect ECONNREFUSED 10.0.0.7:27017',
    {} as never,
  );

describe('MongoDB errors that mean no server answered', () => {
  it('are the read store unavailable error, naming the setting and not the hosts', () => {
    for (const error of [
      selection(),
      new MongoNetworkTimeoutError('connection 3 to 10.0.0.7:27017 timed out'),
    ]) {
      const mapped = mongoUnavailable(error, 2000);
      expect(mapped).toBeInstanceOf(ReadStoreUnavailableError);
      expect((mapped as Error).message).toBe('MongoDB did not answer within 2000 ms (MONGODB_TIMEOUT_MS)');
      expect((mapped as Error).message).not.toContain('10.0.0.7');
      expect((mapped as Error).cause).toBe(error);
    }
  });

  it('a broken connection and a closed client are unavailable too, each said as such', () => {
    expect((mongoUnavailable(new MongoNetworkError('socket hang up'), 2000) as Error).message).toBe(
      'The connection to MongoDB was lost',
    );
    const closed = mongoUnavailable(new MongoTopologyClosedError(), 2000);
    expect(closed).toBeInstanceOf(ReadStoreUnavailableError);
    expect((closed as Error).message).toBe('The MongoDB client is closed');
  });

  it('leaves every other error as it is: a refused write is not an outage', () => {
    const duplicate = new MongoServerError({ message: 'E11000 duplicate key', code: 11000 });
    expect(mongoUnavailable(duplicate, 2000)).toBe(duplicate);
    const bug = new TypeError('x is undefined');
    expect(mongoUnavailable(bug, 2000)).toBe(bug);
    const already = new ReadStoreUnavailableError('already mapped');
    expect(mongoUnavailable(already, 2000)).toBe(already);
  });
});
