import { Trans } from '@lingui/react/macro';
import type { ExportFormat } from '../../api/statistics.ts';

/** The report's downloads, rendered on the server from the same read models as the screen. */
export function SafeQDownloads({ fileUrl }: { fileUrl: (format: ExportFormat) => string }) {
  const style = 'font-medium text-sky-800 underline hover:text-sky-950';
  return (
    <p className="flex flex-wrap gap-4 print:hidden" data-testid="safeq-downloads">
      <a href={fileUrl('pdf')} download className={style}>
        <Trans id="report.downloadPdf">Download PDF</Trans>
      </a>
      <a href={fileUrl('xlsx')} download className={style}>
        <Trans id="report.downloadXlsx">Download spreadsheet</Trans>
      </a>
    </p>
  );
}
