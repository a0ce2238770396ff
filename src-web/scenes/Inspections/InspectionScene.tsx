import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiCore } from '@lingui/react';
import { Link, useLocation, useParams } from 'wouter';
import { mayStillChange } from '../../../src-domain/inspection/index.ts';
import type { SignedInUser } from '../../api/sessions.ts';
import { withModuleProgress, type InspectionModule, type ModuleState } from '../../api/inspections.ts';
import { inspectionChanges } from '../../api/inspection-changes.ts';
import { AnsweredProgress } from '../../components/AnsweredProgress.tsx';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { LoadingOrError } from '../../components/LoadingOrError.tsx';
import { Modal } from '../../components/Modal.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { useRefusal } from '../../components/use-refusal.ts';
import { link } from '../../routes.ts';
import { act, finishModule } from '../../state/inspection.ts';
import {
  ComfortZoneComments,
  ExternalScoresForm,
  GeneralComments,
  hasComfortZones,
  hasExternalScores,
} from './InspectionNotes.tsx';
import { NotesDialog } from './NotesDialog.tsx';
import { OutboxStatus } from './OutboxStatus.tsx';
import { useInspection } from './use-inspection.ts';
import { usePersonName } from '../../i18n/person-name.ts';

const STATE_STYLE: Record<ModuleState, string> = {
  skipped: 'bg-slate-200 text-slate-800',
  answered: 'bg-emerald-100 text-emerald-900',
  started: 'bg-amber-100 text-amber-900',
  unanswered: 'bg-sky-100 text-sky-900',
};

type Note = 'general' | 'comfortZones' | 'externalScores';

/**
 * /sessions/{id}: the inspection's start page: its modules as cards, the extra questions, side buttons for the
 * notes on the whole inspection (in a dialog), on to control.
 */
export function InspectionScene({ user }: { user: SignedInUser }) {
  const { t } = useLingui();
  const personName = usePersonName();
  const { i18n } = useLinguiCore();
  const { id } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const { view, inspection } = useInspection(id);
  const [skipping, setSkipping] = useState<InspectionModule | null>(null);
  const [warning, setWarning] = useState(false);
  // The open module the server would not finish, and why (e.g. a mandatory question unanswered).
  const [blocked, setBlocked] = useState<{ moduleId: string; key: string } | null>(null);
  const [notes, setNotes] = useState<Note | null>(null);
  // The skip dialog's own refusal: it shows in that dialog and goes with it.
  const skipRefusal = useRefusal();
  const noteTitles: Record<Note, string> = {
    general: t({ id: 'control.generalComments', message: 'General comments' }),
    comfortZones: t({ id: 'control.comfortZones', message: 'Comfort zones' }),
    externalScores: t({ id: 'control.externalScores', message: 'Guest ratings elsewhere' }),
  };
  const stateNames: Record<ModuleState, string> = {
    skipped: t({ id: 'session.state.skipped', message: 'Skipped' }),
    answered: t({ id: 'session.state.answered', message: 'Answered' }),
    started: t({ id: 'session.state.started', message: 'Started' }),
    unanswered: t({ id: 'session.state.unanswered', message: 'Unanswered' }),
  };

  if (!inspection) return <LoadingOrError error={view.load.error} />;

  const open = inspection.modules.filter((m) => !m.skipped && !m.finished);
  const extraOpen = inspection.extraQuestions.filter((q) => q.score === null);
  const skippingName = skipping?.name ?? '';
  const editor = personName(inspection.lastEditedBy.name);
  const locked = !mayStillChange(inspection, user.role);
  // An approved inspection is the agent's to read only: no way on to control (reviewers still open it there).
  const approvedForAgent = !!inspection.adminEndTime && user.role === 'user';
  // The side buttons (§2): comfort zones not for auditQA, ratings elsewhere for agentQ only.
  const noteKinds = (['general', 'comfortZones', 'externalScores'] as const).filter(
    (kind) =>
      kind === 'general' ||
      (kind === 'comfortZones' ? hasComfortZones(inspection) : hasExternalScores(inspection)),
  );
  // Submit at the overview (inspection-run §4): unanswered modules or extra questions warn first.
  // With unanswered questions allowed, continuing finishes the open modules as they are (§4).
  const finishOpenAndContinue = async () => {
    for (const module of open) {
      const outcome = await finishModule(module.id);
      if (outcome.status === 'refused') return setBlocked({ moduleId: module.id, key: outcome.key });
    }
    navigate(link.control(inspection.id));
  };
  const toControl = () =>
    open.length || extraOpen.length
      ? (setBlocked(null), setWarning(true))
      : navigate(link.control(inspection.id));

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <div>
        <p className="text-sm text-slate-700">{inspection.inspectionType.name}</p>
        <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold text-slate-900">
          {inspection.hotel.name} <StatusBadge status={inspection.status} />
        </h1>
        <p className="text-sm text-slate-700">
          {inspection.startDate} {inspection.startHour} ·{' '}
          <Trans id="session.lastEditedBy">Last edited by {editor}</Trans>
        </p>
      </div>
      {approvedForAgent && (
        <p
          role="note"
          className="rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-950"
        >
          <Trans id="session.approvedReadOnly">
            This inspection is approved: it is a final report and can no longer be changed.
          </Trans>
        </p>
      )}
      <OutboxStatus />
      <div className="grid gap-4 desktop:grid-cols-[1fr_14rem]">
        <div className="space-y-4">
          {inspection.descriptions.map((d) => (
            <section key={d.id} className="rounded-lg border border-slate-200 bg-white p-4">
              <h2 className="font-semibold text-slate-900">{d.header}</h2>
              <p className="whitespace-pre-wrap text-slate-800">{d.body}</p>
            </section>
          ))}
          <ul className="grid gap-3 small-tablet:grid-cols-2 large-desktop:grid-cols-3">
            {inspection.modules.map((module) => (
              <li
                key={module.id}
                className={`flex flex-col justify-between gap-3 rounded-lg border bg-white p-4 ${module.skipped ? 'border-slate-200 opacity-60' : 'border-slate-300'}`}
                data-testid="module-card"
              >
                <div className="flex items-start justify-between gap-2">
                  {module.skipped ? (
                    <span className="font-semibold text-slate-700">{module.name}</span>
                  ) : (
                    <Link
                      href={link.module(inspection.id, module.id)}
                      className="font-semibold text-sky-900 underline"
                    >
                      {module.name}
                    </Link>
                  )}
                  <span
                    className={`shrink-0 rounded px-2 py-0.5 text-xs font-medium ${STATE_STYLE[module.state]}`}
                  >
                    {stateNames[module.state]}
                  </span>
                </div>
                <AnsweredProgress module={module} />
                {!module.isMandatory && !inspection.agentEndTime && (
                  <Button variant="plain" onClick={() => setSkipping(module)}>
                    {module.skipped ? (
                      <Trans id="session.unskip">Include the module</Trans>
                    ) : (
                      <Trans id="session.skip">Skip the module</Trans>
                    )}
                  </Button>
                )}
              </li>
            ))}
            {inspection.extraQuestions.length > 0 && (
              <li className="rounded-lg border border-slate-300 bg-white p-4">
                <Link
                  href={link.extraQuestions(inspection.id)}
                  className="font-semibold text-sky-900 underline"
                >
                  <Trans id="sessions.extraQuestions">Extra questions</Trans>
                </Link>
              </li>
            )}
          </ul>
        </div>
        <aside
          className="flex flex-col gap-2"
          aria-label={t({ id: 'session.notes', message: 'Notes on the whole inspection' })}
        >
          {noteKinds.map((kind) => (
            <Button key={kind} variant="plain" onClick={() => setNotes(kind)}>
              {noteTitles[kind]}
            </Button>
          ))}
        </aside>
      </div>
      {!approvedForAgent && (
        <div className="flex justify-end">
          <Button onClick={toControl}>
            <Trans id="session.toControl">Continue to control</Trans>
          </Button>
        </div>
      )}

      <ConfirmDialog
        open={!!skipping}
        title={
          skipping?.skipped
            ? t({ id: 'session.unskipTitle', message: `Include ${skippingName}?` })
            : t({ id: 'session.skipTitle', message: `Skip ${skippingName}?` })
        }
        confirmLabel={
          skipping?.skipped ? (
            <Trans id="session.unskip">Include the module</Trans>
          ) : (
            <Trans id="session.skip">Skip the module</Trans>
          )
        }
        loading={view.action.loading}
        error={skipRefusal.refusal?.key ?? null}
        onConfirm={async () => {
          if (!skipping) return;
          const skipped = !skipping.skipped;
          const outcome = await skipRefusal.watch(
            act(
              (id) => inspectionChanges.toggleSkipped(id, skipping.id),
              (inspection) => {
                for (const m of inspection.modules)
                  if (m.id === skipping.id) withModuleProgress(m, { skipped });
              },
            ),
          );
          if (outcome.status !== 'refused') setSkipping(null);
        }}
        onClose={() => (setSkipping(null), skipRefusal.clear())}
      >
        {skipping?.skipped ? (
          <Trans id="session.unskipConfirm">The module will be part of the inspection again.</Trans>
        ) : (
          <Trans id="session.skipConfirm">A skipped module is not answered and not part of the report.</Trans>
        )}
      </ConfirmDialog>
      <Modal
        open={warning}
        onClose={() => setWarning(false)}
        title={t({ id: 'session.unansweredTitle', message: 'Not everything is answered' })}
      >
        <div className="space-y-3">
          <ul className="list-disc pl-5 text-slate-800">
            {open.map((m) => (
              <li key={m.id}>
                <Link href={link.module(inspection.id, m.id)} className="text-sky-900 underline">
                  {m.name}
                </Link>
                {blocked?.moduleId === m.id && (
                  <p role="alert" className="text-sm font-medium text-red-800">
                    {i18n._(blocked.key)}
                  </p>
                )}
              </li>
            ))}
            {extraOpen.length > 0 && (
              <li>
                <Trans id="sessions.extraQuestions">Extra questions</Trans>
              </li>
            )}
          </ul>
          <p className="text-slate-800">
            {inspection.allowUnansweredQuestions ? (
              <Trans id="session.unansweredAllowed">
                You may continue; what is unanswered stays unanswered.
              </Trans>
            ) : (
              <Trans id="session.unansweredNotAllowed">
                Finish or skip these modules before the control.
              </Trans>
            )}
          </p>
          <div className="flex justify-end gap-2">
            <Button variant="plain" onClick={() => setWarning(false)}>
              <Trans id="common.back">Back</Trans>
            </Button>
            {inspection.allowUnansweredQuestions && (
              <Button loading={view.action.loading} onClick={() => void finishOpenAndContinue()}>
                <Trans id="session.continue">Continue</Trans>
              </Button>
            )}
          </div>
        </div>
      </Modal>
      <NotesDialog
        open={notes !== null}
        title={notes ? noteTitles[notes] : ''}
        onClose={() => setNotes(null)}
      >
        {notes === 'general' && <GeneralComments inspection={inspection} disabled={locked} />}
        {notes === 'comfortZones' && <ComfortZoneComments inspection={inspection} disabled={locked} />}
        {notes === 'externalScores' && (
          <ExternalScoresForm inspection={inspection} disabled={locked} onSaved={() => setNotes(null)} />
        )}
      </NotesDialog>
    </div>
  );
}
