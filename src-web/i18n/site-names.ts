import type { ExternalScoreProvider } from '../../src-domain/inspection/index.ts';

/** The rating sites by their own names (not translated); `custom` is the entity's own rating. */
export const SITE_NAMES: Record<Exclude<ExternalScoreProvider, 'custom'>, string> = {
  facebook: 'Facebook',
  tripAdvisor: 'Tripadvisor',
  booking: 'Booking.com',
  hotels: 'Hotels.com',
};
