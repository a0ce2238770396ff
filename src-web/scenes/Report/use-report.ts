import type { DEFAULT_LOCALE } from '../../../src-domain/shared/locales.ts';
import type { Report } from '../../api/reports.ts';
import { useInspectionView } from '../../realtime/use-inspection-view.ts';
import { withLiveState } from './report-live.ts';

/**
 * One report, kept current while it is open by the inspection's pushes (useInspectionView; report-live.ts
 * computes the inspection's part again in the browser). An inspection the agent no longer has ended (sent
 * back to the agent) shows `report.notEnded`, as the API answers. `live: false` (a report opened by its share
 * link, signed out, without a socket) only loads it.
 */
export function useReport<T extends Report>(
  id: string,
  load: (id: string, language: typeof DEFAULT_LOCALE) => Promise<T>,
  { live = true }: { live?: boolean } = {},
) {
  const shown = useInspectionView(id, load, {
    apply: withLiveState,
    hiddenBecause: (report) => (report.agentEndTime ? null : 'report.notEnded'),
    live,
  });
  return { report: shown.view, error: shown.error };
}
