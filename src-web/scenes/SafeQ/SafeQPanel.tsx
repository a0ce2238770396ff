import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { RequestFailed } from '../../api/http.ts';
import { statisticsApi, type ReportDay, type SafeQInfo } from '../../api/statistics.ts';
import { Button } from '../../components/Button.tsx';
import { LoadingOrError } from '../../components/LoadingOrError.tsx';
import { Modal } from '../../components/Modal.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { link } from '../../routes.ts';
import { MonthCalendar } from './MonthCalendar.tsx';

/**
 * The entity page's Safe Q panel (administration §2): the current daily and weekly reports, a shortcut to
 * the latest daily report when it is today's or yesterday's, and a calendar of earlier days; a day with
 * several reports opens a popup listing their inspection types.
 */
export function SafeQPanel({ hotelId }: { hotelId: string }) {
  const { t } = useLingui();
  const [info, setInfo] = useState<SafeQInfo | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [month, setMonth] = useState<string | null>(null);
  const [several, setSeveral] = useState<ReportDay | null>(null);
  useEffect(() => {
    let current = true;
    statisticsApi.info(hotelId).then(
      (answer) => {
        if (!current) return;
        setInfo(answer);
        setMonth((answer.safeQInfo.reportDays.at(-1)?.day ?? answer.today).slice(0, 7));
      },
      (failure) => current && setError(failure instanceof RequestFailed ? failure.msg : 'errors.server'),
    );
    return () => {
      current = false;
    };
  }, [hotelId]);

  const heading = (
    <h2 id="entity-safeq" className="text-lg font-semibold text-slate-900">
      {t({ id: 'entity.safeQ', message: 'Safe Q' })}
    </h2>
  );
  if (!info || !month)
    return (
      <section aria-labelledby="entity-safeq" className="rounded-lg border border-slate-200 bg-white p-4">
        {heading}
        <LoadingOrError error={error} />
      </section>
    );
  const byDay = new Map(info.safeQInfo.reportDays.map((d) => [d.day, d]));
  return (
    <section
      aria-labelledby="entity-safeq"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      {heading}
      {!info.safeQInfo.safeQAvailable ? (
        <p className="text-slate-700">
          <Trans id="safeQReport.notAvailable">This entity has no Safe Q inspection type.</Trans>
        </p>
      ) : (
        <>
          <div className="flex flex-wrap gap-4">
            <TextLink href={link.safeQReport(hotelId)}>
              <Trans id="safeQReport.currentDaily">Current daily report</Trans>
            </TextLink>
            <TextLink href={link.weeklyReport(hotelId)}>
              <Trans id="safeQReport.weeklyLink">Weekly report</Trans>
            </TextLink>
            {info.latestDay && (
              <TextLink href={link.safeQReport(hotelId, info.latestDay)}>
                {info.latestDay === info.today ? (
                  <Trans id="safeQReport.todayShortcut">Today's report</Trans>
                ) : (
                  <Trans id="safeQReport.yesterdayShortcut">Yesterday's report</Trans>
                )}
              </TextLink>
            )}
          </div>
          {info.safeQInfo.reportDays.length === 0 ? (
            <p className="text-slate-700">
              <Trans id="safeQReport.noReport">There is no report for this day.</Trans>
            </p>
          ) : (
            <MonthCalendar
              month={month}
              onMonth={setMonth}
              caption={t({ id: 'safeQReport.earlierDays', message: 'Earlier days' })}
              day={(date) => {
                const reports = byDay.get(date);
                const number = +date.slice(8);
                if (!reports) return <span className="text-slate-600">{number}</span>;
                if (reports.inspections.length === 1)
                  return <TextLink href={link.safeQReport(hotelId, date)}>{String(number)}</TextLink>;
                return (
                  <button
                    type="button"
                    onClick={() => setSeveral(reports)}
                    className="font-medium text-sky-800 underline"
                    aria-label={t({ id: 'safeQReport.severalReports', message: `${date}: several reports` })}
                  >
                    {number}
                  </button>
                );
              }}
            />
          )}
        </>
      )}
      <Modal
        open={several !== null}
        onClose={() => setSeveral(null)}
        title={t({ id: 'safeQReport.chooseType', message: 'Choose the inspection type' })}
      >
        <ul className="space-y-2">
          {several?.inspections.map((inspection) => (
            <li key={inspection.id}>
              <TextLink
                href={link.safeQReport(hotelId, several.day, inspection.inspectionTypeId)}
                onClick={() => setSeveral(null)}
              >
                {inspection.inspectionTypeName}
              </TextLink>
            </li>
          ))}
        </ul>
        <div className="mt-4 flex justify-end">
          <Button variant="plain" onClick={() => setSeveral(null)}>
            <Trans id="common.cancel">Cancel</Trans>
          </Button>
        </div>
      </Modal>
    </section>
  );
}
