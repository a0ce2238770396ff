import { useEffect, useRef, useState } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Attachment } from '../../../src-domain/inspection/index.ts';
import { attachmentUrl } from './attachment-files.ts';

interface Props {
  photos: readonly Attachment[];
  /** The photo shown, by attachment id; null, or one no longer there (removed meanwhile): closed. */
  shownId: string | null;
  onShow: (id: string) => void;
  onClose: () => void;
}

const ROUND_BUTTON =
  'rounded-full bg-white/90 px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-white focus:ring-2 focus:ring-sky-400 focus:outline-none';

/**
 * A question's photos one at a time, as large as the screen allows: previous and next by button or arrow
 * key (round the ends), Escape or Close to leave. On a phone the picture is pinch-zoomed natively (its box
 * lets the browser zoom and pan it); Zoom (or a double click) shows it twice as large, to scroll about.
 */
export function PhotoViewer({ photos, shownId, onShow, onClose }: Props) {
  const { t } = useLingui();
  const index = photos.findIndex((p) => p.id === shownId);
  const photo = photos[index];
  const [zoomed, setZoomed] = useState(false);
  const [shown, setShown] = useState<'loading' | 'loaded' | 'failed'>('loading');
  useEffect(() => {
    setZoomed(false);
    setShown('loading');
  }, [photo?.id]);
  const many = photos.length > 1;
  const go = (by: number) => onShow(photos[(index + by + photos.length) % photos.length]!.id);
  // Arrow keys wherever the focus is while the viewer is open (the dialog keeps it inside anyway).
  const goRef = useRef(go);
  goRef.current = go;
  const open = !!photo;
  useEffect(() => {
    if (!open || !many) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') goRef.current(1);
      else if (e.key === 'ArrowLeft') goRef.current(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, many]);
  if (!photo) return null;
  const position = index + 1;
  const count = photos.length;

  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-950" aria-hidden="true" />
      <DialogPanel className="fixed inset-0 flex flex-col">
        <div className="flex items-center justify-between gap-2 p-3 text-white">
          <DialogTitle className="min-w-0 truncate text-sm font-semibold">
            {t({ id: 'viewer.title', message: `Photo ${position} of ${count}` })}
            <span className="font-normal text-slate-300"> · {photo.originalName}</span>
          </DialogTitle>
          <div className="flex shrink-0 gap-2">
            <button type="button" className={ROUND_BUTTON} onClick={() => setZoomed(!zoomed)}>
              {zoomed
                ? t({ id: 'viewer.fit', message: 'Fit to screen' })
                : t({ id: 'viewer.zoom', message: 'Zoom' })}
            </button>
            <button type="button" className={ROUND_BUTTON} onClick={onClose}>
              {t({ id: 'shell.closeMenu', message: 'Close' })}
            </button>
          </div>
        </div>
        {/* pinch-zoom and panning stay the browser's here, so a phone zooms the picture natively. */}
        <div
          className={`relative flex min-h-0 flex-1 overflow-auto ${zoomed ? '' : 'items-center justify-center'}`}
          style={{ touchAction: 'pinch-zoom pan-x pan-y' }}
        >
          {shown !== 'loaded' && (
            <p role="status" className="absolute inset-x-0 top-1/2 text-center text-slate-200">
              {shown === 'failed' ? (
                <Trans id="viewer.failed">The photo could not be shown.</Trans>
              ) : (
                <Trans id="shell.loading">Loading…</Trans>
              )}
            </p>
          )}
          <img
            key={photo.id}
            src={attachmentUrl(photo)}
            alt={photo.originalName}
            onLoad={() => setShown('loaded')}
            onError={() => setShown('failed')}
            onDoubleClick={() => setZoomed(!zoomed)}
            // Fitted: as large as the screen allows, small photos too. Zoomed: twice as wide, to scroll about.
            className={`${zoomed ? 'h-auto w-[200%] max-w-none' : 'h-full w-full object-contain'} ${shown === 'failed' ? 'invisible' : ''}`}
          />
        </div>
        {many && (
          <div className="flex justify-between gap-2 p-3">
            <button type="button" className={ROUND_BUTTON} onClick={() => go(-1)}>
              <span aria-hidden="true">‹</span> {t({ id: 'viewer.previous', message: 'Previous' })}
            </button>
            <button type="button" className={ROUND_BUTTON} onClick={() => go(1)}>
              {t({ id: 'viewer.next', message: 'Next' })} <span aria-hidden="true">›</span>
            </button>
          </div>
        )}
      </DialogPanel>
    </Dialog>
  );
}
