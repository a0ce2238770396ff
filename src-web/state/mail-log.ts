import { proxy } from 'valtio';
import { mailLogApi, type MailLogItem } from '../api/mail-log.ts';
import { idle, track } from './async.ts';

/** The mail log screen: its pages so far, and the resend in flight. */
export const mailLog = proxy({
  items: [] as MailLogItem[],
  nextSkip: null as number | null,
  load: idle(),
  more: idle(),
  resend: idle(),
});

export async function loadMailLog(): Promise<void> {
  const page = await track(mailLog.load, () => mailLogApi.page(0));
  if (!page) return;
  mailLog.items = page.items;
  mailLog.nextSkip = page.nextSkip;
}

export async function loadMoreMailLog(): Promise<void> {
  if (mailLog.nextSkip === null) return;
  const page = await track(mailLog.more, () => mailLogApi.page(mailLog.nextSkip!));
  if (!page) return;
  mailLog.items.push(...page.items);
  mailLog.nextSkip = page.nextSkip;
}

/** The answer replaces the row: pending again, due now (the jobs role sends it within a second or so). */
export async function resendMail(id: string): Promise<void> {
  const updated = await track(mailLog.resend, () => mailLogApi.resend(id));
  if (!updated) return;
  const index = mailLog.items.findIndex((item) => item.id === id);
  if (index >= 0) mailLog.items[index] = updated;
}
