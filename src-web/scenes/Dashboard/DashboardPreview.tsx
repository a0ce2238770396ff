import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DashboardView } from '../../api/dashboards.ts';
import { DashboardBoard } from '../DashboardView/DashboardBoard.tsx';

const WALL = { width: 1920, height: 1080 };
const EMBED = { width: 768, height: 744 };

/**
 * The view as it will look, with the settings being edited: on a 1920×1080 wall screen and in a 768 px
 * frame, each laid out at its real size and scaled down to the space here. A picture only: hidden from
 * screen readers and not reached with Tab.
 */
export function DashboardPreview({ view }: { view: DashboardView }) {
  const { t } = useLingui();
  return (
    <div className="grid gap-4 desktop:grid-cols-[2fr_1fr]">
      <Scaled
        size={WALL}
        caption={t({ id: 'dashboardEditor.previewWall', message: 'Wall screen (1920 × 1080)' })}
      >
        <DashboardBoard view={view} reducedMotion />
      </Scaled>
      <Scaled size={EMBED} caption={t({ id: 'dashboardEditor.previewEmbed', message: 'Embedded (768 px)' })}>
        <DashboardBoard view={view} reducedMotion />
      </Scaled>
    </div>
  );
}

function Scaled({
  size,
  caption,
  children,
}: {
  size: { width: number; height: number };
  caption: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setScale(entry!.contentRect.width / size.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [size.width]);
  return (
    <figure className="min-w-0">
      <div
        ref={box}
        className="relative overflow-hidden rounded-md border border-slate-300"
        style={{ height: size.height * scale }}
      >
        <div
          aria-hidden="true"
          inert
          className="absolute top-0 left-0 origin-top-left overflow-hidden"
          style={{ width: size.width, height: size.height, transform: `scale(${scale})` }}
        >
          {scale > 0 && children}
        </div>
      </div>
      <figcaption className="mt-1 text-sm text-slate-700">{caption}</figcaption>
    </figure>
  );
}

/** What the preview shows before the view's figures are read: the layout, with nothing answered yet. */
export function emptyFigures(): DashboardView['figures'] {
  const none = { from: '', to: '', answered: 0, total: 0, fulfilment: null };
  return { last7Days: none, last30Days: none, weekly: [] };
}

export function PreviewUnavailable() {
  return (
    <p className="text-sm text-slate-700">
      <Trans id="dashboardEditor.previewNoFigures">
        The preview shows no figures: the entity's dashboards are switched off or nothing is answered yet.
      </Trans>
    </p>
  );
}
