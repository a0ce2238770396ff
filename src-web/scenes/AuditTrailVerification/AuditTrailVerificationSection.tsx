import { Trans, Plural } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import type { AuditTrailVerification } from '../../api/audit-trail-verification.ts';
import { Button } from '../../components/Button.tsx';
import { ExportFileCheck } from './ExportFileCheck.tsx';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { VerdictLine } from './VerdictLine.tsx';
import { formatDateTime } from '../../i18n/dates.ts';
import { auditTrailVerificationState, verifyAuditTrail } from '../../state/audit-trail-verification.ts';

/**
 * A superUser's section: verify the whole event log now (every hash chain, every seal, nothing cut off its
 * end) and see the verdict with the last seal. The seal's value is shown whole, so it can be written down
 * and checked later with `npm run verify-log -- --seal <value>`.
 */
export function AuditTrailVerificationSection() {
  const view = useSnapshot(auditTrailVerificationState);
  const result = view.result as AuditTrailVerification | null;
  return (
    <section
      aria-labelledby="audit-trail-verification"
      className="mt-8 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="audit-trail-verification" className="text-lg font-semibold text-slate-900">
          <Trans id="auditTrail.verifyTitle">Audit trail verification</Trans>
        </h2>
        <Button onClick={() => void verifyAuditTrail()} disabled={view.check.loading}>
          <Trans id="auditTrail.verifyNow">Verify now</Trans>
        </Button>
      </div>
      <p className="mt-2 text-sm text-slate-600">
        <Trans id="auditTrail.verifyIntro">
          Checks every event's hash chain, every seal, and that nothing was cut off the end of the log.
        </Trans>
      </p>
      <div className="mt-3 space-y-2" aria-live="polite">
        <ErrorBanner messageKey={view.check.error} />
        {view.check.loading ? (
          <p role="status" className="text-sm text-slate-600">
            <Trans id="auditTrail.verifyChecking">Checking the log…</Trans>
          </p>
        ) : result ? (
          <VerificationResult result={result} />
        ) : (
          <p className="text-sm text-slate-600">
            <Trans id="auditTrail.verifyNotYet">Not checked yet.</Trans>
          </p>
        )}
      </div>
      <ExportFileCheck />
    </section>
  );
}

function VerificationResult({ result }: { result: AuditTrailVerification }) {
  const { events, head } = result;
  const streams = result.streams ?? '–';
  const checkedAt = formatDateTime(result.checkedAt);
  const where = result.problem ? describeWhere(result.problem) : '';
  return (
    <div className="space-y-2 text-sm">
      <VerdictLine ok={result.ok}>
        {result.msg === 'auditTrail.verifyIntact' ? (
          <Trans id="auditTrail.verifyIntact">The log is intact.</Trans>
        ) : result.msg === 'auditTrail.verifyTruncated' ? (
          <Trans id="auditTrail.verifyTruncated">The log has been cut short.</Trans>
        ) : (
          <Trans id="auditTrail.verifyTampered">The log has been tampered with.</Trans>
        )}
      </VerdictLine>
      <p className="text-slate-700">
        <Trans id="auditTrail.verifyCounts">
          <Plural value={events} one="# event" other="# events" /> in{' '}
          <Plural value={streams} one="# stream" other="# streams" />, up to position {head}. Checked{' '}
          {checkedAt}.
        </Trans>
      </p>
      {result.problem && (
        <p className="text-slate-700">
          <Trans id="auditTrail.verifyWhere">First problem: {where}</Trans>
        </p>
      )}
      <LastSeal seal={result.lastSeal} />
    </div>
  );
}

function LastSeal({ seal }: { seal: AuditTrailVerification['lastSeal'] }) {
  if (!seal)
    return (
      <p className="text-slate-600">
        <Trans id="auditTrail.noSeal">No seal yet: the log is sealed every hour while it changes.</Trans>
      </p>
    );
  const { position, value } = seal;
  const sealedAt = formatDateTime(seal.sealedAt);
  return (
    <p className="text-slate-700">
      <Trans id="auditTrail.lastSeal">
        Last seal, {sealedAt}, covering positions up to {position}:
      </Trans>{' '}
      <code className="break-all rounded bg-slate-100 px-1 font-mono text-xs">{value}</code>
    </p>
  );
}

/** Where the first problem is, in the log's own terms (stream, version, position): the same in every language. */
function describeWhere(problem: NonNullable<AuditTrailVerification['problem']>): string {
  if (problem.stream) return `${problem.stream} v${problem.version} @${problem.position} (${problem.kind})`;
  if (problem.sealedPosition) return `@${problem.recordedAt} → ${problem.sealedPosition} (${problem.kind})`;
  return `@${problem.position ?? '–'} (${problem.kind})`;
}
