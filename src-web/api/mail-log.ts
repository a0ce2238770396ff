import type { MailLogEntry } from '../../src-domain/mail/mail-log-entry.ts';
import { request, requestPage } from './http.ts';

/** One mail of the log (GET /api/admin/mails): never its body. */
export type MailLogItem = MailLogEntry;

export const MAIL_LOG_PAGE = 50;

export const mailLogApi = {
  page: (skip: number) => requestPage<MailLogItem>(`/api/admin/mails?skip=${skip}&limit=${MAIL_LOG_PAGE}`),
  resend: (id: string) =>
    request<MailLogItem>('POST', `/api/admin/mails/${encodeURIComponent(id)}/resend`, {}),
};
