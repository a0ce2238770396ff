import type { Decider } from '../eventstore/decider.ts';

/** An admin sends a failed mail again: the log keeps who did, when, and for which organization. */
export type MailCommand = {
  type: 'ResendMail';
  entryId: string;
  organizationId: string | null;
  /**
   * The mail's template, for the audit trail: never its body, a link it carries or its address (an address is
   * personal data, which the log holds only encrypted under its person's key; the outbox entry names it).
   */
  template: string;
  now: string;
};
export type MailEvent = {
  type: 'MailResendRequested';
  /** `template` is absent in the resends recorded before the audit trail named it. */
  data: { entryId: string; organizationId: string | null; template?: string; at: string };
};
export interface MailState {
  resends: number;
}

/** A mail of the outbox as the log sees it: only its resends are decisions someone makes. */
export const mailDecider: Decider<MailState, MailCommand, MailEvent> = {
  initialState: () => ({ resends: 0 }),
  evolve: (state) => ({ resends: state.resends + 1 }),
  decide: (command) => [
    {
      type: 'MailResendRequested',
      data: {
        entryId: command.entryId,
        organizationId: command.organizationId,
        template: command.template,
        at: command.now,
      },
    },
  ],
};

/** The stream of one outbox entry's decisions; the entry id names the reactor and the event that caused it. */
export const mailStream = (entryId: string) => `mail-${entryId}`;
