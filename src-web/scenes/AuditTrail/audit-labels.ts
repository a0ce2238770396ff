import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AuditKind } from '../../api/audit-trail.ts';

export const KIND_NAMES: Record<AuditKind, MessageDescriptor> = {
  answer: msg({ id: 'auditTrail.kind.answer', message: 'Answer' }),
  comment: msg({ id: 'auditTrail.kind.comment', message: 'Comment' }),
  followUp: msg({ id: 'auditTrail.kind.followUp', message: 'Follow-up' }),
  attachment: msg({ id: 'auditTrail.kind.attachment', message: 'Attachment' }),
  inspection: msg({ id: 'auditTrail.kind.inspection', message: 'Inspection' }),
  user: msg({ id: 'auditTrail.kind.user', message: 'User' }),
  hotel: msg({ id: 'auditTrail.kind.hotel', message: 'Entity' }),
  organization: msg({ id: 'auditTrail.kind.organization', message: 'Organization' }),
  inspectionType: msg({ id: 'auditTrail.kind.inspectionType', message: 'Inspection type' }),
  catalogue: msg({ id: 'auditTrail.kind.catalogue', message: 'Question catalogue' }),
  share: msg({ id: 'auditTrail.kind.share', message: 'Share link' }),
  export: msg({ id: 'auditTrail.kind.export', message: 'Export' }),
};

/** The fields most changes name; any other is shown by its own name. */
export const FIELD_NAMES: Record<string, MessageDescriptor> = {
  score: msg({ id: 'auditTrail.field.score', message: 'Score' }),
  comment: msg({ id: 'auditTrail.field.comment', message: 'Comment' }),
  content: msg({ id: 'auditTrail.field.content', message: 'Answer' }),
  needsFollowUp: msg({ id: 'auditTrail.field.needsFollowUp', message: 'Needs follow-up' }),
  followUpComment: msg({ id: 'auditTrail.field.followUpComment', message: 'Follow-up comment' }),
  followUpDeadline: msg({ id: 'auditTrail.field.followUpDeadline', message: 'Follow-up deadline' }),
  attachment: msg({ id: 'auditTrail.field.attachment', message: 'Attachment' }),
  name: msg({ id: 'auditTrail.field.name', message: 'Name' }),
  email: msg({ id: 'auditTrail.field.email', message: 'E-mail' }),
  role: msg({ id: 'auditTrail.field.role', message: 'Role' }),
  password: msg({ id: 'auditTrail.field.password', message: 'Password changed' }),
  submitted: msg({ id: 'auditTrail.field.submitted', message: 'Submitted' }),
  approved: msg({ id: 'auditTrail.field.approved', message: 'Approved' }),
  skipped: msg({ id: 'auditTrail.field.skipped', message: 'Not applicable' }),
  deleted: msg({ id: 'auditTrail.field.deleted', message: 'Deleted' }),
  erased: msg({ id: 'auditTrail.field.erased', message: 'Personal data erased' }),
  actionPlanSent: msg({ id: 'auditTrail.field.actionPlanSent', message: 'Action plan sent' }),
  followUpInspection: msg({ id: 'auditTrail.field.followUpInspection', message: 'Follow-up inspection' }),
  followUpSummary: msg({ id: 'auditTrail.field.followUpSummary', message: 'Follow-up summary' }),
  actionOwner: msg({ id: 'auditTrail.field.actionOwner', message: 'Action owner' }),
  actionState: msg({ id: 'auditTrail.field.actionState', message: 'Action state' }),
  actionProof: msg({ id: 'auditTrail.field.actionProof', message: 'What was done' }),
  reopenReason: msg({ id: 'auditTrail.field.reopenReason', message: 'Reason sent back' }),
};
