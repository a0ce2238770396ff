import { Trans } from '@lingui/react/macro';
import { Button } from './Button.tsx';

/** A dialog form's Cancel and Save; Save shows the save in progress. */
export function FormActions({ onCancel, saving }: { onCancel: () => void; saving: boolean }) {
  return (
    <div className="flex justify-end gap-2 pt-2">
      <Button type="button" variant="plain" onClick={onCancel}>
        <Trans id="common.cancel">Cancel</Trans>
      </Button>
      <Button type="submit" loading={saving}>
        <Trans id="common.save">Save</Trans>
      </Button>
    </div>
  );
}
