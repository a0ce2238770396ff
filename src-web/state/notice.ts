import { useEffect } from 'react';
import { proxy } from 'valtio';

/**
 * A word for the page the user is sent to after an action elsewhere (the agent's submit, a self-serve
 * create): it says what happened there and links to the inspection. One at a time; gone once its page is
 * left or closed.
 */
export interface Notice {
  kind: 'submitted' | 'created';
  inspectionId: string;
  /** What the inspection is called on its cards: entity and type. */
  hotelName: string;
  typeName: string;
}

export const noticeState = proxy({ notice: null as Notice | null });

export function showNotice(notice: Notice): void {
  noticeState.notice = notice;
}

export function dismissNotice(): void {
  noticeState.notice = null;
}

let mountedPages = 0;
/**
 * The page showing the notice drops it when it is left. Checked a moment after unmounting, so React's
 * development double mount (unmount and mount at once) keeps it.
 */
export function useNoticeUntilLeft(): void {
  useEffect(() => {
    mountedPages++;
    return () => {
      mountedPages--;
      setTimeout(() => {
        if (mountedPages === 0) dismissNotice();
      });
    };
  }, []);
}
