import { useRef, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import type { Inspection, InspectionModule } from '../../api/inspections.ts';
import type { SignedInUser } from '../../api/sessions.ts';
import { AnsweredProgress } from '../../components/AnsweredProgress.tsx';
import { Button } from '../../components/Button.tsx';
import { TabButton, TabPanel, TabPanels, TabRow, Tabs } from '../../components/Tabs.tsx';
import { usePresence } from '../../realtime/use-presence.ts';
import { link } from '../../routes.ts';
import { inspectionState } from '../../state/inspection.ts';
import { flushPendingEdits } from '../../state/pending-edits.ts';
import { clusterSections, moduleAccess } from '../Module/cluster-sections.tsx';
import { ModuleFollowUp } from '../Module/ModuleFollowUp.tsx';

/**
 * The control step's modules with their questions, answered in place and live like the module screen:
 * tabbed with a next-module button if any module uses tabs, else one after another; skipped ones hidden (§2).
 */
export function ControlModules({ inspection, user }: { inspection: Inspection; user: SignedInUser }) {
  const view = useSnapshot(inspectionState);
  const presence = usePresence(inspection.id, user.id);
  const [tab, setTab] = useState(0);
  const top = useRef<HTMLElement>(null);
  const modules = inspection.modules.filter((m) => !m.skipped);
  // Another module's tab: what was typed in this one goes first.
  const showTab = (index: number) => {
    flushPendingEdits();
    setTab(index);
  };
  const sections = (module: InspectionModule) =>
    clusterSections({
      inspection,
      module,
      role: user.role,
      presence,
      errors: view.questionErrors,
      failed: view.failed,
      withHistory: true,
    });
  const opener = (module: InspectionModule) => {
    const access = moduleAccess(inspection, module, user.role);
    return (
      <>
        <p className="flex flex-wrap justify-between gap-2 text-sm text-slate-700">
          <a href={link.module(inspection.id, module.id)} className="text-sky-900 underline">
            <Trans id="control.openModule">Open {module.name}</Trans>
          </a>
          <span className="w-full max-w-xs">
            <AnsweredProgress module={module} />
          </span>
        </p>
        {access.followUp && <ModuleFollowUp module={module} disabled={access.disabled} />}
      </>
    );
  };

  return (
    <section ref={top} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="font-semibold text-slate-900">
        <Trans id="modules.title">Modules</Trans>
      </h2>
      {modules.length === 0 ? (
        <p className="text-slate-700">
          <Trans id="control.allSkipped">Every module is skipped.</Trans>
        </p>
      ) : modules.some((m) => m.useTabs) ? (
        <Tabs selectedIndex={Math.min(tab, modules.length - 1)} onChange={showTab}>
          <TabRow>
            {modules.map((module) => (
              <TabButton key={module.id}>{module.name}</TabButton>
            ))}
          </TabRow>
          <TabPanels className="pt-4">
            {modules.map((module) => (
              <TabPanel key={module.id} className="space-y-6">
                {opener(module)}
                {sections(module)}
              </TabPanel>
            ))}
          </TabPanels>
          {tab < modules.length - 1 && (
            <div className="flex justify-end border-t border-slate-200 pt-3">
              <Button
                variant="plain"
                onClick={() => {
                  showTab(tab + 1);
                  top.current?.scrollIntoView({ block: 'start' });
                }}
              >
                <Trans id="control.nextModule">Next module</Trans>
              </Button>
            </div>
          )}
        </Tabs>
      ) : (
        modules.map((module) => (
          <section
            key={module.id}
            aria-label={module.name}
            className="space-y-6 border-t border-slate-200 pt-3"
          >
            <h3 className="text-xl font-semibold text-slate-900">{module.name}</h3>
            {opener(module)}
            {sections(module)}
          </section>
        ))
      )}
    </section>
  );
}
