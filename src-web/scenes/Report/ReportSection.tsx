import { useId, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';

/** One part of the report: a white card under its heading, kept whole on a printed page where it fits. */
export function ReportSection({
  title,
  aside,
  children,
  testId,
}: {
  title: ReactNode;
  /** Beside the heading, e.g. the section's score. */
  aside?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-testid={testId}
      className="report-section space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** A comment as written, or that there is none. */
export function CommentText({ text }: { text: string }) {
  return text.trim() ? (
    <p className="break-words whitespace-pre-line text-slate-800">{text}</p>
  ) : (
    <p className="text-slate-600 italic">
      <Trans id="noComment">No comment</Trans>
    </p>
  );
}
