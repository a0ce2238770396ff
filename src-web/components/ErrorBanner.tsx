import { useLingui } from '@lingui/react';

/** A server or validation message, by its translation key, in a red banner. */
export function ErrorBanner({ messageKey }: { messageKey: string | null }) {
  const { i18n } = useLingui();
  if (!messageKey) return null;
  return (
    <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
      {i18n._(messageKey)}
    </p>
  );
}

export function SuccessBanner({ messageKey }: { messageKey: string | null }) {
  const { i18n } = useLingui();
  if (!messageKey) return null;
  return (
    <p
      role="status"
      className="rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
    >
      {i18n._(messageKey)}
    </p>
  );
}
