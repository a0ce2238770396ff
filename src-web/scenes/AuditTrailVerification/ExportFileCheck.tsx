import { useState } from 'react';
import { Trans, Plural, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import type { ExportFileCheck as Check } from '../../api/audit-trail-verification.ts';
import { Button } from '../../components/Button.tsx';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { VerdictLine } from './VerdictLine.tsx';
import { formatDateTime } from '../../i18n/dates.ts';
import { auditTrailVerificationState, verifyExportFile } from '../../state/audit-trail-verification.ts';
import { FileField } from '../../components/FileField.tsx';

/**
 * A superUser picks an audit-trail export file (as downloaded: CSV, JSON Lines or spreadsheet) and learns
 * whether it is intact: the file is matched to the export recorded in the log by its SHA-256, then every
 * entry is checked against the log. Big files are checked with `npm run verify-log -- --export`.
 */
export function ExportFileCheck() {
  const { t } = useLingui();
  const view = useSnapshot(auditTrailVerificationState);
  const [file, setFile] = useState<File | null>(null);
  const result = view.exportResult as Check | null;
  return (
    <div className="mt-6 space-y-2 border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-slate-900">
        <Trans id="auditTrail.exportCheckTitle">Check an export file</Trans>
      </h3>
      <form
        className="flex flex-wrap items-center gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (file) void verifyExportFile(file);
        }}
      >
        <FileField
          label={t({ id: 'auditTrail.exportFile', message: 'Export file' })}
          accept=".csv,.jsonl,.xlsx"
          onFile={setFile}
        />
        <Button type="submit" disabled={!file || view.exportCheck.loading}>
          <Trans id="auditTrail.exportCheck">Check the file</Trans>
        </Button>
      </form>
      <div aria-live="polite" className="space-y-2 text-sm">
        <ErrorBanner messageKey={view.exportCheck.error} />
        {view.exportCheck.loading && (
          <p role="status" className="text-slate-600">
            <Trans id="auditTrail.exportChecking">Checking the file against the log…</Trans>
          </p>
        )}
        {result && !view.exportCheck.loading && <ExportVerdict result={result} />}
      </div>
    </div>
  );
}

function ExportVerdict({ result }: { result: Check }) {
  const exported = result.export;
  const count = result.count ?? 0;
  return (
    <div className="space-y-1">
      <VerdictLine ok={result.ok}>
        {result.msg === 'auditTrail.exportIntact' ? (
          <Trans id="auditTrail.exportIntact">
            The export is intact: <Plural value={count} one="# entry matches" other="# entries match" /> its
            manifest and the log.
          </Trans>
        ) : result.msg === 'auditTrail.exportUnknown' ? (
          <Trans id="auditTrail.exportUnknown">
            No export with this content was made from this log: the file has been changed, or it is not an
            export of this log.
          </Trans>
        ) : result.msg === 'auditTrail.exportNotInLog' ? (
          <Trans id="auditTrail.exportNotInLog">
            The export does not match the log: an entry is not the event the log holds at its place.
          </Trans>
        ) : (
          <Trans id="auditTrail.exportChanged">
            The export does not match its manifest: entries have been removed, added or repeated.
          </Trans>
        )}
      </VerdictLine>
      {exported && (
        <p className="text-slate-700">
          <Trans id="auditTrail.exportWhich">
            Export {exported.exportId} ({exported.format}), made {formatDateTime(exported.at)}.
          </Trans>
        </p>
      )}
    </div>
  );
}
