import { useCallback, useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import { isLocale, DEFAULT_LOCALE, type Locale } from '../../src-domain/shared/locales.ts';
import { room } from '../../src-domain/shared/rooms.ts';
import type { InspectionLiveState } from '../api/inspections.ts';
import { RequestFailed } from '../api/http.ts';
import { useLive } from './use-live.ts';

export type Shown<T> = { view: T; error: null } | { view: null; error: string | null };

export interface InspectionViewOptions<T> {
  /** The view with a newer pushed live state of its inspection applied (computed here, never fetched). */
  apply: (view: T, live: InspectionLiveState, version: number) => T;
  /** A key to show instead of the view (e.g. a report before the agent ended), or null to show it. */
  hiddenBecause?: (view: T) => string | null;
  /** false: loaded once, not followed (a page opened signed out, without a socket). */
  live?: boolean;
}

/**
 * A view computed from one inspection (a report, an action plan), kept current while it is open: loaded once
 * the inspection's room is joined (again when the language changes), then every live state of it the tab's
 * document store takes (a push that follows the version held, this tab's command's answer) is applied with
 * `apply`, never by fetching. A gap in versions, a reconnect or a revoked room loads it again; a failure
 * shows its key.
 */
export function useInspectionView<T extends { id: string; version: number }>(
  id: string,
  load: (id: string, language: Locale) => Promise<T>,
  { apply, hiddenBecause = () => null, live = true }: InspectionViewOptions<T>,
): Shown<T> {
  const { i18n } = useLingui();
  const language = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const [shown, setShown] = useState<Shown<T>>({ view: null, error: null });
  /** The view last computed, also while it is not shown: the next push applies to it. */
  const held = useRef<T | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const hidden = useRef(hiddenBecause);
  hidden.current = hiddenBecause;

  const show = useCallback((view: T) => {
    held.current = view;
    const because = hidden.current(view);
    setShown(because ? { view: null, error: because } : { view, error: null });
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
          const view = await load(id, language);
          if (!held.current || view.version >= held.current.version || view.id !== held.current.id)
            show(view);
        } catch (error) {
          held.current = null;
          setShown({ view: null, error: error instanceof RequestFailed ? error.msg : 'errors.server' });
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
    setShown({ view: null, error: null });
    void reload();
  }, [live, reload]);
  useLive(
    live ? `${id}:${language}` : null,
    () => {
      held.current = null;
      setShown({ view: null, error: null });
      return {
        rooms: [room('inspection', id)],
        collections: ['inspections'],
        // The store took the push (it follows the version held: a gap comes as `missed`).
        change: (push) => {
          if (push.id !== id) return;
          const view = held.current;
          if (loading.current || !view || push.removed) return void reload();
          if (push.version <= view.version) return;
          show(apply(view, push.doc as InspectionLiveState, push.version));
        },
        known: (_collection, pushed) => (pushed === id ? held.current?.version : undefined),
        missed: () => void reload(),
        revoked: () => {
          held.current = null;
          setShown({ view: null, error: null });
          void reload();
        },
      };
    },
    reload,
  );
  return shown;
}
