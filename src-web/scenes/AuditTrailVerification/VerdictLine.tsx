import type { ReactNode } from 'react';

/** A verdict of a check, intact or not, in words and colour: the log's and an export file's alike. */
export function VerdictLine({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <p
      className={
        ok
          ? 'rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 font-medium text-emerald-900'
          : 'rounded-md border border-red-300 bg-red-50 px-3 py-2 font-medium text-red-800'
      }
    >
      {children}
    </p>
  );
}
