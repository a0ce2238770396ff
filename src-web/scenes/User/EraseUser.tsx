import { useState } from 'react';
import { useLingui as useLinguiCore } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { eraseUser, userEditState } from '../../state/user-edit.ts';

/**
 * A superUser's erasure of a person's personal data (a request to be forgotten): what happens is said
 * before, in the confirmation, since it cannot be undone.
 */
export function EraseUser({ userId, name, superUser }: { userId: string; name: string; superUser: boolean }) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const view = useSnapshot(userEditState);
  const [open, setOpen] = useState(false);
  return (
    <section
      aria-labelledby="erase-user-title"
      className="space-y-3 rounded-lg border border-red-200 bg-white p-4"
    >
      <h2 id="erase-user-title" className="text-lg font-semibold text-slate-900">
        <Trans id="users.eraseTitle">Erase personal data</Trans>
      </h2>
      <p className="text-sm text-slate-700">
        <Trans id="users.eraseIntro">
          When a person asks to be forgotten: their name, e-mail address and profile are erased everywhere.
        </Trans>
      </p>
      {superUser ? (
        // The server refuses it too: a superUser in office is demoted or deleted first.
        <p
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {i18n._('users.superUserNotErasable')}
        </p>
      ) : (
        <Button variant="danger" onClick={() => setOpen(true)}>
          <Trans id="users.eraseAction">Erase personal data…</Trans>
        </Button>
      )}
      <ConfirmDialog
        open={open}
        title={t({ id: 'users.eraseTitle', message: 'Erase personal data' })}
        confirmLabel={<Trans id="users.eraseConfirm">Erase for good</Trans>}
        loading={view.erase.loading}
        error={view.erase.error}
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          if (await eraseUser(userId)) setOpen(false);
        }}
      >
        <Trans id="users.eraseExplanation">
          Erase the personal data of {name}? Their name, e-mail address and profile can never be read again:
          on every screen, report and export, also in the audit trail, they show as “Erased user”. They can no
          longer sign in. What they did stays, with its history intact. This cannot be undone.
        </Trans>
      </ConfirmDialog>
    </section>
  );
}
