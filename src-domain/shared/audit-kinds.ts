/**
 * The kinds of change the audit trail is filtered by: the read model sorts each event into one, the API
 * validates the filter against them and the screen names each in the viewer's language.
 */
export const AUDIT_KINDS = [
  'answer',
  'comment',
  'followUp',
  'attachment',
  'inspection',
  'user',
  'hotel',
  'organization',
  'inspectionType',
  'catalogue',
  'share',
  'export',
  'dashboard',
  'mail',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** An audit entry's document id, from its log position: how a pushed entry finds its line on the screen. */
export const auditEntryId = (position: number): string => `e:${String(position).padStart(16, '0')}`;
