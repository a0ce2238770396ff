import { useLingui } from '@lingui/react/macro';

/** A question as reports and plans name it: its reference number (said as such to screen readers) and text. */
export function QuestionLine({ referenceNumber, content }: { referenceNumber: string; content: string }) {
  const { t } = useLingui();
  return (
    <p className="break-words text-slate-900">
      <span className="mr-2 font-mono text-xs text-slate-600">
        <span className="sr-only">{t({ id: 'report.referenceNumber', message: 'Reference number' })} </span>
        {referenceNumber}
      </span>
      {content}
    </p>
  );
}
