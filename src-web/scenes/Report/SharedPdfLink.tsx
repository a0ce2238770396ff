import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_LOCALE, isLocale } from '../../../src-domain/shared/locales.ts';
import { reportsApi } from '../../api/reports.ts';

/**
 * The shared report's PDF in the page's language: the link's token authorizes it, and it is drawn from the
 * same shared answer as the page, so it shows nothing the page does not.
 */
export function SharedPdfLink({ token }: { token: string }) {
  const { i18n } = useLingui();
  const language = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  return (
    <a
      className="font-medium text-sky-800 underline print:hidden"
      href={reportsApi.sharedPdfUrl(token, language)}
      data-testid="shared-pdf"
    >
      <Trans id="report.downloadPdf">Download PDF</Trans>
    </a>
  );
}
