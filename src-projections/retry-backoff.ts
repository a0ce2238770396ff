// The projection runners' backoff is the one the event log's live subscription uses too.
export { backoffDelay } from '../src-domain/shared/retry-backoff.ts';
