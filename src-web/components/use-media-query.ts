import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

export const DESKTOP = '(min-width: 1280px)';
/** Phones (below the tablet breakpoint of inspection-run §9): where screens keep to the essentials. */
export const PHONE = '(max-width: 767.98px)';
