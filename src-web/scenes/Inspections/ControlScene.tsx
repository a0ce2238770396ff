import { useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { useLocation, useParams } from 'wouter';
import { mayStillChange } from '../../../src-domain/inspection/index.ts';
import { inspectionChanges } from '../../api/inspection-changes.ts';
import type { SignedInUser } from '../../api/sessions.ts';
import { Button } from '../../components/Button.tsx';
import { LoadingOrError } from '../../components/LoadingOrError.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { useRefusal } from '../../components/use-refusal.ts';
import { link, paths } from '../../routes.ts';
import { act, afterPendingChanges } from '../../state/inspection.ts';
import { showNotice } from '../../state/notice.ts';
import { ControlModules } from './ControlModules.tsx';
import { ExtraQuestionList } from './ExtraQuestionList.tsx';
import {
  ComfortZoneComments,
  ExternalScoresForm,
  GeneralComments,
  hasComfortZones,
  hasExternalScores,
} from './InspectionNotes.tsx';
import { OutboxStatus } from './OutboxStatus.tsx';
import { SubmitDialog } from './SubmitDialog.tsx';
import { useInspection } from './use-inspection.ts';

/** One part of control: a white card under its heading. */
function Panel({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** /sessions/{id}/control: general and comfort-zone comments, external scores, the modules, then submit (§2, §4). */
export function ControlScene({ user }: { user: SignedInUser }) {
  const { id } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const { view, inspection } = useInspection(id);
  const [confirming, setConfirming] = useState(false);
  // Submit's refusal belongs to this page: it goes when the page is left.
  const submitRefusal = useRefusal();

  if (!inspection) return <LoadingOrError error={view.load.error} />;
  const admin = user.role !== 'user';
  const finalized = !!inspection.adminEndTime;
  const locked = !mayStillChange(inspection, user.role);
  const start = `${inspection.startDate} ${inspection.startHour}`;
  // Already submitted by the agent: an admin's submit approves it (§4).
  const approving = !!inspection.agentEndTime;

  const submit = async () => {
    await afterPendingChanges();
    const at = new Date().toISOString();
    const done = approving
      ? await submitRefusal.watch(
          act(
            (id) => inspectionChanges.approve(id),
            (inspection) => void Object.assign(inspection, { adminEndTime: at, status: 'approved' }),
          ),
        )
      : await submitRefusal.watch(
          act(
            (id) => inspectionChanges.submit(id),
            (inspection) => void Object.assign(inspection, { agentEndTime: at, status: 'submitted' }),
          ),
        );
    if (done.status === 'refused') return;
    setConfirming(false);
    if (!admin)
      showNotice({
        kind: 'submitted',
        inspectionId: inspection.id,
        hotelName: inspection.hotel.name,
        typeName: inspection.inspectionType.name,
      });
    navigate(
      admin
        ? link.hotel(inspection.hotel.id, user.role === 'superUser' ? null : inspection.organizationId)
        : paths.start,
    );
  };

  // At the top, by the start time, and again at the end after the review (§2 "Control screen"); each asks
  // first, with what is handed over.
  const submitButton = !finalized && (!inspection.agentEndTime || admin) && (
    <Button onClick={() => setConfirming(true)} loading={view.action.loading}>
      {approving ? (
        <Trans id="control.approve">Approve the report</Trans>
      ) : (
        <Trans id="control.submit">Submit the inspection</Trans>
      )}
    </Button>
  );

  return (
    <div className="mx-auto max-w-3xl space-y-4 pb-16">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">
            {inspection.hotel.name} · {inspection.inspectionType.name}
          </h1>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <Trans id="control.start">Started {start}</Trans>
            <StatusBadge status={inspection.status} />
          </p>
        </div>
        {submitButton}
      </div>
      <OutboxStatus />
      <Panel title={<Trans id="control.generalComments">General comments</Trans>}>
        <GeneralComments inspection={inspection} disabled={locked} />
      </Panel>
      {hasComfortZones(inspection) && (
        <Panel title={<Trans id="control.comfortZones">Comfort zones</Trans>}>
          <ComfortZoneComments inspection={inspection} disabled={locked} />
        </Panel>
      )}
      {hasExternalScores(inspection) && (
        <Panel title={<Trans id="control.externalScores">Guest ratings elsewhere</Trans>}>
          <ExternalScoresForm inspection={inspection} disabled={locked} />
        </Panel>
      )}
      <ControlModules inspection={inspection} user={user} />
      {inspection.extraQuestions.length > 0 && (
        <Panel title={<Trans id="sessions.extraQuestions">Extra questions</Trans>}>
          <ExtraQuestionList inspection={inspection} disabled={locked} />
        </Panel>
      )}
      <div className="flex justify-between gap-2">
        <Button variant="plain" onClick={() => navigate(link.inspection(inspection.id))}>
          <Trans id="common.back">Back</Trans>
        </Button>
        {submitButton}
      </div>
      <SubmitDialog
        open={confirming}
        approve={approving}
        inspection={inspection}
        loading={view.action.loading}
        error={submitRefusal.refusal?.key ?? null}
        onConfirm={() => void submit()}
        onClose={() => {
          setConfirming(false);
          submitRefusal.clear();
        }}
      />
    </div>
  );
}
