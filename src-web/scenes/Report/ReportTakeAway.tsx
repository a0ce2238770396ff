import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_LOCALE, isLocale } from '../../../src-domain/shared/locales.ts';
import { RequestFailed } from '../../api/http.ts';
import { reportsApi, type ReportShare } from '../../api/reports.ts';
import { Button } from '../../components/Button.tsx';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { TextField } from '../../components/TextField.tsx';
import { ReportSection } from './ReportSection.tsx';
import { formatDate } from '../../i18n/dates.ts';

const keyOf = (error: unknown) => (error instanceof RequestFailed ? error.msg : 'errors.server');

/**
 * Taking a report away: PDF and spreadsheet downloads in the interface language, and share links (read-only,
 * signed out, until they expire or are revoked). A new link's address is shown once, to copy: only its hash
 * is kept, so it cannot be shown again.
 */
export function ReportTakeAway({ id, kind }: { id: string; kind: ReportShare['kind'] }) {
  const { t, i18n } = useLingui();
  const language = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const [shares, setShares] = useState<ReportShare[] | null>(null);
  const [days, setDays] = useState('30');
  const [made, setMade] = useState<{ id: string; url: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    () => reportsApi.shares(id).then(setShares, (e: unknown) => setError(keyOf(e))),
    [id],
  );
  useEffect(() => void load(), [load]);

  const create = async () => {
    const wanted = Number(days);
    // Checked here too, so the message names the range (the server refuses the same with errors.validation).
    if (!Number.isInteger(wanted) || wanted < 1 || wanted > 365 || days.trim() === '') {
      setError('report.shareDaysInvalid');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const share = await reportsApi.share(id, kind, wanted);
      setMade({ id: share.id, url: `${window.location.origin}${share.path}` });
      await load();
    } catch (e) {
      setError(keyOf(e));
    } finally {
      setBusy(false);
    }
  };
  const revoke = async (shareId: string) => {
    setError(null);
    try {
      await reportsApi.revokeShare(id, shareId);
      // A revoked link is no longer offered for copying.
      if (made?.id === shareId) setMade(null);
      await load();
    } catch (e) {
      setError(keyOf(e));
    }
  };
  const pdf = kind === 'reportAuditQA' ? 'reportAuditQA.pdf' : 'report.pdf';

  return (
    <div className="print:hidden">
      <ReportSection title={<Trans id="report.takeAway">Download and share</Trans>} testId="report-take-away">
        <div className="space-y-4">
          <p className="flex flex-wrap gap-4">
            <a className="font-medium text-sky-800 underline" href={reportsApi.fileUrl(id, pdf, language)}>
              <Trans id="report.downloadPdf">Download PDF</Trans>
            </a>
            <a
              className="font-medium text-sky-800 underline"
              href={reportsApi.fileUrl(id, 'report.xlsx', language)}
            >
              <Trans id="report.downloadXlsx">Download spreadsheet</Trans>
            </a>
          </p>
          <ErrorBanner messageKey={error} />
          <form
            noValidate
            className="flex flex-wrap items-end gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              void create();
            }}
          >
            <TextField
              className="w-40"
              label={t({ id: 'report.shareDays', message: 'Link works for (days)' })}
              type="number"
              min={1}
              max={365}
              value={days}
              onChange={(event) => setDays(event.target.value)}
            />
            <Button type="submit" disabled={busy}>
              <Trans id="report.createShare">Create share link</Trans>
            </Button>
          </form>
          {made && (
            <div className="rounded-md border border-emerald-300 bg-emerald-50 p-3" data-testid="share-made">
              <p className="text-sm text-slate-700">
                <Trans id="report.shareMade">Copy the link now: it is shown only once.</Trans>
              </p>
              <p className="font-mono text-sm break-all">{made.url}</p>
            </div>
          )}
          {shares && shares.length > 0 && (
            <ul className="divide-y divide-slate-100" data-testid="share-list">
              {shares.map((share) => (
                <li key={share.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="text-sm text-slate-700">
                    <Trans id="report.shareLine">
                      By {share.createdBy.name}, until {formatDate(share.expiresAt)}
                    </Trans>{' '}
                    {share.active ? null : share.revokedAt ? (
                      <Trans id="report.shareRevoked">(revoked)</Trans>
                    ) : (
                      <Trans id="report.shareExpired">(expired)</Trans>
                    )}
                  </span>
                  {share.active && (
                    <Button variant="plain" type="button" onClick={() => void revoke(share.id)}>
                      <Trans id="report.revokeShare">Revoke</Trans>
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      </ReportSection>
    </div>
  );
}
