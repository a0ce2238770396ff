import type { ReadModels } from '../read-models.ts';
import { credentialsProjection, type CredentialDocument } from './projection.ts';

/**
 * The reads of the credentials read model (sign-in, password reset, e-mail confirmation): which credentials
 * are a user's now. The hashes themselves are the credentials store's.
 */
export function credentialQueries(readModels: ReadModels) {
  const documents = () => readModels.collection<CredentialDocument>(credentialsProjection.collection);
  return {
    /** The credentials signed in with this (normalized) e-mail; null when nobody has it. */
    byEmail: (email: string) => documents().findOne({ email }),
    byUserId: (userId: string) => documents().findOne({ _id: userId }),
  };
}
