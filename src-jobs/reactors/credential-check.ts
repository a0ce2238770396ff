import type { CredentialStore } from '../../src-domain/credentials/credential-store.ts';
import type { RecordedEvent } from '../../src-domain/eventstore/types.ts';
import type { DerivedTokens } from './derived-tokens.ts';

/**
 * Whether a link request's mail may carry the token derived from its event's id: not when the credentials
 * store holds another hash for it (a request made before tokens were derived, or under another secret,
 * moved there by the migration), since no mail could carry a token that opens it. A credential already gone
 * (used, or replaced by a newer request) may still be mailed: the link is then refused with its own key.
 */
export async function mayMailDerivedToken(
  credentials: CredentialStore,
  tokens: DerivedTokens,
  recorded: RecordedEvent,
  credentialId: string,
  /** How the log line names the flow: "password reset", "e-mail change". */
  flow: string,
  log?: (line: string) => void,
): Promise<boolean> {
  const stored = await credentials.get(credentialId);
  if (!stored || stored.hash === tokens.hashFor(recorded.eventId)) return true;
  log?.(`${flow} ${recorded.eventId}: token not derived from this server's secret; no mail`);
  return false;
}
