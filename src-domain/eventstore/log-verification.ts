import { ChainVerifier } from './hash-chain.ts';
import { SEALED, SEAL_STREAM, sealValue, type SealData, type StreamHead } from './seal.ts';
import type { EventStore, RecordedEvent } from './types.ts';

/** What a seal says, as the verification answers it. */
export interface SealSummary {
  position: number;
  value: string;
  sealedAt: string;
  /** Where the seal event itself is in the log. */
  recordedAt: number;
}

export type LogProblem =
  /** An event that does not chain in its stream: edited, removed, reordered, or added without its chain. */
  | {
      kind: 'hash' | 'prevHash' | 'version';
      stream: string;
      version: number;
      eventId: string;
      position: number;
    }
  /** Positions not strictly increasing. */
  | { kind: 'position'; position: number }
  /** A seal whose value the log no longer gives: something at or before its position changed. */
  | { kind: 'seal'; sealedPosition: number; recordedAt: number }
  /** The log ends earlier than it did: events were cut off its end. */
  | { kind: 'truncated'; head: number; expected: number | string };

export type LogVerdict =
  | { ok: true; events: number; streams: number; head: number; lastSeal: SealSummary | null }
  | { ok: false; problem: LogProblem; events: number; head: number; lastSeal: SealSummary | null };

export interface LogEnd {
  /**
   * The highest position the log ever gave out, when the store knows it (the embedded log's AUTOINCREMENT
   * counter): higher than the last event read when events were cut off the end.
   */
  lastAssignedPosition?: number | null;
  /** A seal value known from outside the log (shown earlier, written down): it must still be in the log. */
  expectedSeal?: string | null;
}

interface Pending extends StreamHead {
  position: number;
}

/**
 * Checks a whole log in one pass, in position order: every stream's hash chain (ChainVerifier), positions
 * strictly increasing, and every seal against the events it covers. Memory grows with the events since the
 * last seal, not with the log. `finish` adds what the end of the log shows.
 */
export class LogVerifier {
  private readonly chains = new ChainVerifier();
  private readonly streams = new Set<string>();
  private failure: LogProblem | null = null;
  private lastPosition = 0;
  private count = 0;
  /** Events after the last sealed position, to form the next seal's window. */
  private pending: Pending[] = [];
  private countAtSeal = 0;
  private lastSeal: SealSummary | null = null;

  add(event: RecordedEvent): boolean {
    if (this.failure) return false;
    if (event.position <= this.lastPosition) return this.fail({ kind: 'position', position: event.position });
    this.lastPosition = event.position;
    const chain = this.chains.add(event);
    if (chain && !chain.ok)
      return this.fail({
        kind: chain.reason,
        stream: chain.stream,
        version: chain.version,
        eventId: chain.eventId,
        position: event.position,
      });
    if (
      event.stream === SEAL_STREAM &&
      event.type === SEALED &&
      !this.checkSeal(event as RecordedEvent<string, SealData>)
    )
      return false;
    this.count++;
    this.streams.add(event.stream);
    this.pending.push({
      position: event.position,
      stream: event.stream,
      version: event.version,
      hash: event.metadata.hash!,
    });
    return true;
  }

  finish(end: LogEnd = {}): LogVerdict {
    if (!this.failure && end.lastAssignedPosition && end.lastAssignedPosition > this.lastPosition)
      this.fail({ kind: 'truncated', head: this.lastPosition, expected: end.lastAssignedPosition });
    if (!this.failure && end.expectedSeal && !this.sealValues.has(end.expectedSeal))
      this.fail({ kind: 'truncated', head: this.lastPosition, expected: end.expectedSeal });
    const common = { events: this.count, head: this.lastPosition, lastSeal: this.lastSeal };
    return this.failure
      ? { ok: false, problem: this.failure, ...common }
      : { ok: true, streams: this.streams.size, ...common };
  }

  private readonly sealValues = new Set<string>();

  private checkSeal(event: RecordedEvent<string, SealData>): boolean {
    const seal = event.data;
    const covered = this.pending.filter((p) => p.position <= seal.position);
    const heads = new Map<string, StreamHead>();
    for (const head of covered) heads.set(head.stream, head);
    const previous = this.lastSeal?.value ?? null;
    const events = this.countAtSeal + covered.length;
    const value = sealValue(previous, heads.values());
    const matches =
      seal.position <= this.lastPosition &&
      seal.position >= (this.lastSeal?.position ?? 0) &&
      seal.previous === previous &&
      seal.events === events &&
      seal.value === value;
    if (!matches)
      return this.fail({ kind: 'seal', sealedPosition: seal.position, recordedAt: event.position });
    this.pending = this.pending.filter((p) => p.position > seal.position);
    this.countAtSeal = events;
    this.lastSeal = {
      position: seal.position,
      value: seal.value,
      sealedAt: seal.sealedAt,
      recordedAt: event.position,
    };
    this.sealValues.add(seal.value);
    return true;
  }

  private fail(problem: LogProblem): false {
    this.failure = problem;
    return false;
  }
}

/** Verifies events held in memory (tests, small logs); `npm run verify-log` streams them through LogVerifier. */
export function verifyEventLog(events: RecordedEvent[], end: LogEnd = {}): LogVerdict {
  const verifier = new LogVerifier();
  for (const event of events) if (!verifier.add(event)) break;
  return verifier.finish(end);
}

/** One line for people: what verifies, or what does not and where. */
export function describeVerdict(verdict: LogVerdict): string {
  const seal = verdict.lastSeal
    ? `; last seal ${verdict.lastSeal.value} covers positions up to ${verdict.lastSeal.position} (${verdict.lastSeal.sealedAt})`
    : '; no seal yet';
  if (verdict.ok)
    return `Event log intact: ${verdict.events} events in ${verdict.streams} streams, every hash chain and seal verifies${seal}`;
  const problem = verdict.problem;
  switch (problem.kind) {
    case 'hash':
    case 'prevHash':
    case 'version':
      return `Event log TAMPERED: ${problem.stream} version ${problem.version} (event ${problem.eventId}, position ${problem.position}) fails its ${problem.kind} check`;
    case 'position':
      return `Event log TAMPERED: position ${problem.position} is out of order`;
    case 'seal':
      return `Event log TAMPERED: the seal at position ${problem.recordedAt} no longer matches the events up to position ${problem.sealedPosition}`;
    case 'truncated':
      return `Event log TRUNCATED: it ends at position ${problem.head}, but ${typeof problem.expected === 'number' ? `position ${problem.expected} was written` : `seal ${problem.expected} is missing`}`;
  }
}

/** Reads the whole log page by page through the port and verifies it; memory stays bounded by the pages. */
export async function verifyStoredLog(
  events: EventStore,
  options: { expectedSeal?: string | null; pageSize?: number } = {},
): Promise<LogVerdict> {
  const verifier = new LogVerifier();
  let after = 0;
  for (let going = true; going;) {
    const page = await events.readAll({ after, limit: options.pageSize ?? 5000 });
    if (page.length === 0) break;
    for (const event of page) if (!(going = verifier.add(event))) break;
    after = page[page.length - 1]!.position;
  }
  return verifier.finish({
    lastAssignedPosition: events.lastAssignedPosition ? await events.lastAssignedPosition() : null,
    expectedSeal: options.expectedSeal ?? null,
  });
}
