import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiCore } from '@lingui/react';
import { EXTERNAL_SCORE_MAXIMA, type ExternalScoreProvider } from '../../../src-domain/inspection/index.ts';
import type { Report } from '../../api/reports.ts';
import { QUESTION_CLASSIFICATION_NAMES } from '../../i18n/catalogue-names.ts';
import { SITE_NAMES } from '../../i18n/site-names.ts';
import { useId } from 'react';
import { GuestSatisfactionChart } from './charts/GuestSatisfactionChart.tsx';
import { CommentText, ReportSection } from './ReportSection.tsx';
import { ScoreFigure } from './ScoreFigure.tsx';

/** Each comfort zone's score over the questions classified in it, with the agent's comment on the zone. */
export function ComfortZones({ report }: { report: Report }) {
  const { i18n } = useLinguiCore();
  return (
    <ReportSection title={<Trans id="control.comfortZones">Comfort zones</Trans>} testId="comfort-zones">
      {/* One grid for all zones, each row on its columns (subgrid): the score column is as wide as the
          widest score or word in it ("Nicht beantwortet"), so no word runs into the comment beside it. */}
      <ul className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 divide-y divide-slate-100 small-tablet:grid-cols-[minmax(0,14rem)_minmax(6rem,max-content)_minmax(0,1fr)]">
        {report.comfortZones.map(({ zone, score, comment }) => (
          <li key={zone} className="report-keep col-span-full grid grid-cols-subgrid gap-y-1 py-2">
            <span className="font-medium text-slate-900">{i18n._(QUESTION_CLASSIFICATION_NAMES[zone])}</span>
            <span>
              <ScoreFigure figure={score} />
            </span>
            <div className="col-span-2 min-w-0 small-tablet:col-span-1">
              <CommentText text={comment} />
            </div>
          </li>
        ))}
      </ul>
    </ReportSection>
  );
}

export function GeneralComments({ text }: { text: string }) {
  return (
    <ReportSection title={<Trans id="control.generalComments">General comments</Trans>}>
      <CommentText text={text} />
    </ReportSection>
  );
}

const PROVIDERS = Object.keys(EXTERNAL_SCORE_MAXIMA) as ExternalScoreProvider[];

/**
 * Guest ratings elsewhere as the agent entered them, each out of its site's maximum (the list the guest
 * satisfaction chart pictures on its 0 to 10 axis).
 */
export function ExternalScores({ scores }: { scores: Report['externalScores'] }) {
  const { t } = useLingui();
  const listId = useId();
  const { i18n } = useLinguiCore();
  const given = PROVIDERS.filter((p) => scores[p] !== undefined);
  return (
    <ReportSection title={<Trans id="control.externalScores">Guest ratings elsewhere</Trans>}>
      {given.length === 0 ? (
        <p className="text-slate-600 italic">
          <Trans id="report.noExternalScores">No ratings were entered.</Trans>
        </p>
      ) : (
        <>
          <GuestSatisfactionChart scores={scores} describedBy={listId} />
          <dl id={listId} className="grid grid-cols-2 gap-3 small-tablet:grid-cols-5">
            {given.map((provider) => (
              <div key={provider}>
                <dt className="text-sm text-slate-700">
                  {provider === 'custom'
                    ? t({ id: 'control.ownRating', message: 'Own rating' })
                    : SITE_NAMES[provider]}
                </dt>
                <dd className="text-xl font-semibold text-slate-900 tabular-nums">
                  {i18n.number(scores[provider]!)}
                  {provider !== 'custom' && (
                    <span className="text-sm font-normal text-slate-700">
                      {' '}
                      / {EXTERNAL_SCORE_MAXIMA[provider]}
                    </span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
          {(scores.facebook !== undefined || scores.tripAdvisor !== undefined) && (
            <p className="text-sm text-slate-600">
              <Trans id="report.ratingsOutOf5Doubled">
                Facebook and Tripadvisor rate out of 5: the chart draws their ratings doubled, on the scale of
                10.
              </Trans>
            </p>
          )}
        </>
      )}
    </ReportSection>
  );
}
