import {
  EXTERNAL_SCORE_MAXIMA,
  type ExternalScoreProvider,
} from '../../../../src-domain/inspection/index.ts';

/** The five sources in the spec's order (administration §2: facebook, tripAdvisor, hotels, booking, custom). */
export const GUEST_SATISFACTION_SOURCES: ExternalScoreProvider[] = [
  'facebook',
  'tripAdvisor',
  'hotels',
  'booking',
  'custom',
];

/** The guest satisfaction axis runs from 0 to 10 (administration §9). */
export const GUEST_SATISFACTION_MAX = 10;

/**
 * Where a rating stands on the 0 to 10 axis: a site rating out of 5 is doubled; the entity's own rating has
 * no maximum, so it is drawn as given up to the axis's end.
 */
export function onTenPointAxis(provider: ExternalScoreProvider, rating: number): number {
  const max = EXTERNAL_SCORE_MAXIMA[provider];
  const scaled = Number.isFinite(max) ? (rating * GUEST_SATISFACTION_MAX) / max : rating;
  return Math.min(Math.max(scaled, 0), GUEST_SATISFACTION_MAX);
}
