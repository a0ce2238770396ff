import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import type { Role } from '../src-domain/shared/roles.ts';
import type { SignedInUser } from './api/sessions.ts';
import { AppShell } from './components/AppShell.tsx';
import { Button } from './components/Button.tsx';
import { ErrorBanner } from './components/ErrorBanner.tsx';
import { connectSessionSocket } from './realtime/session-socket.ts';
import { link, paths } from './routes.ts';
import { ConfirmEmailScene } from './scenes/ConfirmEmail/ConfirmEmailScene.tsx';
import { HotelsScene } from './scenes/Hotels/HotelsScene.tsx';
import { HotelScene } from './scenes/Hotel/HotelScene.tsx';
import { InspectionTypesPanel } from './scenes/InspectionTypes/InspectionTypesPanel.tsx';
import { LoginScene } from './scenes/Login/LoginScene.tsx';
import {
  NoPermissionScene,
  NotAvailableScene,
  NotFoundScene,
} from './scenes/NotAvailable/NotAvailableScene.tsx';
import { PasswordResetScene } from './scenes/PasswordReset/PasswordResetScene.tsx';
import { RequestPasswordResetScene } from './scenes/RequestPasswordReset/RequestPasswordResetScene.tsx';
import { StartScene } from './scenes/Start/StartScene.tsx';
import { AdminInspectionCreateScene } from './scenes/AdminInspections/AdminInspectionCreateScene.tsx';
import { AdminInspectionsScene } from './scenes/AdminInspections/AdminInspectionsScene.tsx';
import { LoadingOrError } from './components/LoadingOrError.tsx';
import { AuditQaListScene } from './scenes/AuditQa/AuditQaListScene.tsx';
import { ActionPlansScene } from './scenes/ActionPlans/ActionPlansScene.tsx';
import { ModuleScene } from './scenes/Module/ModuleScene.tsx';
import { ControlScene } from './scenes/Inspections/ControlScene.tsx';
import { ExtraQuestionsScene } from './scenes/Inspections/ExtraQuestionsScene.tsx';
import { InspectionCreateScene } from './scenes/Inspections/InspectionCreateScene.tsx';
import { InspectionScene } from './scenes/Inspections/InspectionScene.tsx';
import { InspectionsScene } from './scenes/Inspections/InspectionsScene.tsx';
import { ReportLoading } from './scenes/Report/ReportLoading.tsx';
import { QuestionUploadScene } from './scenes/QuestionUpload/QuestionUploadScene.tsx';
import { QuestionsScene } from './scenes/Questions/QuestionsScene.tsx';
import { ModulesScene } from './scenes/Modules/ModulesScene.tsx';
import { OrganizationScene } from './scenes/Organization/OrganizationScene.tsx';
import { SettingsScene } from './scenes/Organization/SettingsScene.tsx';
import { StatisticsPanel } from './scenes/SafeQ/StatisticsPanel.tsx';
import { OrganizationsScene } from './scenes/Organizations/OrganizationsScene.tsx';
import { UserScene } from './scenes/User/UserScene.tsx';
import { UsersScene } from './scenes/Users/UsersScene.tsx';
import { checkSession, sessionState } from './state/session.ts';

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
  return <AppShell user={session.user}>{allowed ? children(session.user) : <NoPermissionScene />}</AppShell>;
}

// Reports are for admins: loaded on first use, so the agent's answering path never fetches their code.
const ReportScene = lazy(() =>
  import('./scenes/Report/ReportScene.tsx').then((m) => ({ default: m.ReportScene })),
);
/** The audit trail is for a few admins now and then: its code loads when it is opened. */
const AuditTrailScene = lazy(() =>
  import('./scenes/AuditTrail/AuditTrailScene.tsx').then((m) => ({ default: m.AuditTrailScene })),
);
const AuditQaReportScene = lazy(() =>
  import('./scenes/Report/AuditQaReportScene.tsx').then((m) => ({ default: m.AuditQaReportScene })),
);
const SharedReportScene = lazy(() =>
  import('./scenes/Report/SharedReportScene.tsx').then((m) => ({ default: m.SharedReportScene })),
);
// The action plan page shares the reports' parts: loaded with them, on first use.
const ActionPlanScene = lazy(() =>
  import('./scenes/ActionPlan/ActionPlanScene.tsx').then((m) => ({ default: m.ActionPlanScene })),
);
const DailyReportScene = lazy(() =>
  import('./scenes/SafeQ/DailyReportScene.tsx').then((m) => ({ default: m.DailyReportScene })),
);
const WeeklyReportScene = lazy(() =>
  import('./scenes/SafeQ/WeeklyReportScene.tsx').then((m) => ({ default: m.WeeklyReportScene })),
);
const OrganizationReportScene = lazy(() =>
  import('./scenes/SafeQ/OrganizationReportScene.tsx').then((m) => ({ default: m.OrganizationReportScene })),
);
const REPORT_READERS: Role[] = ['superUser', 'companyAdmin', 'hotelAdmin'];

/** Routes whose screens come with later work; each shows a plain "not available yet". */
const LATER = ['/admin/*', '/organizations/*'];

export function App() {
  return (
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
        <Protected roles={['companyAdmin', 'hotelAdmin']}>{(user) => <HotelsScene user={user} />}</Protected>
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
  );
}
