import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import type { MailLogItem } from '../../api/mail-log.ts';
import { Button } from '../../components/Button.tsx';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { ListStatus } from '../../components/ListStatus.tsx';
import { Table } from '../../components/Table.tsx';
import { formatDateTime } from '../../i18n/dates.ts';
import { loadMailLog, loadMoreMailLog, mailLog, resendMail } from '../../state/mail-log.ts';
import { MAIL_KINDS } from './mail-kinds.ts';

const STATE_STYLE: Record<MailLogItem['status'], string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  sent: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  failed: 'bg-rose-100 text-rose-900 ring-rose-300',
};

/**
 * /admin/mails: the mails the outbox sent or tries to send (companyAdmin: their organization's; superUser:
 * all), newest first, a page at a time: to whom, what, when, state, attempts and why one failed; a failed
 * one can be sent again. Bodies are never shown: a reset or an invitation carries a live link.
 */
export function MailLogScene() {
  const { t, i18n } = useLingui();
  const view = useSnapshot(mailLog);
  useEffect(() => void loadMailLog(), []);
  const states: Record<MailLogItem['status'], string> = {
    pending: t({ id: 'mailLog.state.pending', message: 'Waiting' }),
    sent: t({ id: 'mailLog.state.sent', message: 'Sent' }),
    failed: t({ id: 'mailLog.state.failed', message: 'Failed' }),
  };
  const columns = [
    { label: t({ id: 'mailLog.when', message: 'When' }) },
    { label: t({ id: 'mailLog.to', message: 'To' }) },
    { label: t({ id: 'mailLog.what', message: 'What' }) },
    { label: t({ id: 'mailLog.state', message: 'State' }) },
    { label: t({ id: 'mailLog.attempts', message: 'Attempts' }) },
    { label: t({ id: 'mailLog.actions', message: 'Actions' }), hidden: true },
  ];

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans id="menu.mailLog">Mail log</Trans>
      </h1>
      <ErrorBanner messageKey={view.resend.error} />
      <ListStatus
        load={view.load}
        count={view.items.length}
        empty={<Trans id="mailLog.empty">No mail has been sent yet.</Trans>}
      >
        <Table columns={columns}>
          {(view.items as MailLogItem[]).map((item) => (
            <tr key={item.id} className="border-t border-slate-100 align-top" data-testid="mail-row">
              <td className="px-3 py-2 whitespace-nowrap text-slate-700">
                {formatDateTime(item.sentAt ?? item.lastAttemptAt ?? item.createdAt)}
              </td>
              <td className="px-3 py-2 break-all text-slate-900">{item.to}</td>
              <td className="px-3 py-2 text-slate-800">
                <span className="font-medium">
                  {MAIL_KINDS[item.kind] ? i18n._(MAIL_KINDS[item.kind]!) : item.kind}
                </span>
                {item.subject && <span className="block text-slate-600">{item.subject}</span>}
              </td>
              <td className="px-3 py-2">
                <span
                  className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${STATE_STYLE[item.status]}`}
                  data-state={item.status}
                >
                  {states[item.status]}
                </span>
                {item.lastError && (
                  <span className="mt-1 block text-xs break-words text-rose-900">
                    <Trans id="mailLog.reason">Reason: {item.lastError}</Trans>
                  </span>
                )}
              </td>
              <td className="px-3 py-2 text-slate-700" data-label={columns[4]!.label}>
                {item.attempts}
              </td>
              <td className="px-3 py-2">
                {item.status === 'failed' && (
                  <Button
                    variant="plain"
                    loading={view.resend.loading}
                    onClick={() => void resendMail(item.id)}
                    aria-label={t({ id: 'mailLog.resendTo', message: `Send again to ${item.to}` })}
                  >
                    <Trans id="mailLog.resend">Send again</Trans>
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </Table>
        <ErrorBanner messageKey={view.more.error} />
        {view.nextSkip !== null && (
          <Button variant="plain" loading={view.more.loading} onClick={() => void loadMoreMailLog()}>
            <Trans id="mailLog.loadMore">Load more</Trans>
          </Button>
        )}
      </ListStatus>
    </div>
  );
}
