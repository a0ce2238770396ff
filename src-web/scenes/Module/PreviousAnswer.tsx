import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { actionKey } from '../../../src-domain/inspection/fields.ts';
import { inspectionState } from '../../state/inspection.ts';

/**
 * On a follow-up inspection, beside each question: what the followed-up inspection found and the action set
 * on it, with where the action stands, so the agent checks the fix against them (docs/action-plans.md).
 */
export function PreviousAnswer({ moduleId, questionId }: { moduleId: string; questionId: string }) {
  const view = useSnapshot(inspectionState);
  const earlier = view.current?.followedUpInspection;
  const previous = earlier?.answers[actionKey(moduleId, questionId)];
  if (!earlier || !previous) return null;
  return (
    <div
      className="rounded-md border border-amber-200 bg-amber-50 p-2 text-sm text-amber-950"
      data-testid="previous-answer"
    >
      <p className="font-semibold">
        <Trans id="followUp.previous">At the inspection of {earlier.startDate}</Trans>
      </p>
      {previous.comment && <p className="whitespace-pre-wrap">{previous.comment}</p>}
      <p>
        <Trans id="followUp.previousAction">Action: {previous.followUpComment}</Trans>
        {previous.followUpDeadline ? ` (${previous.followUpDeadline})` : ''}
      </p>
      {previous.action.proof && (
        <p>
          <Trans id="followUp.previousProof">Reported done: {previous.action.proof.comment}</Trans>
        </p>
      )}
    </div>
  );
}
