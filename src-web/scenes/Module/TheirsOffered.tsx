import { Trans, useLingui } from '@lingui/react/macro';

/** Someone else's text arrived while this one was being changed: the user keeps theirs or their own. */
export function TheirsOffered({
  theirs,
  kind = 'comment',
  onTakeTheirs,
  onKeepMine,
}: {
  theirs: string;
  /** What the text is: a comment, or the answer itself (a context question). */
  kind?: 'comment' | 'answer';
  onTakeTheirs: () => void;
  onKeepMine: () => void;
}) {
  const { t } = useLingui();
  return (
    <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
      <p>
        {kind === 'comment' ? (
          <Trans id="comment.replaced">Someone else changed this comment to:</Trans>
        ) : (
          <Trans id="answer.replaced">Someone else changed this answer to:</Trans>
        )}{' '}
        “{theirs}”
      </p>
      <div className="mt-1 flex gap-3">
        <button type="button" className="font-medium underline" onClick={onTakeTheirs}>
          {t({ id: 'comment.useTheirs', message: 'Use theirs' })}
        </button>
        <button type="button" className="font-medium underline" onClick={onKeepMine}>
          {t({ id: 'comment.keepMine', message: 'Keep mine' })}
        </button>
      </div>
    </div>
  );
}
