import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiCore } from '@lingui/react';
import { useParams, useSearch } from 'wouter';
import { isIsoDate } from '../../../src-domain/shared/dates.ts';
import { statisticsApi, type DailyReport } from '../../api/statistics.ts';
import { TextLink } from '../../components/TextLink.tsx';
import { MODULE_AREA_NAMES, QUESTION_CLASSIFICATION_NAMES } from '../../i18n/catalogue-names.ts';
import { formatDateTime } from '../../i18n/dates.ts';
import { link } from '../../routes.ts';
import { ObservationScore } from '../Report/ObservationScore.tsx';
import { SafeQScore, ScoreAndFulfilmentTerms } from './SafeQFigureText.tsx';
import { SafeQDownloads } from './SafeQDownloads.tsx';
import { SafeQStates } from './SafeQStates.tsx';
import { useLoaded } from './use-loaded.ts';
import { useLiveDailyReports } from './use-safeq-live.ts';

/**
 * /admin/entities/{id}/safeq-report?day&inspectionType: the daily Safe Q reports of an entity's day
 * (administration §2, §3). The day is used only when it is a valid date (§5); otherwise the server's default,
 * yesterday in the entity's time zone.
 */
export function DailyReportScene() {
  const { hotelId } = useParams<{ hotelId: string }>();
  const search = new URLSearchParams(useSearch());
  const asked = search.get('day') ?? '';
  const day = isIsoDate(asked) ? asked : undefined;
  const inspectionType = search.get('inspectionType') ?? undefined;
  const { loaded, language, reload, update } = useLoaded(`${hotelId}|${day}|${inspectionType}`, (language) =>
    statisticsApi.daily(hotelId, language, day, inspectionType),
  );
  const reports = loaded.state === 'done' ? loaded.value : null;
  // The day shown: the one asked, or the server's default as the reports it answered say.
  const shownDay = day ?? reports?.[0]?.date;
  useLiveDailyReports(
    hotelId,
    reports,
    (pushed) => pushed.day === shownDay && (!inspectionType || pushed.inspectionTypeId === inspectionType),
    language,
    update,
    reload,
  );
  return (
    <div className="report mx-auto max-w-5xl space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans id="safeQReport.dailyTitle">Daily Safe Q report</Trans>
        </h1>
        <TextLink href={link.weeklyReport(hotelId, day)}>
          <Trans id="safeQReport.weeklyLink">Weekly report</Trans>
        </TextLink>
      </div>
      <SafeQStates loaded={loaded} isEmpty={(reports) => reports.length === 0}>
        {(reports) => (
          <>
            {reports.map((report) => (
              <DailyReportView key={report.id} report={report} />
            ))}
            <SafeQDownloads
              fileUrl={(format) =>
                statisticsApi.dailyFile(hotelId, format, language, reports[0]!.date, inspectionType)
              }
            />
          </>
        )}
      </SafeQStates>
    </div>
  );
}

function DailyReportView({ report }: { report: DailyReport }) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const headingId = `daily-${report.id}`;
  // An instant, in the entity's time (YYYY-MM-DD HH:mm), as the day it belongs to and the report's paper.
  const endTime = formatDateTime(report.endTime, { timeZone: report.hotel.timeZone });
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <header>
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {report.hotel.name} · {report.inspectionTypeName} · {report.date}
        </h2>
        <p className="text-sm text-slate-700">
          {report.endTime ? (
            <Trans id="safeQReport.endedAt">Ended {endTime}</Trans>
          ) : (
            <Trans id="safeQReport.notEnded">Not ended yet</Trans>
          )}
        </p>
        <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <ScoreAndFulfilmentTerms figure={report.score} />
        </dl>
      </header>
      {report.modules.map((module) => (
        <section key={module.id} aria-label={module.name} className="rounded-md border border-slate-100 p-3">
          <h3 className="font-semibold text-slate-900">
            {module.name}
            {module.area && (
              <span className="ml-2 text-sm font-normal text-slate-700">
                {MODULE_AREA_NAMES[module.area as keyof typeof MODULE_AREA_NAMES]
                  ? i18n._(MODULE_AREA_NAMES[module.area as keyof typeof MODULE_AREA_NAMES])
                  : module.area}
              </span>
            )}
          </h3>
          {module.skipped ? (
            <p className="text-sm text-slate-700">
              <Trans id="safeQReport.moduleSkipped">Skipped (not applicable)</Trans>
            </p>
          ) : (
            <>
              <p className="text-sm text-slate-800">
                <AnsweredOfTotal answered={module.totalAnsweredQuestions} total={module.totalQuestions} /> ·{' '}
                <SafeQScore figure={module.score} />
              </p>
              {Object.keys(module.questionsByComfortZones).length > 0 && (
                <ul className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-700">
                  {Object.entries(module.questionsByComfortZones).map(([zone, counts]) => (
                    <li key={zone}>
                      {QUESTION_CLASSIFICATION_NAMES[zone as keyof typeof QUESTION_CLASSIFICATION_NAMES]
                        ? i18n._(
                            QUESTION_CLASSIFICATION_NAMES[zone as keyof typeof QUESTION_CLASSIFICATION_NAMES],
                          )
                        : zone}
                      : {counts.totalAnsweredQuestions}/{counts.totalQuestions}
                    </li>
                  ))}
                </ul>
              )}
              {module.clusters.map((cluster) => (
                <div key={cluster.id} className="mt-2">
                  <h4 className="text-sm font-semibold text-slate-800">{cluster.name}</h4>
                  {cluster.comment && <p className="text-sm text-slate-700 italic">{cluster.comment}</p>}
                  <ul className="divide-y divide-slate-100 text-sm">
                    {cluster.questions.map((q) => (
                      <li key={q.id} className="flex flex-wrap justify-between gap-2 py-1">
                        <span className="text-slate-900">{q.content}</span>
                        {/* By its type: a measured number in the language's way, a text answer as answered
                            when it was written, "not answered" only when nothing was given. */}
                        <ObservationScore
                          type={q.type}
                          score={q.score}
                          points={q.points}
                          max={q.max}
                          comment={q.comment}
                          chosenOption={q.chosenOption}
                        />
                        {q.comment && <span className="w-full text-slate-700">{q.comment}</span>}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </>
          )}
        </section>
      ))}
      <SafeQComments
        comments={[
          ['global', t({ id: 'safeQReport.globalComments', message: 'General comments' }), report.global],
          ['hygiene', i18n._(QUESTION_CLASSIFICATION_NAMES.hygiene), report.hygiene],
          ['socialDistance', i18n._(QUESTION_CLASSIFICATION_NAMES.socialDistance), report.socialDistance],
        ]}
      />
    </article>
  );
}

function SafeQComments({ comments }: { comments: Array<[string, string, string]> }) {
  return (
    <dl className="space-y-1 text-sm">
      {comments.map(([key, label, text]) => (
        <div key={key}>
          <dt className="font-semibold text-slate-800">{label}</dt>
          <dd className="text-slate-700">{text.trim() ? text : <Trans id="noComment">No comment</Trans>}</dd>
        </div>
      ))}
    </dl>
  );
}

function AnsweredOfTotal({ answered, total }: { answered: number; total: number }) {
  return (
    <Trans id="safeQReport.answeredOfTotal">
      {answered} of {total} questions answered
    </Trans>
  );
}
