import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DashboardView, WindowFigure } from '../../api/dashboards.ts';
import { WeeklyChart, useWeeklyAverageTitle } from './WeeklyChart.tsx';

/**
 * The wall dashboard's face, sized by its container (not the window), so the editor's previews at wall and
 * embed sizes lay it out exactly as a screen across the room and a 768 px frame do. Colours are the
 * dashboard's own; everything else takes them as it is.
 */
export function DashboardBoard({ view, reducedMotion }: { view: DashboardView; reducedMotion: boolean }) {
  const { t } = useLingui();
  const weeklyTitle = useWeeklyAverageTitle();
  const id = useId();
  const colours = { backgroundColor: `#${view.backgroundColor}`, color: `#${view.textColor}` };
  return (
    <div className="@container min-h-full" style={colours}>
      <div className="flex min-h-full flex-col gap-4 p-4 @3xl:gap-6 @3xl:p-8 @7xl:gap-10 @7xl:p-14">
        <header className="flex flex-wrap items-center gap-4 @7xl:gap-8">
          {view.logo && (
            <img
              src={view.logo.url}
              alt={t({ id: 'dashboardView.logo', message: 'Logo' })}
              className="h-12 w-auto max-w-40 object-contain @3xl:h-16 @7xl:h-28 @7xl:max-w-80"
            />
          )}
          <div className="min-w-0 flex-1">
            <h1 className="text-2xl font-bold break-words @3xl:text-4xl @7xl:text-7xl">
              {view.friendlyName || view.hotelName}
            </h1>
            <p className="text-lg @3xl:text-2xl @7xl:text-4xl">
              {[view.friendlyName && view.hotelName, view.organizationName].filter(Boolean).join(' · ')}
            </p>
          </div>
          {isWebAddress(view.headerLink) && (
            <a
              href={view.headerLink}
              target="_top"
              rel="noopener noreferrer"
              className="text-base font-semibold underline underline-offset-4 @7xl:text-3xl"
            >
              {linkText(view.headerLink)}
            </a>
          )}
        </header>

        <section
          aria-labelledby={`${id}-fulfilment`}
          className="grid grid-cols-1 gap-4 @xl:grid-cols-2 @7xl:gap-10"
        >
          <h2 id={`${id}-fulfilment`} className="sr-only">
            <Trans id="dashboardView.fulfilment">Fulfilment</Trans>
          </h2>
          <Figure
            testId="dashboard-last7"
            label={t({ id: 'dashboardView.last7', message: 'Last 7 days' })}
            fulfilment={view.figures.last7Days}
          />
          <Figure
            testId="dashboard-last30"
            label={t({ id: 'dashboardView.last30', message: 'Last 30 days' })}
            fulfilment={view.figures.last30Days}
          />
          {view.organization && (
            <>
              <Figure
                testId="dashboard-organization-last7"
                label={t({ id: 'dashboardView.organizationLast7', message: 'Organization, last 7 days' })}
                fulfilment={view.organization.last7Days}
              />
              <Figure
                testId="dashboard-organization-last30"
                label={t({ id: 'dashboardView.organizationLast30', message: 'Organization, last 30 days' })}
                fulfilment={view.organization.last30Days}
              />
            </>
          )}
        </section>

        <section aria-labelledby={`${id}-weekly`} className="flex-1">
          <h2 id={`${id}-weekly`} className="mb-2 text-xl font-semibold @3xl:text-2xl @7xl:text-4xl">
            {weeklyTitle}
          </h2>
          <WeeklyChart
            weekly={view.figures.weekly}
            colour={`#${view.textColor}`}
            reducedMotion={reducedMotion}
          />
        </section>
      </div>
    </div>
  );
}

function Figure({ label, fulfilment, testId }: { label: string; fulfilment: WindowFigure; testId: string }) {
  const { i18n } = useLingui();
  const { answered, total } = fulfilment;
  return (
    <div className="rounded-xl border-2 border-current/30 p-4 @3xl:p-6 @7xl:p-10" data-testid={testId}>
      <p className="text-lg font-medium @3xl:text-2xl @7xl:text-4xl">{label}</p>
      <p
        className="text-5xl font-bold tabular-nums @3xl:text-7xl @7xl:text-9xl"
        data-testid={`${testId}-percent`}
      >
        {fulfilment.fulfilment === null
          ? '–'
          : i18n.number(fulfilment.fulfilment / 100, { style: 'percent' })}
      </p>
      <p className="text-base @3xl:text-xl @7xl:text-3xl">
        {fulfilment.total === 0 ? (
          <Trans id="dashboardView.noQuestions">No questions in this period</Trans>
        ) : (
          <Trans id="dashboardView.answeredOf">
            {answered} of {total} answered
          </Trans>
        )}
      </p>
    </div>
  );
}

/** The header link as a person reads it: its host and path, without the scheme. */
function linkText(href: string): string {
  try {
    const url = new URL(href);
    return (url.host + url.pathname).replace(/\/$/, '');
  } catch {
    return href;
  }
}

/** Only an http(s) address is a link on a public page (never javascript: or data:). */
const isWebAddress = (href: string) => /^https?:\/\//i.test(href);
