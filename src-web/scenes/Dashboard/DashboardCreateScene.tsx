import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { LoadingOrError } from '../../components/LoadingOrError.tsx';
import { link } from '../../routes.ts';
import { createDashboard, dashboardEditorState } from '../../state/dashboard-editor.ts';

/**
 * /admin/dashboard/create?hotelId=: administration §2 makes the dashboard on opening, then goes on to its
 * editor (replacing this address, so Back does not make another).
 */
export function DashboardCreateScene() {
  const hotelId = new URLSearchParams(useSearch()).get('hotelId') ?? '';
  const [, navigate] = useLocation();
  const state = useSnapshot(dashboardEditorState);
  // Once per opening: a second run of the effect (React's strict mode) must not make a second dashboard.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void createDashboard(hotelId).then((id) => {
      if (id) navigate(link.dashboardEdit(id), { replace: true });
    });
  }, [hotelId, navigate]);
  return <LoadingOrError error={state.load.error} />;
}
