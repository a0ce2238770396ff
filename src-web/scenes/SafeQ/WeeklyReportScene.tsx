import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiCore } from '@lingui/react';
import { useParams, useSearch } from 'wouter';
import { isIsoDate } from '../../../src-domain/shared/dates.ts';
import { statisticsApi, type WeeklyReport } from '../../api/statistics.ts';
import { Table } from '../../components/Table.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { MODULE_AREA_NAMES, QUESTION_CLASSIFICATION_NAMES } from '../../i18n/catalogue-names.ts';
import { link } from '../../routes.ts';
import { OverTimeTable } from '../Report/charts/OverTimeTable.tsx';
import { PercentLineChart } from '../Report/charts/PercentLineChart.tsx';
import { chartedWeeks, weeklyColumns } from '../../../src-domain/report/chart-series.ts';
import { AccumulatedWeeks } from './AccumulatedWeeks.tsx';
import { FulfilmentGauge } from './FulfilmentGauge.tsx';
import { PercentOrDash, QIndex, SafeQFulfilment, SafeQScore } from './SafeQFigureText.tsx';
import { SafeQDownloads } from './SafeQDownloads.tsx';
import { SafeQStates } from './SafeQStates.tsx';
import { useLoaded } from './use-loaded.ts';
import { useLiveWeeklyReport } from './use-safeq-live.ts';

/**
 * /admin/entities/{id}/weekly-report?day: the weekly Safe Q report of the ISO week holding the day (default,
 * from the server: the end of the last whole ISO week). The day is used only when it is a valid date (§5).
 */
export function WeeklyReportScene() {
  const { hotelId } = useParams<{ hotelId: string }>();
  const asked = new URLSearchParams(useSearch()).get('day') ?? '';
  const day = isIsoDate(asked) ? asked : undefined;
  const { loaded, reload, update, language } = useLoaded(`${hotelId}|${day}`, (language) =>
    statisticsApi.weekly(hotelId, language, day),
  );
  useLiveWeeklyReport(hotelId, loaded.state === 'done' ? loaded.value : null, language, update, reload);
  return (
    <div className="report mx-auto max-w-5xl space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans id="safeQReport.weeklyTitle">Weekly Safe Q report</Trans>
      </h1>
      <SafeQStates loaded={loaded} isEmpty={(report) => report.hotels[0]!.inspections.length === 0}>
        {(report) => (
          <>
            <WeeklyReportView report={report} />
            <SafeQDownloads
              fileUrl={(format) => statisticsApi.weeklyFile(hotelId, format, language, report.day)}
            />
          </>
        )}
      </SafeQStates>
      {loaded.state === 'done' && loaded.value.hotels[0]!.inspections.length === 0 && (
        <WeekNavigation hotelId={hotelId} report={loaded.value} />
      )}
    </div>
  );
}

function WeekNavigation({ hotelId, report }: { hotelId: string; report: WeeklyReport }) {
  const week = report.week.number;
  const { start, end } = report.week;
  const previous = report.previousWeek.number;
  return (
    <p className="flex flex-wrap gap-4 text-sm">
      <TextLink href={link.weeklyReport(hotelId, report.previousWeek.end)}>
        <Trans id="safeQReport.previousWeekLink">← Week {previous}</Trans>
      </TextLink>
      <span className="text-slate-700">
        <Trans id="safeQReport.weekOf">
          Week {week}: {start} – {end}
        </Trans>
      </span>
    </p>
  );
}

function WeeklyReportView({ report }: { report: WeeklyReport }) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const hotel = report.hotels[0]!;
  const week = report.week.number;
  const { start, end } = report.week;
  const previous = report.previousWeek.number;
  const areaName = (area: string) =>
    MODULE_AREA_NAMES[area as keyof typeof MODULE_AREA_NAMES]
      ? i18n._(MODULE_AREA_NAMES[area as keyof typeof MODULE_AREA_NAMES])
      : area;
  const charted = chartedWeeks(report.charts);
  return (
    <div className="space-y-4">
      <section className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="text-xl font-semibold text-slate-900">
          {hotel.name} ·{' '}
          <Trans id="safeQReport.weekOf">
            Week {week}: {start} – {end}
          </Trans>
        </h2>
        {hotel.inactive && (
          <p className="text-sm text-slate-700">{t({ id: 'entities.inactive', message: 'Inactive' })}</p>
        )}
        <div className="mt-3 grid gap-4 tablet:grid-cols-2">
          <FulfilmentGauge {...report.fulfilment} />
          <dl className="space-y-1 text-sm">
            <div>
              <dt className="inline text-slate-700">
                <Trans id="safeQReport.weeklyScore">Weekly score</Trans>:{' '}
              </dt>
              <dd className="inline">
                <SafeQScore figure={report.score} />
              </dd>
            </div>
            <div>
              <dt className="inline text-slate-700">
                <Trans id="safeQReport.previousWeek">Previous week</Trans>:{' '}
              </dt>
              <dd className="inline">
                <PercentOrDash value={report.previousScore.percent} />
              </dd>
            </div>
            <div>
              <dt className="inline text-slate-700">qIndex: </dt>
              <dd className="inline">
                <QIndex figure={report.score} />
              </dd>
            </div>
          </dl>
        </div>
        <p className="mt-3 text-sm">
          <TextLink href={link.weeklyReport(hotel.id, report.previousWeek.end)}>
            <Trans id="safeQReport.previousWeekLink">← Week {previous}</Trans>
          </TextLink>
        </p>
      </section>

      <AccumulatedWeeks accumulated={report.accumulated} />

      <section aria-labelledby="weekly-modules" className="space-y-2">
        <h2 id="weekly-modules" className="text-lg font-semibold text-slate-900">
          <Trans id="safeQReport.moduleScores">Module scores</Trans>
        </h2>
        <Table
          layout="wide"
          columns={[
            { label: t({ id: 'safeQReport.module', message: 'Module' }) },
            { label: t({ id: 'safeQReport.score', message: 'Score' }) },
            { label: t({ id: 'safeQReport.previousWeek', message: 'Previous week' }) },
            { label: t({ id: 'report.fulfilment', message: 'Fulfilment' }) },
            {
              label: t({ id: 'safeQReport.trend', message: 'Last 4 weeks' }),
              className: 'hidden tablet:table-cell',
            },
          ]}
        >
          {hotel.moduleTypes.map((m) => (
            <tr key={m.id} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                <a href={`#module-${m.id}`} className="text-sky-800 underline">
                  {m.name}
                </a>{' '}
                <span className="font-normal text-slate-700">{areaName(m.area)}</span>
              </th>
              <td className="px-3 py-2">
                <SafeQScore figure={m.score} />
              </td>
              <td className="px-3 py-2">
                <PercentOrDash value={m.previousPercent} />
              </td>
              <td className="px-3 py-2">
                <SafeQFulfilment figure={m.score} />
              </td>
              <td className="hidden px-3 py-2 tablet:table-cell">
                {m.trend.map((w) => (
                  <span key={w.week} className="mr-2">
                    v{w.number}: <PercentOrDash value={w.percent} />
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </Table>
      </section>

      <section aria-labelledby="weekly-fulfilment" className="space-y-2">
        <h2 id="weekly-fulfilment" className="text-lg font-semibold text-slate-900">
          <Trans id="safeQReport.fulfilmentTable">Fulfilment by day</Trans>
        </h2>
        <Table
          layout="wide"
          columns={[
            { label: t({ id: 'sessions.date', message: 'Date' }) },
            { label: t({ id: 'safeQReport.inspectionType', message: 'Inspection type' }) },
            { label: t({ id: 'report.fulfilment', message: 'Fulfilment' }) },
            { label: t({ id: 'safeQReport.score', message: 'Score' }) },
            { label: t({ id: 'safeQReport.status', message: 'Status' }) },
          ]}
        >
          {hotel.inspections.map((inspection) => (
            <tr key={inspection.id} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="px-3 py-2 font-normal">
                <TextLink href={link.safeQReport(hotel.id, inspection.day)}>{inspection.day}</TextLink>
              </th>
              <td className="px-3 py-2">{inspection.inspectionTypeName}</td>
              <td className="px-3 py-2">
                <SafeQFulfilment figure={inspection.score} />
              </td>
              <td className="px-3 py-2">
                <SafeQScore figure={inspection.score} />
              </td>
              <td className="px-3 py-2">
                {inspection.complete
                  ? t({ id: 'safeQReport.complete', message: 'Complete' })
                  : inspection.endTime
                    ? t({ id: 'safeQReport.endedIncomplete', message: 'Ended, incomplete' })
                    : t({ id: 'safeQReport.open', message: 'Open' })}
              </td>
            </tr>
          ))}
        </Table>
      </section>

      <section aria-labelledby="weekly-zones" className="space-y-2">
        <h2 id="weekly-zones" className="text-lg font-semibold text-slate-900">
          <Trans id="safeQReport.observationsByZone">Observations by comfort zone</Trans>
        </h2>
        <div className="grid gap-3 tablet:grid-cols-2">
          {report.comfortZones.map((zone) => (
            <div key={zone.zone} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
              <h3 className="font-semibold text-slate-900">
                {i18n._(QUESTION_CLASSIFICATION_NAMES[zone.zone])}
              </h3>
              <p>
                <SafeQScore figure={zone.score} /> ·{' '}
                <Trans id="safeQReport.previousWeek">Previous week</Trans>:{' '}
                <PercentOrDash value={zone.previousPercent} />
              </p>
              {zone.comments.length === 0 ? (
                <p className="text-slate-700">
                  <Trans id="noComment">No comment</Trans>
                </p>
              ) : (
                <ul className="mt-1 space-y-1">
                  {zone.comments.map((c) => (
                    <li key={`${c.day}-${c.inspectionTypeName}`}>
                      <span className="text-slate-700">{c.day}:</span> {c.comment}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ))}
        </div>
      </section>

      <section
        aria-labelledby="weekly-charts"
        className="space-y-2 rounded-lg border border-slate-200 bg-white p-4"
      >
        <h2 id="weekly-charts" className="text-lg font-semibold text-slate-900">
          <Trans id="safeQReport.yearChart">The last year, week by week</Trans>
        </h2>
        {charted.length === 0 ? (
          <p className="text-slate-700">
            <Trans id="safeQReport.noHistory">No earlier weeks to compare with.</Trans>
          </p>
        ) : (
          <WeeklyChart weeks={charted} />
        )}
      </section>

      {hotel.moduleTypes.map((m) => (
        <section
          key={m.id}
          id={`module-${m.id}`}
          aria-labelledby={`module-${m.id}-title`}
          className="rounded-lg border border-slate-200 bg-white p-4 text-sm"
        >
          <h2 id={`module-${m.id}-title`} className="text-lg font-semibold text-slate-900">
            {m.name} <span className="font-normal text-slate-700">{areaName(m.area)}</span>
          </h2>
          <ul className="mt-2 divide-y divide-slate-100">
            {m.days.map((d) => (
              <li key={d.id} className="flex flex-wrap justify-between gap-2 py-1">
                <TextLink href={link.safeQReport(hotel.id, d.day)}>
                  {d.day} · {d.inspectionTypeName}
                </TextLink>
                {d.skipped ? (
                  <span className="text-slate-700">
                    <Trans id="safeQReport.moduleSkipped">Skipped (not applicable)</Trans>
                  </span>
                ) : (
                  <span>
                    <SafeQScore figure={d.score} /> · <SafeQFulfilment figure={d.score} />
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** The weekly score, fulfilment and the two zones over the year: a lazy chart and its table. */
function WeeklyChart({ weeks }: { weeks: WeeklyReport['charts'] }) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const { dates, columns } = weeklyColumns(weeks, {
    score: t({ id: 'safeQReport.score', message: 'Score' }),
    fulfilment: t({ id: 'report.fulfilment', message: 'Fulfilment' }),
    hygiene: i18n._(QUESTION_CLASSIFICATION_NAMES.hygiene),
    socialDistance: i18n._(QUESTION_CLASSIFICATION_NAMES.socialDistance),
  });
  const label = t({ id: 'safeQReport.yearChart', message: 'The last year, week by week' });
  return (
    <>
      <PercentLineChart
        label={label}
        describedBy="weekly-year-table"
        testId="weekly-chart"
        dates={dates}
        columns={columns}
      />
      <details>
        <summary className="cursor-pointer text-sm text-sky-800 underline">
          <Trans id="safeQReport.showTable">Show as a table</Trans>
        </summary>
        <OverTimeTable id="weekly-year-table" caption={label} dates={dates} columns={columns} />
      </details>
    </>
  );
}
