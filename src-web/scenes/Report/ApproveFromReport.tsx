import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { inspectionChanges, sendChange } from '../../api/inspection-changes.ts';
import { RequestFailed } from '../../api/http.ts';
import type { AuditQaReport } from '../../api/reports.ts';
import { Button } from '../../components/Button.tsx';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { Modal } from '../../components/Modal.tsx';

/**
 * The audit QA report's approval (administration §6: the report "can set an admin end time"): shown while the
 * agent has submitted and nobody has approved yet, asked first with the flagged items the plan will hold. The
 * server checks the role and the state (POST /api/admin/inspections/{id}/endTime); the report shows the
 * approval when its push arrives.
 */
export function ApproveFromReport({ report }: { report: AuditQaReport }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!report.agentEndTime || report.adminEndTime) return null;
  const approve = async () => {
    setSending(true);
    setError(null);
    try {
      await sendChange(inspectionChanges.approve(report.id));
      setOpen(false);
    } catch (failure) {
      setError(failure instanceof RequestFailed ? failure.msg : 'errors.connection');
    } finally {
      setSending(false);
    }
  };
  const flagged = report.actionItems.length;
  return (
    <div className="mb-3 flex justify-end print:hidden">
      <Button onClick={() => setOpen(true)}>
        <Trans id="control.approve">Approve the report</Trans>
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t({ id: 'submit.approveTitle', message: 'Approve the report?' })}
      >
        <div className="space-y-4">
          <ErrorBanner messageKey={error} />
          <p className="text-slate-800" data-testid="approve-flagged">
            <Trans id="report.approveFlagged">Flagged for follow-up: {flagged}</Trans>
          </p>
          <p className="text-slate-800">
            <Trans id="submit.approveBody">
              The approved report is final. It can be taken back to control from the entity page.
            </Trans>
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="plain" onClick={() => setOpen(false)}>
              <Trans id="common.cancel">Cancel</Trans>
            </Button>
            <Button loading={sending} onClick={() => void approve()}>
              <Trans id="control.approve">Approve the report</Trans>
            </Button>
          </div>
        </div>
      </Modal>
    </div>
  );
}
