import type { ReadModels } from '../read-models.ts';
import { credentialsProjection, type CredentialDocument } from './projection.ts';

/**
 * The reads of the credentials read model (sign-in and password reset): the only reads that may see a
 * password hash or a token hash, so only the sign-in routes call these.
 */
export function credentialQueries(readModels: ReadModels) {
  const documents = () => readModels.collection<CredentialDocument>(credentialsProjection.collection);
  return {
    /** The credentials signed in with this (normalized) e-mail; null when nobody has it. */
    byEmail: (email: string) => documents().findOne({ email }),
    /** The credentials whose outstanding reset token has this hash; null when none. */
    byResetTokenHash: (tokenHash: string) => documents().findOne({ resetTokenHash: tokenHash }),
    /** The user whose outstanding e-mail confirmation link carries this token. */
    byEmailChangeTokenHash: (tokenHash: string) => documents().findOne({ emailChangeTokenHash: tokenHash }),
  };
}
