import { defineConfig } from '@lingui/cli';
import { LOCALES } from './src-domain/shared/locales.ts';

/**
 * Messages have explicit ids (the spec's translation keys); English in the source is the en_US text. One set of
 * catalogues for the screens and for what the server writes (PDFs, spreadsheets, mails): the server's message
 * descriptors are plain objects marked with an i18n comment, read at run time by
 * src-projections/texts/server-i18n.ts.
 */
export default defineConfig({
  sourceLocale: 'en_US',
  locales: [...LOCALES],
  fallbackLocales: { default: 'en_US' },
  catalogs: [
    {
      path: '<rootDir>/src-web/locales/{locale}/messages',
      include: ['<rootDir>/src-web', '<rootDir>/src-api', '<rootDir>/src-jobs', '<rootDir>/src-projections'],
    },
  ],
  format: 'po',
  orderBy: 'messageId',
});
