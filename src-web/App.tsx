import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import type { Role } from '../src-domain/shared/roles.ts';
import type { SignedInUser } from './api/sessions.ts';
import { AppShell } from './components/AppShell.tsx';
import { Button } from './components/Button.tsx';
import { ErrorBanner } from './components/ErrorBanner.tsx';
import { withAllTexts } from './i18n/setup.ts';
import { earlyScreen, type EarlyScreen } from './early-screen.tsx';
import { connectSessionSocket } from './realtime/session-socket.ts';
import {
  loadControlScreen,
  loadExtraQuestionsScreen,
  loadInspectionScreen,
  loadModuleScreen,
} from './inspection-screens.ts';
import { link, paths, routePattern } from './routes.ts';
import {
  NoPermissionScene,
  NotAvailableScene,
  NotFoundScene,
} from './scenes/NotAvailable/NotAvailableScene.tsx';
import { LoadingOrError } from './components/LoadingOrError.tsx';
import { ReportLoading } from './scenes/Report/ReportLoading.tsx';
import { checkSession, sessionState } from './state/session.ts';

/**
 * Every screen is its own chunk, loaded when its route is first opened: the entry holds only the shell, so
 * an agent's phone never fetches the admin screens' code (the budget: tests/config/bundle-budget.test.ts).
 * The screens outside the agent's path (AGENT_SCREENS in scripts/vite-catalogue-parts.ts) show once the rest
 * of the catalogue is loaded too (withAllTexts).
 */
const ConfirmEmailScene = lazy(() =>
  withAllTexts(import('./scenes/ConfirmEmail/ConfirmEmailScene.tsx')).then((m) => ({
    default: m.ConfirmEmailScene,
  })),
);
const HotelsScene = lazy(() =>
  withAllTexts(import('./scenes/Hotels/HotelsScene.tsx')).then((m) => ({ default: m.HotelsScene })),
);
const HotelScene = lazy(() =>
  withAllTexts(import('./scenes/Hotel/HotelScene.tsx')).then((m) => ({ default: m.HotelScene })),
);
const InspectionTypesPanel = lazy(() =>
  withAllTexts(import('./scenes/InspectionTypes/InspectionTypesPanel.tsx')).then((m) => ({
    default: m.InspectionTypesPanel,
  })),
);
const LoginScene = earlyScreen(() => import('./scenes/Login/LoginScene.tsx').then((m) => m.LoginScene));
const PasswordResetScene = lazy(() =>
  withAllTexts(import('./scenes/PasswordReset/PasswordResetScene.tsx')).then((m) => ({
    default: m.PasswordResetScene,
  })),
);
const RequestPasswordResetScene = lazy(() =>
  withAllTexts(import('./scenes/RequestPasswordReset/RequestPasswordResetScene.tsx')).then((m) => ({
    default: m.RequestPasswordResetScene,
  })),
);
const StartScene = earlyScreen(() => import('./scenes/Start/StartScene.tsx').then((m) => m.StartScene));
const AdminInspectionCreateScene = lazy(() =>
  withAllTexts(import('./scenes/AdminInspections/AdminInspectionCreateScene.tsx')).then((m) => ({
    default: m.AdminInspectionCreateScene,
  })),
);
const AdminInspectionsScene = lazy(() =>
  withAllTexts(import('./scenes/AdminInspections/AdminInspectionsScene.tsx')).then((m) => ({
    default: m.AdminInspectionsScene,
  })),
);
const AuditQaListScene = lazy(() =>
  withAllTexts(import('./scenes/AuditQa/AuditQaListScene.tsx')).then((m) => ({
    default: m.AuditQaListScene,
  })),
);
const ActionPlansScene = lazy(() =>
  withAllTexts(import('./scenes/ActionPlans/ActionPlansScene.tsx')).then((m) => ({
    default: m.ActionPlansScene,
  })),
);
const ModuleScene = earlyScreen(() => loadModuleScreen().then((m) => m.ModuleScene));
const ControlScene = lazy(() => loadControlScreen().then((m) => ({ default: m.ControlScene })));
const ExtraQuestionsScene = lazy(() =>
  loadExtraQuestionsScreen().then((m) => ({ default: m.ExtraQuestionsScene })),
);
const InspectionCreateScene = lazy(() =>
  withAllTexts(import('./scenes/Inspections/InspectionCreateScene.tsx')).then((m) => ({
    default: m.InspectionCreateScene,
  })),
);
const InspectionScene = earlyScreen(() => loadInspectionScreen().then((m) => m.InspectionScene));
const InspectionsScene = earlyScreen(() =>
  import('./scenes/Inspections/InspectionsScene.tsx').then((m) => m.InspectionsScene),
);
const QuestionUploadScene = lazy(() =>
  withAllTexts(import('./scenes/QuestionUpload/QuestionUploadScene.tsx')).then((m) => ({
    default: m.QuestionUploadScene,
  })),
);
const QuestionsScene = lazy(() =>
  withAllTexts(import('./scenes/Questions/QuestionsScene.tsx')).then((m) => ({ default: m.QuestionsScene })),
);
const ModulesScene = lazy(() =>
  withAllTexts(import('./scenes/Modules/ModulesScene.tsx')).then((m) => ({ default: m.ModulesScene })),
);
const OrganizationScene = lazy(() =>
  withAllTexts(import('./scenes/Organization/OrganizationScene.tsx')).then((m) => ({
    default: m.OrganizationScene,
  })),
);
const SettingsScene = lazy(() =>
  withAllTexts(import('./scenes/Organization/SettingsScene.tsx')).then((m) => ({ default: m.SettingsScene })),
);
const StatisticsPanel = lazy(() =>
  withAllTexts(import('./scenes/SafeQ/StatisticsPanel.tsx')).then((m) => ({ default: m.StatisticsPanel })),
);
const OrganizationsScene = lazy(() =>
  withAllTexts(import('./scenes/Organizations/OrganizationsScene.tsx')).then((m) => ({
    default: m.OrganizationsScene,
  })),
);
const UserScene = lazy(() =>
  withAllTexts(import('./scenes/User/UserScene.tsx')).then((m) => ({ default: m.UserScene })),
);
const UsersScene = lazy(() =>
  withAllTexts(import('./scenes/Users/UsersScene.tsx')).then((m) => ({ default: m.UsersScene })),
);

/**
 * The agent's screens, whose chunks a first load fetches beside the catalogue rather than after it (the
 * server names them in the page too: src-api/web/route-preloads.ts).
 */
const EARLY: Array<[string, EarlyScreen<never>]> = [
  [paths.login, LoginScene],
  [paths.start, StartScene],
  [paths.module, ModuleScene],
  [paths.inspection, InspectionScene],
  [paths.inspections, InspectionsScene],
];
const NOT_EARLY = [paths.inspectionCreate];

/**
 * Called before the catalogue is awaited (main.tsx): starts the screen's chunk and, as each of these screens
 * asks for the session first, the session check (and an inspection's screens their inspection), so none waits
 * for another. Resolves when all are settled (failed or not: the screens show their own errors), so the first
 * render can be the screen itself rather than a spinner followed by a second slow render.
 */
export function preloadScreen(path: string): Promise<unknown> {
  // A static path the router ranks above an early pattern's `:id` is not that screen (no inspection "create").
  if (NOT_EARLY.some((pattern) => routePattern(pattern).test(path))) return Promise.resolve();
  const screen = EARLY.find(([pattern]) => routePattern(pattern).test(path));
  if (!screen) return Promise.resolve();
  // An inspection's screens show it in their first render: it is asked for beside the session.
  const inspectionId =
    screen[0] === paths.module || screen[0] === paths.inspection
      ? /^\/sessions\/([^/]+)/.exec(path)?.[1]
      : null;
  const both = Promise.allSettled([
    screen[1].preload(),
    sessionState.check.status === 'idle' ? checkSession() : null,
    // Imported, not bundled here: the inspection's state comes with its screens' chunks (sign-in and the start
    // page do not load it), which the page names for these routes.
    inspectionId
      ? import('./state/inspection.ts').then((m) => m.prefetchInspection(decodeURIComponent(inspectionId)))
      : null,
  ]);
  // A stalled request must not leave the page blank: past this, the screens' own spinners show as before.
  return Promise.race([both, new Promise((resolve) => setTimeout(resolve, EARLY_WAIT_MS))]);
}
const EARLY_WAIT_MS = 3000;

function Loading() {
  return (
    <div className="flex min-h-screen items-center justify-center" role="status">
      <span
        className="h-8 w-8 animate-spin rounded-full border-4 border-sky-700 border-t-transparent"
        aria-hidden="true"
      />
      <span className="sr-only">
        <Trans id="shell.loading">Loading…</Trans>
      </span>
    </div>
  );
}

/** Checks the session first; without one, goes to login keeping the path and query as the redirect. */
function Protected({ children, roles }: { children: (user: SignedInUser) => ReactNode; roles?: Role[] }) {
  const session = useSnapshot(sessionState);
  const [location] = useLocation();
  const search = useSearch();
  useEffect(() => {
    if (!session.checked && session.check.status === 'idle') void checkSession();
  }, [session.checked, session.check.status]);
  useEffect(() => {
    if (session.user) connectSessionSocket(session.user);
  }, [session.user]);

  if (session.check.error === 'errors.connection') {
    return (
      <div className="mx-auto mt-16 max-w-md space-y-4 p-4">
        <ErrorBanner messageKey={session.check.error} />
        <Button onClick={() => void checkSession()}>
          <Trans id="shell.retry">Try again</Trans>
        </Button>
      </div>
    );
  }
  if (!session.checked || session.check.loading) return <Loading />;
  if (!session.user) return <Redirect to={link.login(location + (search ? `?${search}` : ''))} replace />;
  const allowed = !roles || roles.includes(session.user.role);
  return (
    <AppShell user={session.user}>
      {/* The shell stays while a screen's chunk loads; screens with their own spinner nest their own. */}
      <Suspense fallback={<LoadingOrError error={null} />}>
        {allowed ? children(session.user) : <NoPermissionScene />}
      </Suspense>
    </AppShell>
  );
}

// Reports are for admins: loaded on first use, so the agent's answering path never fetches their code.
const ReportScene = lazy(() =>
  withAllTexts(import('./scenes/Report/ReportScene.tsx')).then((m) => ({ default: m.ReportScene })),
);
/** The audit trail is for a few admins now and then: its code loads when it is opened. */
const MailLogScene = lazy(() =>
  withAllTexts(import('./scenes/MailLog/MailLogScene.tsx')).then((m) => ({ default: m.MailLogScene })),
);
const ApiReferenceScene = lazy(() =>
  withAllTexts(import('./scenes/ApiReference/ApiReferenceScene.tsx')).then((m) => ({
    default: m.ApiReferenceScene,
  })),
);
const AuditTrailScene = lazy(() =>
  withAllTexts(import('./scenes/AuditTrail/AuditTrailScene.tsx')).then((m) => ({
    default: m.AuditTrailScene,
  })),
);
const AuditQaReportScene = lazy(() =>
  withAllTexts(import('./scenes/Report/AuditQaReportScene.tsx')).then((m) => ({
    default: m.AuditQaReportScene,
  })),
);
const SharedReportScene = lazy(() =>
  withAllTexts(import('./scenes/Report/SharedReportScene.tsx')).then((m) => ({
    default: m.SharedReportScene,
  })),
);
// The action plan page shares the reports' parts: loaded with them, on first use.
const ActionPlanScene = lazy(() =>
  withAllTexts(import('./scenes/ActionPlan/ActionPlanScene.tsx')).then((m) => ({
    default: m.ActionPlanScene,
  })),
);
const DailyReportScene = lazy(() =>
  withAllTexts(import('./scenes/SafeQ/DailyReportScene.tsx')).then((m) => ({ default: m.DailyReportScene })),
);
const WeeklyReportScene = lazy(() =>
  withAllTexts(import('./scenes/SafeQ/WeeklyReportScene.tsx')).then((m) => ({
    default: m.WeeklyReportScene,
  })),
);
const OrganizationReportScene = lazy(() =>
  withAllTexts(import('./scenes/SafeQ/OrganizationReportScene.tsx')).then((m) => ({
    default: m.OrganizationReportScene,
  })),
);
// The public wall dashboard: its own chunk, so a screen on the wall loads none of the signed-in app's screens.
const DashboardViewScene = lazy(() =>
  withAllTexts(import('./scenes/DashboardView/DashboardViewScene.tsx')).then((m) => ({
    default: m.DashboardViewScene,
  })),
);
const DashboardCreateScene = lazy(() =>
  withAllTexts(import('./scenes/Dashboard/DashboardCreateScene.tsx')).then((m) => ({
    default: m.DashboardCreateScene,
  })),
);
const DashboardEditorScene = lazy(() =>
  withAllTexts(import('./scenes/Dashboard/DashboardEditorScene.tsx')).then((m) => ({
    default: m.DashboardEditorScene,
  })),
);
const DASHBOARD_EDITORS: Role[] = ['superUser', 'companyAdmin', 'hotelAdmin'];
const REPORT_READERS: Role[] = ['superUser', 'companyAdmin', 'hotelAdmin'];

/** Routes whose screens come with later work; each shows a plain "not available yet". */
const LATER = ['/admin/*', '/organizations/*'];

export function App() {
  return (
    <Suspense fallback={<Loading />}>
      <Switch>
        <Route path={paths.root}>
          <Redirect to={paths.login} replace />
        </Route>
        <Route path={paths.login} component={LoginScene} />
        <Route path={paths.requestPasswordReset} component={RequestPasswordResetScene} />
        <Route path={paths.passwordReset} component={PasswordResetScene} />
        <Route path={paths.confirmEmail} component={ConfirmEmailScene} />
        <Route path={paths.sharedReport}>
          <Suspense fallback={<ReportLoading />}>
            <SharedReportScene />
          </Suspense>
        </Route>
        <Route path={paths.dashboardView}>
          <Suspense fallback={<Loading />}>
            <DashboardViewScene />
          </Suspense>
        </Route>
        <Route path={paths.dashboardCreate}>
          <Protected roles={DASHBOARD_EDITORS}>
            {() => (
              <Suspense fallback={<LoadingOrError error={null} />}>
                <DashboardCreateScene />
              </Suspense>
            )}
          </Protected>
        </Route>
        <Route path={paths.dashboardEdit}>
          <Protected roles={DASHBOARD_EDITORS}>
            {() => (
              <Suspense fallback={<LoadingOrError error={null} />}>
                <DashboardEditorScene />
              </Suspense>
            )}
          </Protected>
        </Route>
        <Route path={paths.start}>
          <Protected>{(user) => <StartScene user={user} />}</Protected>
        </Route>
        <Route path={paths.adminHotels}>
          <Protected roles={['superUser']}>{(user) => <HotelsScene user={user} />}</Protected>
        </Route>
        <Route path={paths.adminOrganizations}>
          <Protected roles={['superUser']}>{() => <OrganizationsScene />}</Protected>
        </Route>
        <Route path={paths.adminHotel}>
          <Protected roles={['superUser']}>{(user) => <HotelScene user={user} />}</Protected>
        </Route>
        <Route path={paths.organizationHotel}>
          <Protected roles={['superUser', 'companyAdmin', 'hotelAdmin']}>
            {(user) => <HotelScene user={user} />}
          </Protected>
        </Route>
        <Route path={paths.adminUser}>
          <Protected roles={['superUser']}>{(user) => <UserScene user={user} />}</Protected>
        </Route>
        <Route path={paths.organizationUser}>
          <Protected roles={['superUser', 'companyAdmin', 'hotelAdmin']}>
            {(user) => <UserScene user={user} />}
          </Protected>
        </Route>
        <Route path={paths.organization}>
          <Protected roles={['superUser']}>{(user) => <OrganizationScene user={user} />}</Protected>
        </Route>
        <Route path={paths.organizationSettings}>
          <Protected roles={['companyAdmin']}>{() => <SettingsScene />}</Protected>
        </Route>
        <Route path={paths.adminUsers}>
          <Protected roles={['superUser']}>{(user) => <UsersScene user={user} />}</Protected>
        </Route>
        <Route path={paths.organizationUsers}>
          <Protected roles={['companyAdmin', 'hotelAdmin']}>{(user) => <UsersScene user={user} />}</Protected>
        </Route>
        <Route path={paths.organizationHotels}>
          <Protected roles={['companyAdmin', 'hotelAdmin']}>
            {(user) => <HotelsScene user={user} />}
          </Protected>
        </Route>
        <Route path={paths.adminInspectionCreate}>
          <Protected roles={['superUser']}>{() => <AdminInspectionCreateScene />}</Protected>
        </Route>
        <Route path={paths.report}>
          <Protected roles={REPORT_READERS}>
            {() => (
              <Suspense fallback={<ReportLoading />}>
                <ReportScene />
              </Suspense>
            )}
          </Protected>
        </Route>
        <Route path={paths.reportAuditQa}>
          <Protected roles={REPORT_READERS}>
            {(user) => (
              <Suspense fallback={<ReportLoading />}>
                <AuditQaReportScene user={user} />
              </Suspense>
            )}
          </Protected>
        </Route>
        <Route path={paths.safeQReport}>
          <Protected roles={REPORT_READERS}>
            {() => (
              <Suspense fallback={<ReportLoading />}>
                <DailyReportScene />
              </Suspense>
            )}
          </Protected>
        </Route>
        <Route path={paths.weeklyReport}>
          <Protected roles={REPORT_READERS}>
            {() => (
              <Suspense fallback={<ReportLoading />}>
                <WeeklyReportScene />
              </Suspense>
            )}
          </Protected>
        </Route>
        <Route path={paths.organizationReport}>
          <Protected roles={REPORT_READERS}>
            {() => (
              <Suspense fallback={<ReportLoading />}>
                <OrganizationReportScene />
              </Suspense>
            )}
          </Protected>
        </Route>
        <Route path={paths.organizationStatistics}>
          <Protected roles={['companyAdmin']}>
            {(user) => (
              <div className="mx-auto max-w-6xl">
                <h1 className="mb-4 text-2xl font-bold text-slate-900">
                  <Trans id="organization.tabStatistics">Statistics</Trans>
                </h1>
                <StatisticsPanel idOrMy="my" organizationId={user.organizationId ?? 'my'} />
              </div>
            )}
          </Protected>
        </Route>
        <Route path={paths.adminInspections}>
          <Protected roles={['superUser']}>{() => <AdminInspectionsScene />}</Protected>
        </Route>
        <Route path={paths.auditTrail}>
          <Protected roles={['superUser', 'companyAdmin', 'hotelAdmin']}>
            {() => (
              <Suspense fallback={<LoadingOrError error={null} />}>
                <AuditTrailScene />
              </Suspense>
            )}
          </Protected>
        </Route>
        <Route path={paths.mailLog}>
          <Protected roles={['superUser', 'companyAdmin']}>
            {() => (
              <Suspense fallback={<LoadingOrError error={null} />}>
                <MailLogScene />
              </Suspense>
            )}
          </Protected>
        </Route>
        <Route path={paths.apiReference}>
          <Protected roles={['superUser', 'companyAdmin']}>
            {() => (
              <Suspense fallback={<LoadingOrError error={null} />}>
                <ApiReferenceScene />
              </Suspense>
            )}
          </Protected>
        </Route>
        <Route path={paths.auditQa}>
          <Protected roles={['superUser', 'companyAdmin']}>{() => <AuditQaListScene />}</Protected>
        </Route>
        <Route path={paths.actionPlans}>
          <Protected>{(user) => <ActionPlansScene user={user} />}</Protected>
        </Route>
        <Route path={paths.actionPlan}>
          <Protected>
            {(user) => (
              <Suspense fallback={<ReportLoading />}>
                <ActionPlanScene user={user} />
              </Suspense>
            )}
          </Protected>
        </Route>
        <Route path={paths.inspections}>
          <Protected>{(user) => <InspectionsScene user={user} />}</Protected>
        </Route>
        <Route path={paths.inspectionCreate}>
          <Protected>{() => <InspectionCreateScene />}</Protected>
        </Route>
        <Route path={paths.module}>
          <Protected>{(user) => <ModuleScene user={user} />}</Protected>
        </Route>
        <Route path={paths.control}>
          <Protected>{(user) => <ControlScene user={user} />}</Protected>
        </Route>
        <Route path={paths.extraQuestions}>
          <Protected>{(user) => <ExtraQuestionsScene user={user} />}</Protected>
        </Route>
        <Route path={paths.inspection}>
          <Protected>{(user) => <InspectionScene user={user} />}</Protected>
        </Route>
        <Route path={paths.adminQuestionUpload}>
          <Protected roles={['superUser']}>{() => <QuestionUploadScene />}</Protected>
        </Route>
        <Route path={paths.adminQuestions}>
          <Protected roles={['superUser']}>{() => <QuestionsScene />}</Protected>
        </Route>
        <Route path={paths.inspectionTypeModules}>
          <Protected roles={['superUser']}>{() => <ModulesScene />}</Protected>
        </Route>
        <Route path={paths.organizationInspectionTypes}>
          <Protected roles={['companyAdmin']}>
            {(user) => (
              <div className="mx-auto max-w-6xl">
                <InspectionTypesPanel
                  me={user}
                  scope={{ organizationId: user.organizationId ?? 'my' }}
                  organizationId={user.organizationId ?? ''}
                />
              </div>
            )}
          </Protected>
        </Route>
        {LATER.map((path) => (
          <Route key={path} path={path}>
            <Protected>{() => <NotAvailableScene />}</Protected>
          </Route>
        ))}
        <Route>
          <Protected>{() => <NotFoundScene />}</Protected>
        </Route>
      </Switch>
    </Suspense>
  );
}
