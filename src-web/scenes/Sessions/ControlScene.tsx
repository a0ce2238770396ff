import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useParams } from 'wouter';
import {
  COMFORT_ZONES,
  EXTERNAL_SCORE_MAXIMA,
  type ExternalScoreProvider,
} from '../../../src-domain/inspection/index.ts';
import { inspectionChanges } from '../../api/inspection-changes.ts';
import type { SignedInUser } from '../../api/sessions.ts';
import { Button } from '../../components/Button.tsx';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { LoadingOrError } from '../../components/LoadingOrError.tsx';
import { QUESTION_CLASSIFICATION_NAMES } from '../../i18n/catalogue-names.ts';
import { useLingui as useLinguiCore } from '@lingui/react';
import { link, paths } from '../../routes.ts';
import { act } from '../../state/inspection.ts';
import { CommentField } from '../Module/CommentField.tsx';
import { ControlModules } from './ControlModules.tsx';
import { ExtraQuestionList } from './ExtraQuestionList.tsx';
import { OutboxStatus } from './OutboxStatus.tsx';
import { useInspection } from './use-inspection.ts';

const PROVIDERS = Object.keys(EXTERNAL_SCORE_MAXIMA) as ExternalScoreProvider[];
/** The sites by their own names (not translated); `custom` is the entity's own rating. */
const SITE_NAMES: Record<Exclude<ExternalScoreProvider, 'custom'>, string> = {
  facebook: 'Facebook',
  tripAdvisor: 'Tripadvisor',
  booking: 'Booking.com',
  hotels: 'Hotels.com',
};

/** /sessions/{id}/control: general and comfort-zone comments, external scores, the modules, then submit (§2, §4). */
export function ControlScene({ user }: { user: SignedInUser }) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const { id } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const { view, inspection } = useInspection(id);
  const [scores, setScores] = useState<Partial<Record<ExternalScoreProvider, string>>>({});
  useEffect(() => {
    if (inspection)
      setScores(
        Object.fromEntries(PROVIDERS.map((p) => [p, inspection.externalScores[p]?.toString() ?? ''])),
      );
  }, [inspection?.id]); // once per inspection: typed values are not overwritten by pushes

  if (!inspection) return <LoadingOrError error={view.load.error} />;
  const reportType = inspection.inspectionType.reportType;
  const admin = user.role !== 'user';
  const finalized = !!inspection.adminEndTime;
  const start = `${inspection.startDate} ${inspection.startHour}`;

  const submit = async () => {
    // Already submitted by the agent: an admin's submit approves it (§4).
    const at = new Date().toISOString();
    const done = inspection.agentEndTime
      ? await act(
          (id) => inspectionChanges.approve(id),
          (inspection) => void (inspection.adminEndTime = at),
        )
      : await act(
          (id) => inspectionChanges.submit(id),
          (inspection) => void (inspection.agentEndTime = at),
        );
    if (done.status !== 'refused')
      navigate(
        admin
          ? link.entity(inspection.hotel.id, user.role === 'superUser' ? null : inspection.organizationId)
          : paths.start,
      );
  };

  return (
    <div className="mx-auto max-w-3xl space-y-4 pb-16">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">
          {inspection.hotel.name} · {inspection.inspectionType.name}
        </h1>
        <p className="text-sm text-slate-700">
          <Trans id="control.start">Started {start}</Trans>
        </p>
      </div>
      <ErrorBanner messageKey={view.action.error} />
      <OutboxStatus />
      <section className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="font-semibold text-slate-900">
          <Trans id="control.generalComments">General comments</Trans>
        </h2>
        <CommentField
          label={t({ id: 'control.generalComments', message: 'General comments' })}
          value={inspection.generalComments}
          disabled={finalized}
          onSave={(text) =>
            act(
              (id) => inspectionChanges.generalComments(id, text),
              (inspection) => void (inspection.generalComments = text),
            )
          }
        />
      </section>
      {reportType !== 'auditQA' && (
        <section className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
          <h2 className="font-semibold text-slate-900">
            <Trans id="control.comfortZones">Comfort zones</Trans>
          </h2>
          {COMFORT_ZONES.map((zone) => (
            <div key={zone}>
              <p className="text-sm font-medium text-slate-800">
                {i18n._(QUESTION_CLASSIFICATION_NAMES[zone])}
              </p>
              <CommentField
                label={i18n._(QUESTION_CLASSIFICATION_NAMES[zone])}
                value={inspection.comfortZones[zone] ?? ''}
                disabled={finalized}
                onSave={(text) =>
                  act(
                    (id) => inspectionChanges.comfortZones(id, { [zone]: text }),
                    (inspection) => void (inspection.comfortZones[zone] = text),
                  )
                }
              />
            </div>
          ))}
        </section>
      )}
      {reportType === 'agentQ' && (
        <form
          noValidate
          className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
          onSubmit={(e) => {
            e.preventDefault();
            void act((id) => inspectionChanges.externalScores(id, scores));
          }}
        >
          <h2 className="font-semibold text-slate-900">
            <Trans id="control.externalScores">Guest ratings elsewhere</Trans>
          </h2>
          <div className="grid gap-3 small-tablet:grid-cols-3">
            {PROVIDERS.map((provider) => (
              <label key={provider} className="block text-sm font-medium text-slate-700">
                {provider === 'custom'
                  ? t({ id: 'control.ownRating', message: 'Own rating' })
                  : `${SITE_NAMES[provider]} (0–${EXTERNAL_SCORE_MAXIMA[provider]})`}
                <input
                  type="number"
                  step={0.01}
                  min={0}
                  max={
                    Number.isFinite(EXTERNAL_SCORE_MAXIMA[provider])
                      ? EXTERNAL_SCORE_MAXIMA[provider]
                      : undefined
                  }
                  value={scores[provider] ?? ''}
                  placeholder={t({ id: 'control.unanswered', message: 'unanswered' })}
                  disabled={finalized}
                  onChange={(e) => setScores({ ...scores, [provider]: e.target.value })}
                  className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
                />
              </label>
            ))}
          </div>
          <Button type="submit" variant="plain" disabled={finalized}>
            <Trans id="common.save">Save</Trans>
          </Button>
        </form>
      )}
      <ControlModules inspection={inspection} user={user} />
      {inspection.extraQuestions.length > 0 && (
        <section className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
          <h2 className="font-semibold text-slate-900">
            <Trans id="sessions.extraQuestions">Extra questions</Trans>
          </h2>
          <ExtraQuestionList inspection={inspection} disabled={!!inspection.agentEndTime} />
        </section>
      )}
      <div className="flex justify-between gap-2">
        <Button variant="plain" onClick={() => navigate(link.session(inspection.id))}>
          <Trans id="common.back">Back</Trans>
        </Button>
        {!finalized && (!inspection.agentEndTime || admin) && (
          <Button onClick={() => void submit()} loading={view.action.loading}>
            {inspection.agentEndTime ? (
              <Trans id="control.approve">Approve the report</Trans>
            ) : (
              <Trans id="control.submit">Submit the inspection</Trans>
            )}
          </Button>
        )}
      </div>
    </div>
  );
}
