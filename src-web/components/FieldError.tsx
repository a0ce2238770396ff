import { useLingui } from '@lingui/react';

/** A field's own error, by its translation key, under the field (the field points at it with aria-describedby). */
export function FieldError({ id, messageKey }: { id: string; messageKey: string | null | undefined }) {
  const { i18n } = useLingui();
  if (!messageKey) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-800" data-testid="field-error">
      {i18n._(messageKey)}
    </p>
  );
}
