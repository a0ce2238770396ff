import { Trans } from '@lingui/react/macro';
import { Button } from './Button.tsx';

/** A table row's Edit and Delete, each named for the row for screen readers ("Edit Guest Room"). */
export function RowActions({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
}: {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  /** Absent for a role that may not delete. */
  onDelete?: () => void;
}) {
  return (
    <>
      <Button variant="plain" onClick={onEdit} aria-label={editLabel}>
        <Trans id="common.edit">Edit</Trans>
      </Button>
      {onDelete && (
        <Button variant="plain" onClick={onDelete} aria-label={deleteLabel}>
          <Trans id="common.delete">Delete</Trans>
        </Button>
      )}
    </>
  );
}
