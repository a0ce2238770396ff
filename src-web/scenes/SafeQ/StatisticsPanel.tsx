import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { Button } from '../../components/Button.tsx';
import { Checkbox } from '../../components/Checkbox.tsx';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { FormActions } from '../../components/FormActions.tsx';
import { LoadingOrError } from '../../components/LoadingOrError.tsx';
import { Modal } from '../../components/Modal.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { link } from '../../routes.ts';
import { useLive } from '../../realtime/use-live.ts';
import { loadOrganization } from '../../state/organizations.ts';
import {
  choose,
  loadReportDays,
  loadStatisticsHotels,
  reportDaysWatch,
  statisticsHotelsWatch,
  statisticsState,
} from '../../state/statistics-panel.ts';
import { NotificationListsForm } from '../Organization/NotificationListsForm.tsx';
import { MonthCalendar } from './MonthCalendar.tsx';

/**
 * The statistics tab (administration §2): which entities, whether to leave out those that answered nothing,
 * the current organization report, a read-only calendar whose weeks link to their report ("v{week}"), and
 * the notification settings (who gets the weekly report mail and the incomplete-inspections mail).
 * `idOrMy` is what the API is asked with; `organizationId` the organization's id for the report's address.
 */
export function StatisticsPanel({ idOrMy, organizationId }: { idOrMy: string; organizationId: string }) {
  const { t } = useLingui();
  const view = useSnapshot(statisticsState);
  const [excludeUnanswered, setExcludeUnanswered] = useState(false);
  /** The month asked for (null: the server's current one, until one is chosen). */
  const [askedMonth, setAskedMonth] = useState<string | null>(null);
  const [notifying, setNotifying] = useState(false);
  // Each loaded once the organization's room is joined, then kept current by its pushes.
  const loadHotels = () => loadStatisticsHotels(idOrMy);
  const loadDays = () => loadReportDays(idOrMy, askedMonth);
  useLive(`${organizationId}|${idOrMy}`, () => statisticsHotelsWatch(organizationId, loadHotels), loadHotels);
  useLive(
    `${organizationId}|${idOrMy}|${askedMonth ?? ''}`,
    () => reportDaysWatch(organizationId, loadDays),
    loadDays,
  );

  // What another organization's tab left is not shown meanwhile.
  const own = view.of === idOrMy;
  const hotels = own ? view.hotels : null;
  const days = own ? view.calendar : null;
  const { hotelsError, calendarError: daysError } = view;
  const month = days?.month ?? null;
  const chosen = new Set(view.chosen);
  if (!hotels) return <LoadingOrError error={hotelsError} />;
  const hotelIds = hotels.filter((h) => chosen.has(h.id)).map((h) => h.id);
  const reportLink = (day?: string) =>
    link.organizationReport(organizationId, {
      day,
      hotelIds: hotelIds.length === hotels.length ? [] : hotelIds,
      excludeUnanswered,
    });
  const reported = new Set(days?.reportDays ?? []);
  return (
    // Columns of minmax(0, 1fr) and cards of min-w-0: what is inside a card wraps or shrinks to the screen, it
    // never makes its column (and the page) wider than the screen.
    <div className="grid grid-cols-1 gap-6 small-desktop:grid-cols-2">
      <section
        aria-labelledby="statistics-choice"
        className="min-w-0 space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      >
        <h2 id="statistics-choice" className="text-lg font-semibold">
          <Trans id="statistics.entities">Entities in the report</Trans>
        </h2>
        {hotels.length === 0 ? (
          <p className="text-slate-700">
            <Trans id="statistics.noEntities">The organization has no entities yet.</Trans>
          </p>
        ) : (
          <fieldset className="space-y-1">
            <legend className="sr-only">
              {t({ id: 'statistics.entities', message: 'Entities in the report' })}
            </legend>
            {hotels.map((hotel) => (
              <Checkbox
                key={hotel.id}
                label={
                  hotel.inactive
                    ? `${hotel.name} (${t({ id: 'entities.inactive', message: 'Inactive' })})`
                    : hotel.name
                }
                checked={chosen.has(hotel.id)}
                onChange={(e) => choose(hotel.id, e.target.checked)}
              />
            ))}
          </fieldset>
        )}
        <Checkbox
          label={t({ id: 'statistics.excludeUnanswered', message: 'Exclude unanswered entities' })}
          checked={excludeUnanswered}
          onChange={(e) => setExcludeUnanswered(e.target.checked)}
        />
        <div className="flex flex-wrap gap-3">
          {hotelIds.length > 0 ? (
            <TextLink href={reportLink()}>
              <Trans id="statistics.currentReport">Current report</Trans>
            </TextLink>
          ) : (
            <span className="text-sm text-slate-700">
              <Trans id="statistics.chooseEntity">Choose at least one entity.</Trans>
            </span>
          )}
          <Button variant="plain" onClick={() => setNotifying(true)}>
            <Trans id="statistics.notificationSettings">Notification settings</Trans>
          </Button>
        </div>
      </section>
      <section
        aria-labelledby="statistics-calendar"
        className="min-w-0 space-y-2 rounded-lg border border-slate-200 bg-white p-4"
      >
        <h2 id="statistics-calendar" className="text-lg font-semibold">
          <Trans id="statistics.calendar">Weekly reports</Trans>
        </h2>
        <ErrorBanner messageKey={daysError} />
        {days && month ? (
          <MonthCalendar
            month={month}
            onMonth={setAskedMonth}
            caption={t({ id: 'statistics.calendar', message: 'Weekly reports' })}
            week={(week, end) =>
              hotelIds.length > 0 ? <TextLink href={reportLink(end)}>{`v${week}`}</TextLink> : `v${week}`
            }
            day={(date) => (
              <span className={reported.has(date) ? 'font-semibold text-sky-900' : 'text-slate-700'}>
                {+date.slice(8)}
                {reported.has(date) && (
                  <span className="sr-only">
                    {' '}
                    {t({ id: 'statistics.hasReports', message: 'has reports' })}
                  </span>
                )}
              </span>
            )}
          />
        ) : (
          !daysError && <LoadingOrError error={null} />
        )}
      </section>
      <NotificationDialog idOrMy={idOrMy} open={notifying} onClose={() => setNotifying(false)} />
    </div>
  );
}

/** Who gets the weekly report mail and the incomplete-inspections mail (the organization's two lists). */
function NotificationDialog({
  idOrMy,
  open,
  onClose,
}: {
  idOrMy: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  useEffect(() => {
    if (open) void loadOrganization(idOrMy);
  }, [idOrMy, open]);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t({ id: 'statistics.notificationSettings', message: 'Notification settings' })}
    >
      {/* Made again at each opening, so no "saved" note of an earlier opening shows. */}
      {open && (
        <NotificationListsForm
          idOrMy={idOrMy}
          legends={{
            reportEmail: t({ id: 'statistics.weeklyMail', message: 'Weekly report mail (Monday morning)' }),
            incompleteEmail: t({
              id: 'statistics.incompleteMail',
              message: 'Incomplete inspections mail (daily)',
            }),
          }}
          actions={(saving) => <FormActions onCancel={onClose} saving={saving} />}
        />
      )}
    </Modal>
  );
}
