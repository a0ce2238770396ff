import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { answerSummary } from '../../../src-domain/inspection/index.ts';
import type { Inspection } from '../../api/inspections.ts';
import { Button } from '../../components/Button.tsx';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { Modal } from '../../components/Modal.tsx';

/**
 * Submit (the agent) or approve (an admin) asked first, with what is being handed over: the counts of the
 * inspection the screen holds, by the domain's one rule (`answerSummary`).
 */
export function SubmitDialog({
  open,
  approve,
  inspection,
  loading,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  /** An admin approving what the agent submitted; otherwise the agent's submit. */
  approve: boolean;
  inspection: Inspection;
  loading: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const summary = answerSummary(inspection.modules, inspection.extraQuestions);
  const rows = [
    { key: 'answered', label: t({ id: 'submit.answered', message: 'Answered' }), count: summary.answered },
    // Only once a module is finished: the best answers it wrote for questions nobody answered.
    ...(summary.filled > 0
      ? [
          {
            key: 'filled',
            label: t({ id: 'submit.filled', message: 'Filled with the best answer at finish' }),
            count: summary.filled,
          },
        ]
      : []),
    {
      key: 'notApplicable',
      label: t({ id: 'submit.notApplicable', message: 'Not applicable' }),
      count: summary.notApplicable,
    },
    {
      key: 'unanswered',
      label: t({ id: 'submit.unanswered', message: 'Unanswered' }),
      count: summary.unanswered,
    },
    {
      key: 'followUps',
      label: t({ id: 'submit.followUps', message: 'Flagged for follow-up' }),
      count: summary.followUps,
    },
  ];
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={
        approve
          ? t({ id: 'submit.approveTitle', message: 'Approve the report?' })
          : t({ id: 'submit.submitTitle', message: 'Submit the inspection?' })
      }
    >
      <div className="space-y-4">
        <ErrorBanner messageKey={error} />
        <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 rounded-md bg-slate-50 p-3 text-slate-800">
          {rows.map((row) => (
            <div key={row.key} className="contents" data-testid={`summary-${row.key}`}>
              <dt>{row.label}</dt>
              <dd className="text-right font-semibold tabular-nums">{row.count}</dd>
            </div>
          ))}
        </dl>
        {approve && (
          <p className="text-slate-800" data-testid="approve-flagged">
            {summary.followUps === 0 ? (
              <Trans id="submit.noneFlagged">
                0 flagged: no answer is flagged for follow-up. Actions can still be added to the action plan
                after approval.
              </Trans>
            ) : (
              <Plural
                id="submit.someFlagged"
                value={summary.followUps}
                one="# answer is flagged for follow-up. More actions can be added to the action plan after approval."
                other="# answers are flagged for follow-up. More actions can be added to the action plan after approval."
              />
            )}
          </p>
        )}
        <p className="text-slate-800">
          {approve ? (
            <Trans id="submit.approveBody">
              The approved report is final. It can be taken back to control from the entity page.
            </Trans>
          ) : (
            <Trans id="submit.submitBody">
              Once submitted, the inspection goes to the reviewers and you can no longer change it.
            </Trans>
          )}
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="plain" onClick={onClose}>
            <Trans id="common.cancel">Cancel</Trans>
          </Button>
          <Button loading={loading} onClick={onConfirm}>
            {approve ? (
              <Trans id="control.approve">Approve the report</Trans>
            ) : (
              <Trans id="control.submit">Submit the inspection</Trans>
            )}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
