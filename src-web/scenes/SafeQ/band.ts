import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Band } from '../../../src-domain/statistics/ranking.ts';

/** Each colour band's swatch and its words: the band is written, never told by colour alone. */
export const BAND_STYLES: Record<Band, { swatch: string; row: string; label: MessageDescriptor }> = {
  green: {
    swatch: 'bg-emerald-600',
    row: 'bg-emerald-50',
    label: msg({ id: 'safeQReport.bandGreen', message: 'Above average (more than 5 points)' }),
  },
  yellow: {
    swatch: 'bg-amber-400',
    row: 'bg-amber-50',
    label: msg({ id: 'safeQReport.bandYellow', message: 'Around average (within 5 points)' }),
  },
  red: {
    swatch: 'bg-red-600',
    row: 'bg-red-50',
    label: msg({ id: 'safeQReport.bandRed', message: 'Below average (more than 5 points)' }),
  },
  grey: {
    swatch: 'bg-slate-400',
    row: 'bg-slate-100',
    label: msg({ id: 'safeQReport.bandGrey', message: 'Inactive entity' }),
  },
  none: {
    swatch: 'bg-white border border-slate-400',
    row: '',
    label: msg({ id: 'safeQReport.bandNone', message: 'No figure this week' }),
  },
};
