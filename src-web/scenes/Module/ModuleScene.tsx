import { Suspense, lazy, useRef, useState } from 'react';
import { Trans, useLingui, Plural } from '@lingui/react/macro';
import { useLocation, useParams } from 'wouter';
import { unansweredQuestions, mayStillChange, validateModule } from '../../../src-domain/inspection/index.ts';
import { answersOf, snapshotOf, type InspectionModule } from '../../api/inspections.ts';
import { AnsweredProgress } from '../../components/AnsweredProgress.tsx';
import type { SignedInUser } from '../../api/sessions.ts';
import { Button } from '../../components/Button.tsx';
import { TabButton, TabPanel, TabPanels, TabRow, Tabs } from '../../components/Tabs.tsx';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { LoadingOrError } from '../../components/LoadingOrError.tsx';
import { Modal } from '../../components/Modal.tsx';
import { link } from '../../routes.ts';
import { finishModule, setQuestionErrors } from '../../state/inspection.ts';
import { flushPendingEdits } from '../../state/pending-edits.ts';
import { usePresence } from '../../realtime/use-presence.ts';
import { useInspection } from '../Inspections/use-inspection.ts';
import { ComfortZoneComments, hasComfortZones } from '../Inspections/InspectionNotes.tsx';
import { NotesDialog } from '../Inspections/NotesDialog.tsx';
import { OutboxStatus } from '../Inspections/OutboxStatus.tsx';
import { REPORT_TYPE_NAMES } from '../InspectionTypes/type-names.ts';
import { clusterSections, moduleAccess } from './cluster-sections.tsx';

/** The module's answers by question id, and the module in the shape the shared validation helper reads. */
function forValidation(module: InspectionModule) {
  return { answers: answersOf(module), snapshot: snapshotOf(module) };
}

// Follow-ups are an admin's, after the agent has submitted: loaded only when shown (the agent path's budget).
const ModuleFollowUp = lazy(() =>
  import('./ModuleFollowUp.tsx').then((m) => ({ default: m.ModuleFollowUp })),
);

/** /sessions/{id}/modules/{moduleId}: answering a module (inspection-run §2 "Module question screen"). */
export function ModuleScene({ user }: { user: SignedInUser }) {
  const { t } = useLingui();
  const { id, moduleId } = useParams<{ id: string; moduleId: string }>();
  const [, navigate] = useLocation();
  const { view, inspection } = useInspection(id);
  const [tab, setTab] = useState(0);
  const tabRow = useRef<HTMLDivElement>(null);
  const [dialog, setDialog] = useState<'errors' | 'confirm' | 'comfortZones' | null>(null);
  const [finishing, setFinishing] = useState(false);
  const [finishError, setFinishError] = useState<string | null>(null);
  const presence = usePresence(id, user.id);

  if (!inspection) return <LoadingOrError error={view.load.error} />;
  const module = inspection.modules.find((m) => m.id === moduleId);
  if (!module) return <ErrorBanner messageKey="inspections.moduleNotFound" />;
  const { disabled, followUp } = moduleAccess(inspection, module, user.role);
  const errors = view.questionErrors as Record<string, string[]>;
  const errorCount = (clusterIndex: number) =>
    module.clusters[clusterIndex]!.questions.filter((q) => errors[q.id]?.length).length;
  const { answers, snapshot } = forValidation(module);
  const unanswered = unansweredQuestions(snapshot, answers);
  const count = unanswered.length;

  const finish = async () => {
    setFinishing(true);
    setFinishError(null);
    const outcome = await finishModule(module.id);
    setFinishing(false);
    if (outcome.status !== 'refused') {
      setQuestionErrors({});
      return navigate(link.inspection(inspection.id));
    }
    if (outcome.key === 'inspections.moduleHasErrors') {
      setQuestionErrors(
        Object.fromEntries(Object.entries(outcome.errors).map(([q, keys]) => [q, keys.split('. ')])),
      );
      setDialog('errors');
    } else setFinishError(outcome.key);
  };
  // The shared helper first (not for companyAdmin and superUser), then the unanswered list (§4).
  const askToFinish = () => {
    const found = validateModule(snapshot, answers, user.role, inspection.followUpToInspectionId !== null);
    setQuestionErrors(found);
    if (Object.keys(found).length) return setDialog('errors');
    if (count === 0) return void finish();
    setDialog('confirm');
  };
  const sections = clusterSections({
    inspection,
    module,
    role: user.role,
    presence,
    errors,
    failed: view.failed,
  });
  const errorTotal = Object.keys(errors).length;
  // Another cluster's tab: what was typed on this one goes first.
  const showTab = (index: number) => {
    flushPendingEdits();
    setTab(index);
  };
  /** Next, pressed under the last question: the next tab from its top, not from where this one ended. */
  const nextTab = () => {
    showTab(tab + 1);
    tabRow.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <div className="mx-auto max-w-3xl space-y-4 pb-16">
      <div>
        <p className="text-sm text-slate-700">
          {inspection.hotel.name} · {inspection.inspectionType.name}
        </p>
        <h1 className="text-2xl font-bold text-slate-900">{module.name}</h1>
      </div>
      <AnsweredProgress module={module} />
      {hasComfortZones(inspection) && (
        // The report-type banner (§2): comfort-zone notes while answering, not for auditQA.
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-950">
          <span className="font-semibold">{REPORT_TYPE_NAMES[inspection.inspectionType.reportType]}</span>
          <Button variant="plain" onClick={() => setDialog('comfortZones')}>
            <Trans id="control.comfortZones">Comfort zones</Trans>
          </Button>
        </div>
      )}
      {module.skipped && (
        <p className="rounded-md bg-slate-100 p-3 text-slate-800">
          <Trans id="module.skipped">This module is skipped.</Trans>
        </p>
      )}
      <ErrorBanner messageKey={finishError} />
      {followUp && (
        <Suspense fallback={null}>
          <ModuleFollowUp module={module} disabled={disabled} />
        </Suspense>
      )}
      <OutboxStatus />
      {module.useTabs ? (
        // Where Next brings the page back to: the tab row.
        <div ref={tabRow} className="scroll-mt-4">
          <Tabs selectedIndex={tab} onChange={showTab}>
            <TabRow>
              {module.clusters.map((cluster, index) => (
                <TabButton key={cluster.id}>
                  {cluster.name}
                  {errorCount(index) > 0 && (
                    <span className="rounded-full bg-red-700 px-2 text-xs text-white">
                      {Math.min(errorCount(index), 999)}
                    </span>
                  )}
                </TabButton>
              ))}
            </TabRow>
            <TabPanels className="pt-4">
              {sections.map((section, index) => (
                <TabPanel key={module.clusters[index]!.id}>{section}</TabPanel>
              ))}
            </TabPanels>
          </Tabs>
        </div>
      ) : (
        <div className="space-y-8">{sections}</div>
      )}
      <div className="flex flex-wrap justify-between gap-2 border-t border-slate-200 pt-4">
        <Button variant="plain" onClick={() => navigate(link.inspection(inspection.id))}>
          <Trans id="common.back">Back</Trans>
        </Button>
        <div className="flex gap-2">
          {module.useTabs && tab < module.clusters.length - 1 && (
            <Button variant="plain" onClick={nextTab}>
              <Trans id="module.nextCluster">Next</Trans>
            </Button>
          )}
          {!disabled && (
            <Button onClick={askToFinish} loading={finishing}>
              <Trans id="module.finish">Finish the module</Trans>
            </Button>
          )}
        </div>
      </div>

      <Modal
        open={dialog === 'errors'}
        onClose={() => setDialog(null)}
        title={t({ id: 'module.errorsTitle', message: 'The module contains errors' })}
      >
        <div className="space-y-3">
          <p className="text-slate-800">
            <Plural
              id="module.errorsBody"
              value={errorTotal}
              one="# question needs attention. It is marked in red."
              other="# questions need attention. They are marked in red."
            />
          </p>
          <div className="flex justify-end">
            <Button onClick={() => setDialog(null)}>
              <Trans id="shell.closeMenu">Close</Trans>
            </Button>
          </div>
        </div>
      </Modal>
      <Modal
        open={dialog === 'confirm'}
        onClose={() => setDialog(null)}
        title={t({ id: 'module.confirmTitle', message: 'Finish the module?' })}
      >
        <div className="space-y-3">
          <p className="text-slate-800">
            {inspection.allowUnansweredQuestions ? (
              <Plural
                id="module.unansweredStay"
                value={count}
                one="# question is unanswered and stays unanswered."
                other="# questions are unanswered and stay unanswered."
              />
            ) : inspection.inspectionType.reportType === 'auditQA' ? (
              <Plural
                id="module.unansweredAudit"
                value={count}
                one="# question is unanswered; the audit records it with the best answer."
                other="# questions are unanswered; the audit records them with the best answer."
              />
            ) : (
              <Plural
                id="module.unansweredBest"
                value={count}
                one="# question is unanswered; it gets the best answer."
                other="# questions are unanswered; they get the best answer."
              />
            )}
          </p>
          <ul className="max-h-60 list-disc overflow-y-auto pl-5 text-sm text-slate-800">
            {unanswered.map((q) => (
              <li key={q.id}>{(q as unknown as { content: string }).content}</li>
            ))}
          </ul>
          <div className="flex justify-end gap-2">
            <Button variant="plain" onClick={() => setDialog(null)}>
              <Trans id="common.cancel">Cancel</Trans>
            </Button>
            <Button
              loading={finishing}
              onClick={async () => {
                setDialog(null);
                await finish();
              }}
            >
              <Trans id="module.finish">Finish the module</Trans>
            </Button>
          </div>
        </div>
      </Modal>
      <NotesDialog
        open={dialog === 'comfortZones'}
        title={t({ id: 'control.comfortZones', message: 'Comfort zones' })}
        onClose={() => setDialog(null)}
      >
        <ComfortZoneComments inspection={inspection} disabled={!mayStillChange(inspection, user.role)} />
      </NotesDialog>
    </div>
  );
}
