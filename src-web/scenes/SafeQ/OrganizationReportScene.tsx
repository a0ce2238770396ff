import { Trans, useLingui, Plural } from '@lingui/react/macro';
import { useLingui as useLinguiCore } from '@lingui/react';
import { useParams, useSearch } from 'wouter';
import { isIsoDate } from '../../../src-domain/shared/dates.ts';
import { addDays } from '../../../src-domain/shared/iso-week.ts';
import { statisticsApi, type NamesOrCount, type OrganizationReport } from '../../api/statistics.ts';
import { Table } from '../../components/Table.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { MODULE_AREA_NAMES, QUESTION_CLASSIFICATION_NAMES } from '../../i18n/catalogue-names.ts';
import { link } from '../../routes.ts';
import { BAND_STYLES } from './band.ts';
import { PercentOrDash, QIndex, SafeQScore } from './SafeQFigureText.tsx';
import { SafeQDownloads } from './SafeQDownloads.tsx';
import { SafeQStates } from './SafeQStates.tsx';
import { useLoaded } from './use-loaded.ts';
import { useLiveRanking } from './use-live-ranking.ts';

/**
 * /organizations/{id}/report?day&hotelIds&excludeUnanswered: the organization report of one ISO week
 * (administration §2, §9). The chosen entities and the exclude-unanswered flag travel in the query (so a
 * reload or a shared link shows the same report); the day is used only when it is a valid date.
 */
export function OrganizationReportScene() {
  const { id } = useParams<{ id: string }>();
  const search = new URLSearchParams(useSearch());
  const asked = search.get('day') ?? '';
  const day = isIsoDate(asked) ? asked : undefined;
  const hotelIds = (search.get('hotelIds') ?? '').split(',').filter(Boolean);
  const excludeUnanswered = search.get('excludeUnanswered') === 'true';
  const { loaded, reload, update, language } = useLoaded(
    `${id}|${day}|${hotelIds.join(',')}|${excludeUnanswered}`,
    (language) => statisticsApi.organization(id, language, { day, hotelIds, excludeUnanswered }),
  );
  const shown = loaded.state === 'done' ? loaded.value : null;
  useLiveRanking(shown, language, update, reload);
  return (
    <div className="report mx-auto max-w-5xl space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans id="safeQReport.organizationTitle">Organization report</Trans>
      </h1>
      <SafeQStates loaded={loaded} isEmpty={(report) => report.hotels.length === 0}>
        {(report) => (
          <>
            <OrganizationReportView report={report} hotelIds={hotelIds} />
            <SafeQDownloads
              fileUrl={(format) =>
                statisticsApi.organizationFile(id, format, language, { day, hotelIds, excludeUnanswered })
              }
            />
          </>
        )}
      </SafeQStates>
    </div>
  );
}

function Names({ list }: { list: NamesOrCount }) {
  const count = list.count;
  if (list.names === null)
    return <Plural id="safeQReport.entityCount" value={count} one="# entity" other="# entities" />;
  if (list.names.length === 0) return <Trans id="safeQReport.noEntities">none</Trans>;
  return <>{list.names.join(', ')}</>;
}

function OrganizationReportView({ report, hotelIds }: { report: OrganizationReport; hotelIds: string[] }) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const week = report.week.number;
  const { start, end } = report.week;
  const average = report.average;
  const moved = (day: string) =>
    link.organizationReport(report.id, { day, hotelIds, excludeUnanswered: report.excludeUnanswered });
  return (
    <div className="space-y-4">
      <section className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
        <h2 className="text-xl font-semibold text-slate-900">
          {report.name} ·{' '}
          <Trans id="safeQReport.weekOf">
            Week {week}: {start} – {end}
          </Trans>
        </h2>
        <dl className="mt-2 grid gap-1 tablet:grid-cols-2">
          <div>
            <dt className="inline text-slate-700">
              <Trans id="safeQReport.startDate">Start date</Trans>:{' '}
            </dt>
            <dd className="inline">{report.startDate}</dd>
          </div>
          <div>
            <dt className="inline text-slate-700">
              <Trans id="safeQReport.endDate">End date</Trans>:{' '}
            </dt>
            <dd className="inline">{report.endDate}</dd>
          </div>
          <div>
            <dt className="inline text-slate-700">
              <Trans id="safeQReport.selectedEntities">Selected entities</Trans>:{' '}
            </dt>
            <dd className="inline">
              <Names list={report.selected} />
            </dd>
          </div>
          <div>
            <dt className="inline text-slate-700">
              <Trans id="safeQReport.excludedEntities">Excluded (unanswered)</Trans>:{' '}
            </dt>
            <dd className="inline">
              <Names list={report.excluded} />
            </dd>
          </div>
          <div>
            <dt className="inline text-slate-700">
              <Trans id="safeQReport.emptyRounds">Rounds left empty (not counted)</Trans>:{' '}
            </dt>
            <dd className="inline tabular-nums" data-testid="empty-rounds">
              {report.empty}
            </dd>
          </div>
          <div>
            <dt className="inline text-slate-700">
              <Trans id="safeQReport.average">Average qIndex</Trans>:{' '}
            </dt>
            <dd className="inline">
              <PercentOrDash value={average} />
            </dd>
          </div>
        </dl>
        <p className="mt-2 flex flex-wrap gap-4">
          <TextLink href={moved(addDays(report.startDate, -1))}>
            <Trans id="safeQReport.earlierWeek">Earlier week</Trans>
          </TextLink>
          <TextLink href={moved(addDays(report.endDate, 1))}>
            <Trans id="safeQReport.laterWeek">Later week</Trans>
          </TextLink>
        </p>
      </section>

      <section aria-labelledby="ranking" className="space-y-2">
        <h2 id="ranking" className="text-lg font-semibold text-slate-900">
          <Trans id="safeQReport.ranking">Ranking</Trans>
        </h2>
        <Table
          layout="wide"
          columns={[
            { label: t({ id: 'safeQReport.rank', message: 'Rank' }) },
            { label: 'qIndex %' },
            { label: t({ id: 'safeQReport.answered', message: 'Answered' }) },
            { label: t({ id: 'safeQReport.entity', message: 'Entity' }) },
            { label: `${i18n._(QUESTION_CLASSIFICATION_NAMES.hygiene)} %` },
            { label: `${i18n._(QUESTION_CLASSIFICATION_NAMES.socialDistance)} %` },
            { label: t({ id: 'safeQReport.band', message: 'Band' }) },
          ]}
        >
          {report.hotels.map((hotel) => {
            const { answered, total, complete, empty } = hotel;
            const band = BAND_STYLES[hotel.band];
            return (
              <tr key={hotel.id} className={`border-b border-slate-100 last:border-0 ${band.row}`}>
                <td className="px-3 py-2 tabular-nums">{hotel.rank ?? '–'}</td>
                <td className="px-3 py-2">
                  <QIndex figure={hotel.score} />
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <Trans id="safeQReport.answeredOf">
                    {answered} of {total}, whereof {complete} complete
                  </Trans>
                  {empty > 0 && (
                    <span className="block text-slate-700" data-testid="hotel-empty-rounds">
                      <Plural
                        id="safeQReport.hotelEmptyRounds"
                        value={empty}
                        one="# left empty, not counted"
                        other="# left empty, not counted"
                      />
                    </span>
                  )}
                </td>
                <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                  <TextLink href={link.weeklyReport(hotel.id, report.endDate)}>{hotel.name}</TextLink>
                </th>
                <td className="px-3 py-2">
                  <SafeQScore figure={hotel.hygiene} />
                </td>
                <td className="px-3 py-2">
                  <SafeQScore figure={hotel.socialDistance} />
                </td>
                <td className="px-3 py-2">
                  <span className="flex items-center gap-2">
                    <span
                      className={`inline-block h-3 w-3 shrink-0 rounded-full ${band.swatch}`}
                      aria-hidden="true"
                    />
                    {i18n._(band.label)}
                  </span>
                </td>
              </tr>
            );
          })}
        </Table>
        <p className="text-sm text-slate-700">
          <Trans id="safeQReport.qIndexDefinitionEmpty">
            qIndex is the points earned out of the points the week's applicable questions could earn (3 each);
            an unanswered question earns none, a not-applicable one is left out, and a round with no answer at
            all is not counted. Bands compare it with the average.
          </Trans>
        </p>
      </section>

      {report.inspectionModuleTypes.length > 0 && (
        <section aria-labelledby="org-modules" className="space-y-2">
          <h2 id="org-modules" className="text-lg font-semibold text-slate-900">
            <Trans id="safeQReport.moduleScores">Module scores</Trans>
          </h2>
          <ul className="grid gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm tablet:grid-cols-2">
            {report.inspectionModuleTypes.map((m) => (
              <li key={m.id} className="flex justify-between gap-2">
                <span>
                  {m.name}{' '}
                  <span className="text-slate-700">
                    {MODULE_AREA_NAMES[m.area as keyof typeof MODULE_AREA_NAMES]
                      ? i18n._(MODULE_AREA_NAMES[m.area as keyof typeof MODULE_AREA_NAMES])
                      : m.area}
                  </span>
                </span>
                <SafeQScore figure={m.score} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
