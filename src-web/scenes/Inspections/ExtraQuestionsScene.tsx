import { Trans } from '@lingui/react/macro';
import { useLocation, useParams } from 'wouter';
import { mayStillChange } from '../../../src-domain/inspection/index.ts';
import type { SignedInUser } from '../../api/sessions.ts';
import { Button } from '../../components/Button.tsx';
import { LoadingOrError } from '../../components/LoadingOrError.tsx';
import { link } from '../../routes.ts';
import { ExtraQuestionList } from './ExtraQuestionList.tsx';
import { OutboxStatus } from './OutboxStatus.tsx';
import { useInspection } from './use-inspection.ts';

/** /sessions/{id}/extra-questions: the inspection's own questions, on the radio scale, with a back button. */
export function ExtraQuestionsScene({ user }: { user: SignedInUser }) {
  const { id } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const { view, inspection } = useInspection(id);
  if (!inspection) return <LoadingOrError error={view.load.error} />;
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans id="sessions.extraQuestions">Extra questions</Trans>
      </h1>
      <OutboxStatus />
      <ExtraQuestionList inspection={inspection} disabled={!mayStillChange(inspection, user.role)} />
      <Button variant="plain" onClick={() => navigate(link.inspection(inspection.id))}>
        <Trans id="common.back">Back</Trans>
      </Button>
    </div>
  );
}
