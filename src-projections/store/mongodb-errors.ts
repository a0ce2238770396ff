import {
  MongoNetworkError,
  MongoNetworkTimeoutError,
  MongoNotConnectedError,
  MongoServerSelectionError,
  MongoTopologyClosedError,
} from 'mongodb';
import { ReadStoreUnavailableError } from './types.ts';

/**
 * The driver's errors that mean "no MongoDB answered", as the read store's own `ReadStoreUnavailableError`;
 * any other error (a refused write, a duplicate key, a bad query) is returned unchanged. The driver's
 * message (which may list hosts) stays in `cause` for the operator's log, not in the message.
 */
export function mongoUnavailable(error: unknown, timeoutMs: number): unknown {
  if (error instanceof ReadStoreUnavailableError) return error;
  if (error instanceof MongoServerSelectionError || error instanceof MongoNetworkTimeoutError)
    return new ReadStoreUnavailableError(
      `MongoDB did not answer within ${timeoutMs} ms (MONGODB_TIMEOUT_MS)`,
      { cause: error },
    );
  if (error instanceof MongoNetworkError)
    return new ReadStoreUnavailableError('The connection to MongoDB was lost', { cause: error });
  if (error instanceof MongoTopologyClosedError || error instanceof MongoNotConnectedError)
    return new ReadStoreUnavailableError('The MongoDB client is closed', { cause: error });
  return error;
}
