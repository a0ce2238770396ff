import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { isLocale, DEFAULT_LOCALE } from '../../../src-domain/shared/locales.ts';
import { AUDIT_KINDS, auditTrailApi, type AuditItem, type AuditTrailFilters } from '../../api/audit-trail.ts';
import { Button } from '../../components/Button.tsx';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { ListStatus } from '../../components/ListStatus.tsx';
import { link } from '../../routes.ts';
import { useLive } from '../../realtime/use-live.ts';
import { auditTrail, auditTrailWatch, loadAuditTrail, loadMoreAuditTrail } from '../../state/audit-trail.ts';
import { AuditEntryLine } from './AuditEntryLine.tsx';
import { AuditTrailFiltersForm } from './AuditTrailFilters.tsx';

const FILTER_KEYS = ['from', 'to', 'hotelId', 'userId', 'inspectionId', 'questionId', 'kind'] as const;

/** The filters live in the address, so a "history of this answer" link opens the screen already filtered. */
function filtersOf(search: string): AuditTrailFilters {
  const params = new URLSearchParams(search);
  const filters: AuditTrailFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) (filters as Record<string, string>)[key] = value;
  }
  if (filters.kind && !(AUDIT_KINDS as readonly string[]).includes(filters.kind)) delete filters.kind;
  return filters;
}

const FORMATS = ['csv', 'jsonl', 'xlsx'] as const;

/**
 * /admin/audit-trail: every change the viewer may see (superUser all, companyAdmin their organization,
 * hotelAdmin their entities), newest first, a page at a time, read in the viewer's language and time zone;
 * filters, "load more", and the exports of what is filtered.
 */
export function AuditTrailScene() {
  const { i18n } = useLingui();
  const view = useSnapshot(auditTrail);
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = useMemo(() => filtersOf(search), [search]);
  const language = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  // Loaded once its room is joined, then kept current by its pushes (no GET per change).
  useLive(
    JSON.stringify([filters, language]),
    () => auditTrailWatch(filters, language),
    () => loadAuditTrail(filters, language),
  );
  const answerHistory = !!filters.inspectionId && !!filters.questionId;
  const question = (view.items as unknown as AuditItem[]).find((item) => item.question?.text)?.question?.text;

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">
        {answerHistory ? (
          <Trans id="auditTrail.answerHistory">History of this answer</Trans>
        ) : (
          <Trans id="menu.auditTrail">Audit trail</Trans>
        )}
      </h1>
      {answerHistory && (
        <p className="text-slate-800">
          {question && <span className="mr-3">{question}</span>}
          <Link href={link.auditTrail()} className="text-sky-800 underline">
            <Trans id="auditTrail.showAll">Show every change</Trans>
          </Link>
        </p>
      )}
      {!answerHistory && (
        <AuditTrailFiltersForm
          key={search}
          filters={filters}
          onApply={(next) => navigate(link.auditTrail(next))}
        />
      )}
      <div className="flex flex-wrap items-center gap-2" role="group" aria-labelledby="audit-export-label">
        <span id="audit-export-label" className="text-sm font-medium text-slate-700">
          <Trans id="auditTrail.export">Export what is shown</Trans>
        </span>
        {FORMATS.map((format) => (
          <a
            key={format}
            href={auditTrailApi.exportUrl(filters, language, format)}
            download
            className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100"
          >
            {format === 'jsonl' ? 'JSON Lines' : format.toUpperCase()}
          </a>
        ))}
      </div>
      <ListStatus
        load={view.load}
        count={view.items.length}
        empty={<Trans id="auditTrail.empty">No change matches these filters.</Trans>}
      >
        <ol
          className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white px-4"
          data-testid="audit-trail"
        >
          {(view.items as unknown as AuditItem[]).map((item) => (
            <AuditEntryLine key={item.position} item={item} />
          ))}
        </ol>
        <ErrorBanner messageKey={view.more.error} />
        {view.nextCursor && (
          <Button variant="plain" loading={view.more.loading} onClick={() => void loadMoreAuditTrail()}>
            <Trans id="auditTrail.loadMore">Load more</Trans>
          </Button>
        )}
      </ListStatus>
    </div>
  );
}
