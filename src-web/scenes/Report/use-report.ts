import { useCallback, useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import { isLocale, DEFAULT_LOCALE } from '../../../src-domain/shared/locales.ts';
import { room } from '../../../src-domain/shared/rooms.ts';
import type { InspectionLiveState } from '../../api/inspections.ts';
import { RequestFailed } from '../../api/http.ts';
import type { Report } from '../../api/reports.ts';
import { useLive } from '../../realtime/use-live.ts';
import { withLiveState } from './report-live.ts';

type Shown<T> = { report: T; error: null } | { report: null; error: string | null };

/**
 * One report, kept current while it is open: loaded once the inspection's room is joined (again when the
 * language changes), then every pushed live state of the inspection that follows the version held is applied
 * by computing the inspection's part of the report again in the browser (report-live.ts), never by fetching
 * it. A gap in versions, a reconnect or a revoked room loads it again. An inspection the agent no longer has
 * ended (sent back to the agent) shows `report.notEnded`, as the API answers; a failure shows its key.
 * `live: false` (a report opened by its share link, signed out, without a socket) only loads it.
 */
export function useReport<T extends Report>(
  id: string,
  load: (id: string, language: typeof DEFAULT_LOCALE) => Promise<T>,
  { live = true }: { live?: boolean } = {},
) {
  const { i18n } = useLingui();
  const language = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const [shown, setShown] = useState<Shown<T>>({ report: null, error: null });
  /** The report last computed, also while it is not shown (not ended): the next push applies to it. */
  const held = useRef<T | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const again = useRef(false);

  const show = useCallback((report: T) => {
    held.current = report;
    setShown(report.agentEndTime ? { report, error: null } : { report: null, error: 'report.notEnded' });
  }, []);

  const reload = useCallback((): Promise<void> => {
    if (loading.current) {
      // A push came during the load: its answer may predate the push, so load once more after it.
      again.current = true;
      return loading.current;
    }
    loading.current = (async () => {
      do {
        again.current = false;
        try {
          const report = await load(id, language);
          if (!held.current || report.version >= held.current.version || report.id !== held.current.id)
            show(report);
        } catch (error) {
          held.current = null;
          setShown({ report: null, error: error instanceof RequestFailed ? error.msg : 'errors.server' });
        }
      } while (again.current);
    })().finally(() => {
      loading.current = null;
    });
    return loading.current;
  }, [id, language, load, show]);

  useEffect(() => {
    if (live) return;
    held.current = null;
    setShown({ report: null, error: null });
    void reload();
  }, [live, reload]);
  useLive(
    live ? `${id}:${language}` : null,
    () => {
      held.current = null;
      setShown({ report: null, error: null });
      return {
        rooms: [room('inspection', id)],
        collections: ['inspections'],
        change: (push) => {
          if (push.id !== id) return;
          const report = held.current;
          if (loading.current || !report || push.previousVersion > report.version || push.removed)
            return void reload();
          if (push.version <= report.version) return;
          show(withLiveState(report, push.doc as InspectionLiveState, push.version));
        },
        missed: () => void reload(),
        revoked: () => {
          held.current = null;
          setShown({ report: null, error: null });
          void reload();
        },
      };
    },
    reload,
  );
  return shown;
}
