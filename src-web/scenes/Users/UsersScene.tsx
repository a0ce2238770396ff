import { useMemo, useState } from 'react';
import { useLingui as useLinguiCore } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import type { AdminUser } from '../../api/admin.ts';
import type { SignedInUser } from '../../api/sessions.ts';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ListStatus } from '../../components/ListStatus.tsx';
import { Table } from '../../components/Table.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { ROLE_NAMES } from '../../i18n/server-messages.ts';
import { useLive } from '../../realtime/use-live.ts';
import { link } from '../../routes.ts';
import type { ListScope } from '../../state/hotels.ts';
import { deleteUser, loadUsers, resetUserErrors, usersState, usersWatch } from '../../state/users.ts';
import { UserFormDialog } from './UserFormDialog.tsx';
import { usePersonName } from '../../i18n/person-name.ts';

/** /admin/users, /organization/users and the organization page's tab: users in scope, kept live. */
export function UsersScene({ user: me, organizationId }: { user: SignedInUser; organizationId?: string }) {
  const { t } = useLingui();
  const personName = usePersonName();
  const { i18n } = useLinguiCore();
  const view = useSnapshot(usersState);
  const superUser = me.role === 'superUser';
  // Inside the organization page the list is a section under its heading.
  const Heading = organizationId ? 'h2' : 'h1';
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const scope: ListScope = useMemo(
    () => ({ withOrganizations: superUser && !organizationId, organizationId }),
    [superUser, organizationId],
  );

  const organizationIds = organizationId
    ? [organizationId]
    : superUser
      ? view.organizations.map((o) => o.id)
      : [me.organizationId].filter((id): id is string => !!id);
  // Loaded once its rooms are joined, kept current by their pushes. A superUser's rooms come with the
  // organizations the first load brings: joined then, and loaded once more for what came in between.
  useLive(
    `${organizationId ?? ''}|${superUser}|${organizationIds.join(',')}`,
    () => usersWatch(scope, organizationIds),
    () => loadUsers(scope),
  );

  const name = deleting?.name ?? '';
  const agentCodeLabel = t({ id: 'users.agentCode', message: 'Agent code' });
  const openCreate = () => {
    resetUserErrors();
    setCreating(true);
  };

  return (
    <div className="mx-auto max-w-6xl">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <Heading className="text-2xl font-bold text-slate-900">
          <Trans id="users.title">Users</Trans>
        </Heading>
        <Button onClick={openCreate}>
          <Trans id="users.create">Create user</Trans>
        </Button>
      </div>
      <ListStatus
        load={view.load}
        count={view.items.length}
        empty={<Trans id="users.empty">No users yet.</Trans>}
      >
        <Table
          columns={[
            { label: <Trans id="users.name">Name</Trans> },
            { label: <Trans id="users.email">E-mail</Trans>, className: 'hidden tablet:table-cell' },
            {
              label: agentCodeLabel,
              className: 'hidden small-desktop:table-cell',
            },
            { label: <Trans id="users.role">Role</Trans> },
            { label: <Trans id="entities.actions">Actions</Trans>, hidden: true },
          ]}
        >
          {view.items.map((user) => (
            <tr key={user.id} className="border-b border-slate-100 last:border-0">
              <td className="px-3 py-2 font-medium text-slate-900">{personName(user.name)}</td>
              <td className="hidden px-3 py-2 text-slate-700 tablet:table-cell">{personName(user.email)}</td>
              <td
                data-label={agentCodeLabel}
                className="hidden px-3 py-2 text-slate-700 small-desktop:table-cell"
              >
                {user.agentCode}
              </td>
              <td className="px-3 py-2 text-slate-700">{i18n._(ROLE_NAMES[user.role])}</td>
              <td className="px-3 py-2">
                <div className="flex justify-end gap-3 whitespace-nowrap">
                  <TextLink
                    href={link.user(user.id, superUser && !organizationId ? null : user.organizationId)}
                  >
                    <Trans id="common.edit">Edit</Trans>
                    <span className="sr-only"> {user.name}</span>
                  </TextLink>
                  {/* One's own profile opens like any other; deleting oneself is not offered (nor allowed). */}
                  {user.id !== me.id && (
                    <button
                      type="button"
                      onClick={() => {
                        resetUserErrors();
                        setCreating(false); // the form closes when a delete dialog opens
                        setDeleting(user as AdminUser);
                      }}
                      className="font-medium text-red-700 underline"
                    >
                      <Trans id="common.delete">Delete</Trans>
                      <span className="sr-only"> {user.name}</span>
                    </button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </Table>
      </ListStatus>

      <UserFormDialog open={creating} actorRole={me.role} scope={scope} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t({ id: 'users.deleteTitle', message: 'Delete user' })}
        confirmLabel={<Trans id="common.delete">Delete</Trans>}
        loading={view.remove.loading}
        error={view.remove.error}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting && (await deleteUser(deleting.id))) setDeleting(null);
        }}
      >
        <Trans id="users.deleteConfirm">Delete {name}? They can no longer sign in.</Trans>
      </ConfirmDialog>
    </div>
  );
}
