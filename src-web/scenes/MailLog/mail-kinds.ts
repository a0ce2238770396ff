import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** A mail's kind in words, by its template's name; a kind not named here (a newer mail) shows its name. */
export const MAIL_KINDS: Record<string, MessageDescriptor> = {
  passwordReset: msg({ id: 'mailLog.kind.passwordReset', message: 'Password reset' }),
  invitation: msg({ id: 'mailLog.kind.invitation', message: 'Invitation' }),
  emailChangeConfirm: msg({
    id: 'mailLog.kind.emailChangeConfirm',
    message: 'New e-mail address to confirm',
  }),
  emailChangeRequested: msg({ id: 'mailLog.kind.emailChangeRequested', message: 'E-mail change asked for' }),
  emailChanged: msg({ id: 'mailLog.kind.emailChanged', message: 'E-mail address changed' }),
  actionPlan: msg({ id: 'mailLog.kind.actionPlan', message: 'Action plan' }),
  inspectionAssigned: msg({ id: 'mailLog.kind.inspectionAssigned', message: 'Inspection assigned' }),
  followUpInspection: msg({ id: 'mailLog.kind.followUpInspection', message: 'Follow-up inspection' }),
};
