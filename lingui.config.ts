import { defineConfig } from '@lingui/cli';
import { LOCALES } from './src-domain/shared/locales.ts';

/** Messages have explicit ids (the spec's translation keys); English in the source is the en_US text. */
export default defineConfig({
  sourceLocale: 'en_US',
  locales: [...LOCALES],
  fallbackLocales: { default: 'en_US' },
  catalogs: [{ path: '<rootDir>/src-web/locales/{locale}/messages', include: ['<rootDir>/src-web'] }],
  format: 'po',
  orderBy: 'messageId',
});
