import { Trans } from '@lingui/react/macro';
import { useLingui as useLinguiCore } from '@lingui/react';
import type { WeeklyReport } from '../../api/statistics.ts';
import { QUESTION_CLASSIFICATION_NAMES } from '../../i18n/catalogue-names.ts';
import { SafeQScore, ScoreAndFulfilmentTerms } from './SafeQFigureText.tsx';

/**
 * The accumulated observation (administration §9): the last 4 weeks up to this one summed as one period, so a
 * week with few rounds is read against a steadier figure.
 */
export function AccumulatedWeeks({ accumulated }: { accumulated: WeeklyReport['accumulated'] }) {
  const { i18n } = useLinguiCore();
  const { from, to } = accumulated;
  return (
    <section
      aria-labelledby="weekly-accumulated"
      className="space-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm"
    >
      <h2 id="weekly-accumulated" className="text-lg font-semibold text-slate-900">
        <Trans id="safeQReport.lastFourWeeksTogether">Last 4 weeks together</Trans>
      </h2>
      <p className="text-slate-700">
        <Trans id="safeQReport.accumulatedPeriod">
          {from} – {to}
        </Trans>
      </p>
      <dl className="grid gap-2 tablet:grid-cols-2">
        <ScoreAndFulfilmentTerms figure={accumulated.score} />
        {accumulated.comfortZones.map((zone) => (
          <div key={zone.zone}>
            <dt className="inline text-slate-700">{i18n._(QUESTION_CLASSIFICATION_NAMES[zone.zone])}: </dt>
            <dd className="inline">
              <SafeQScore figure={zone.score} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
