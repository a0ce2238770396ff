import { useEffect } from 'react';
import { Trans } from '@lingui/react/macro';
import { useParams } from 'wouter';
import { useSnapshot } from 'valtio';
import type { DashboardView } from '../../api/dashboards.ts';
import { Button } from '../../components/Button.tsx';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { browserNow } from '../../components/local-dates.ts';
import { useMediaQuery } from '../../components/use-media-query.ts';
import { publicLiveClient } from '../../realtime/public-socket.ts';
import { dashboardViewState, dashboardViewWatch, loadDashboardView } from '../../state/dashboard-view.ts';
import { DashboardBoard } from './DashboardBoard.tsx';
import { useHeightReport } from './use-height-report.ts';
import { useLanguageRotation } from './use-language-rotation.ts';

/** Inspection-run §9: the data reloads every 60 s; pushes stand in for it while the socket is up. */
const RELOAD_WHILE_OFFLINE_MS = 60_000;

/**
 * The public wall dashboard (/dashboard/view/{uuid}): no sign-in, no cookie. It joins the uuid's room and
 * shows the figures document pushed there; only while the socket is down does it reload every minute.
 */
export function DashboardViewScene() {
  const { uuid } = useParams<{ uuid: string }>();
  const state = useSnapshot(dashboardViewState);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  useDashboardRoom(uuid);
  useHeightReport();
  const view = state.uuid === uuid ? (state.view as DashboardView | null) : null;
  useDayChange(uuid, view?.validUntil);
  usePageBackground(view ? `#${view.backgroundColor}` : null);
  useLanguageRotation(view?.language, !!view?.rotateLanguages, view?.languageRotationInterval ?? 0);

  if (state.gone)
    return (
      <Notice>
        <h1 className="text-2xl font-bold">
          <Trans id="dashboardView.goneTitle">This dashboard link no longer works</Trans>
        </h1>
        <p>
          <Trans id="dashboardView.gone">
            Its link was renewed or the dashboard was removed. Ask its administrator for the new link.
          </Trans>
        </p>
      </Notice>
    );
  if (!view)
    return (
      <Notice>
        {state.load.error ? (
          <>
            <ErrorBanner messageKey={state.load.error} />
            <Button onClick={() => void loadDashboardView(uuid)}>
              <Trans id="shell.retry">Try again</Trans>
            </Button>
          </>
        ) : (
          <p role="status">
            <Trans id="shell.loading">Loading…</Trans>
          </p>
        )}
      </Notice>
    );
  return (
    <main className="min-h-screen" style={{ backgroundColor: `#${view.backgroundColor}` }}>
      <DashboardBoard view={view} reducedMotion={reducedMotion} />
    </main>
  );
}

function Notice({ children }: { children: React.ReactNode }) {
  return <main className="mx-auto mt-16 max-w-xl space-y-4 p-4 text-slate-900">{children}</main>;
}

/** Joins the uuid's room on the page's public socket, loads once joined, and reloads each minute offline. */
function useDashboardRoom(uuid: string): void {
  useEffect(() => {
    const { live, socket } = publicLiveClient();
    const watching = live.watch(dashboardViewWatch(uuid));
    let stopped = false;
    void watching.ready.then(() => {
      if (!stopped) void loadDashboardView(uuid);
    });
    let timer: number | undefined;
    const offline = (reason?: string) => {
      dashboardViewState.connected = false;
      // The server ends the sockets of a regenerated uuid: ask at once, the answer says whether it is gone.
      if (reason === 'io server disconnect') void loadDashboardView(uuid);
      timer ??= window.setInterval(() => void loadDashboardView(uuid), RELOAD_WHILE_OFFLINE_MS);
    };
    const online = () => {
      dashboardViewState.connected = true;
      window.clearInterval(timer);
      timer = undefined;
    };
    if (socket.connected) online();
    else offline();
    socket.on('connect', online);
    socket.on('disconnect', offline);
    return () => {
      stopped = true;
      watching.stop();
      window.clearInterval(timer);
      socket.off('connect', online);
      socket.off('disconnect', offline);
    };
  }, [uuid]);
}

/**
 * The figures are for the entity's day and hold until it ends (`validUntil`): nothing is pushed at midnight,
 * so the view asks again then.
 */
function useDayChange(uuid: string, validUntil: string | undefined): void {
  useEffect(() => {
    if (!validUntil) return;
    const wait = Date.parse(validUntil) - browserNow();
    if (!Number.isFinite(wait)) return;
    // A timer longer than about 24.8 days overflows; a day is far less.
    const timer = window.setTimeout(() => void loadDashboardView(uuid), Math.max(0, wait) + 1000);
    return () => window.clearTimeout(timer);
  }, [uuid, validUntil]);
}

/** The dashboard's background fills the whole window, also below a short page (a phone, a tall frame). */
function usePageBackground(colour: string | null): void {
  useEffect(() => {
    if (!colour) return;
    document.body.style.backgroundColor = colour;
    return () => void (document.body.style.backgroundColor = '');
  }, [colour]);
}
