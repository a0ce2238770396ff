import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiCore } from '@lingui/react';
import { useParams } from 'wouter';
import { isLocale, DEFAULT_LOCALE } from '../../../src-domain/shared/locales.ts';
import { actionPlansApi } from '../../api/action-plans.ts';
import type { SignedInUser } from '../../api/sessions.ts';
import { Button } from '../../components/Button.tsx';
import { ActionPlanPanel } from './ActionPlanPanel.tsx';

/**
 * /sessions/{id}/action-plan (inspection-run §2 "Action plan page"): the printable plan for every role that
 * may read it, with its PDF; the actions can be worked on from here by their owners and the entity's admins.
 */
export function ActionPlanScene({ user }: { user: SignedInUser }) {
  const { id } = useParams<{ id: string }>();
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const language = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  return (
    <div className="report mx-auto max-w-4xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans id="menu.actionPlan">Action plan</Trans>
        </h1>
        <div className="flex gap-2 print:hidden">
          <a
            href={actionPlansApi.pdfUrl(id, language)}
            className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
          >
            {t({ id: 'actionPlan.pdf', message: 'Download PDF' })}
          </a>
          <Button variant="plain" onClick={() => window.print()}>
            <Trans id="actionPlan.print">Print</Trans>
          </Button>
        </div>
      </div>
      <ActionPlanPanel id={id} user={user} header />
    </div>
  );
}
