import { useEffect } from 'react';
import { EMBED_MIN_HEIGHT, HEIGHT_MESSAGE } from '../Dashboard/dashboard-input.ts';

/**
 * In a frame, tells the parent page the view's height whenever it changes (never below the embed minimum),
 * so the embedding site can size the frame without a scroll bar. The height says nothing private: it goes
 * to whichever site frames the view.
 */
export function useHeightReport(): void {
  useEffect(() => {
    if (window.parent === window) return;
    let last = 0;
    const report = () => {
      const height = Math.max(EMBED_MIN_HEIGHT, Math.ceil(document.documentElement.scrollHeight));
      if (height === last) return;
      last = height;
      window.parent.postMessage({ type: HEIGHT_MESSAGE, height }, '*');
    };
    const observer = new ResizeObserver(report);
    observer.observe(document.body);
    report();
    return () => observer.disconnect();
  }, []);
}
