import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLingui as useLinguiCore } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'wouter';
import { useSnapshot } from 'valtio';
import { useErrorsGoWithScreen } from '../../components/use-errors-go-with-screen.ts';
import { assignableRoles, type Role } from '../../../src-domain/shared/roles.ts';
import type { SignedInUser } from '../../api/sessions.ts';
import { Button } from '../../components/Button.tsx';
import { ErrorBanner, SuccessBanner } from '../../components/ErrorBanner.tsx';
import { FieldError } from '../../components/FieldError.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { LinkedList } from '../../components/LinkedList.tsx';
import { TextField } from '../../components/TextField.tsx';
import { ROLE_NAMES } from '../../i18n/server-messages.ts';
import { useLive } from '../../realtime/use-live.ts';
import {
  linkUserHotel,
  loadUserForEdit,
  saveUser,
  userEditState,
  userEditWatch,
} from '../../state/user-edit.ts';
import { usePersonName } from '../../i18n/person-name.ts';
import { EraseUser } from './EraseUser.tsx';
import { LinkedTypes } from './LinkedTypes.tsx';

interface UserFields {
  name: string;
  email: string;
  agentCode: string;
  role: Role;
  profile: string;
}

/** /admin/users/{id} and /organizations/{organizationId}/users/{id}: profile and role, and linked entities. */
export function UserScene({ user: me }: { user: SignedInUser }) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const personName = usePersonName();
  const { id } = useParams<{ id: string }>();
  const view = useSnapshot(userEditState);
  useErrorsGoWithScreen(() => [userEditState.save, userEditState.link]);
  const [form, setForm] = useState<UserFields>({
    name: '',
    email: '',
    agentCode: '',
    role: 'user',
    profile: '',
  });
  const mayLink = me.role === 'superUser' || me.role === 'companyAdmin';

  useEffect(() => {
    void loadUserForEdit(id);
  }, [id]);
  const user = view.user?.id === id ? view.user : null;
  // What the form was last filled from: a newer version of the user (another admin's change, pushed, or
  // this form's own answer) fills the fields not edited since, and leaves what is being typed alone.
  const filledFrom = useRef<{ id: string; fields: UserFields } | null>(null);
  useEffect(() => {
    if (!user) return;
    const fields: UserFields = {
      name: user.name,
      email: user.email,
      agentCode: user.agentCode ?? '',
      role: user.role,
      profile: user.profile,
    };
    const before = filledFrom.current?.id === user.id ? filledFrom.current.fields : null;
    filledFrom.current = { id: user.id, fields };
    setForm((shown) => {
      if (!before) return fields;
      const next = { ...shown };
      for (const key of Object.keys(fields) as Array<keyof UserFields>)
        if (shown[key] === before[key]) (next as Record<keyof UserFields, string>)[key] = fields[key];
      return next;
    });
  }, [user?.id, user?.version]);
  // A new e-mail waits for its confirmation link: once the user (by the answer or by a push, whichever
  // comes first) says it is pending, the field shows the address still in use.
  useEffect(() => {
    if (user?.pendingEmail && user.pendingEmail === form.email) setForm((f) => ({ ...f, email: user.email }));
  }, [user?.pendingEmail]);
  const organizationId = user?.organizationId;
  // The organization's room is known once the user is: joined then, and loaded once more for what came in
  // between; kept current by its pushes after.
  useLive(
    organizationId ? `${id}|${organizationId}` : null,
    () => userEditWatch(id, organizationId!),
    () => loadUserForEdit(id),
  );

  if (!user) {
    return view.load.error ? (
      <ErrorBanner messageKey={view.load.error} />
    ) : (
      <p role="status">
        <Trans id="shell.loading">Loading…</Trans>
      </p>
    );
  }
  if (user.erased) {
    // Nothing of them is left to edit: the server refuses every change to an erased user.
    return (
      <div className="mx-auto max-w-4xl space-y-6">
        <h1 className="text-2xl font-bold text-slate-900">{personName(user.name)}</h1>
        <p role="status" className="rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-slate-800">
          <Trans id="users.erasedNotice">This person's personal data has been erased.</Trans>
        </p>
      </div>
    );
  }
  const linked = view.hotels.filter((h) => user.hotelIds.includes(h.id));
  // One's own role is not one's to change (the server refuses it): shown, not offered.
  const self = id === me.id;
  const roles = self ? [user.role] : assignableRoles(me.role);
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { role, ...fields } = form;
    await saveUser(id, self ? fields : { ...fields, role });
  };
  // An expired link changes nothing any more: no need to mention it.
  const pendingEmail =
    user.pendingEmail && (user.pendingEmailExpiresAt ?? '') > new Date().toISOString()
      ? user.pendingEmail
      : null;

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">{user.name}</h1>
      <form
        onSubmit={submit}
        className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
        noValidate
      >
        <ErrorBanner messageKey={view.save.error} />
        {view.saved && <SuccessBanner messageKey="settings.saved" />}
        {pendingEmail && (
          <p
            role="status"
            className="rounded-md border border-sky-300 bg-sky-50 px-3 py-2 text-sm text-sky-900"
          >
            <Trans id="users.emailChangePending">
              A confirmation link has been sent to {pendingEmail}. The e-mail address changes once the link is
              opened.
            </Trans>
          </p>
        )}
        <div className="grid gap-4 small-tablet:grid-cols-2">
          <TextField
            label={t({ id: 'users.name', message: 'Name' })}
            value={form.name}
            onChange={(e) => set('name')(e.target.value)}
          />
          <TextField
            label={t({ id: 'users.email', message: 'E-mail' })}
            type="email"
            value={form.email}
            onChange={(e) => set('email')(e.target.value)}
          />
          <TextField
            label={t({ id: 'users.agentCode', message: 'Agent code' })}
            value={form.agentCode}
            onChange={(e) => set('agentCode')(e.target.value)}
          />
          <div>
            <SelectField
              label={t({ id: 'users.role', message: 'Role' })}
              value={form.role}
              disabled={self}
              onChange={(e) => set('role')(e.target.value)}
              aria-invalid={!!view.save.errors.role || undefined}
              aria-describedby={view.save.errors.role ? 'user-edit-role-problem' : undefined}
            >
              {roles.map((role) => (
                <option key={role} value={role}>
                  {i18n._(ROLE_NAMES[role])}
                </option>
              ))}
            </SelectField>
            <FieldError id="user-edit-role-problem" messageKey={view.save.errors.role} />
          </div>
        </div>
        <div>
          <label htmlFor="user-edit-profile" className="mb-1 block text-sm font-medium text-slate-700">
            <Trans id="users.profile">Profile</Trans>
          </label>
          <textarea
            id="user-edit-profile"
            rows={3}
            value={form.profile}
            onChange={(e) => set('profile')(e.target.value)}
            className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2"
          />
        </div>
        <Button type="submit" loading={view.save.loading}>
          <Trans id="common.save">Save</Trans>
        </Button>
      </form>

      <LinkedList
        title={<Trans id="user.linkedEntities">Linked entities</Trans>}
        empty={<Trans id="user.noEntities">Not linked to any entity.</Trans>}
        linked={linked}
        linkable={view.hotels}
        selectLabel={t({ id: 'user.linkEntity', message: 'Link to entity' })}
        choosePrompt={t({ id: 'user.chooseEntity', message: 'Choose an entity' })}
        mayLink={mayLink}
        listLoading={view.listsOf !== id}
        loading={view.link.loading}
        error={view.link.error}
        onLink={(hotelId, link) => linkUserHotel(id, hotelId, link)}
      />

      <LinkedTypes userId={id} mayLink={me.role !== 'user'} />

      {me.role === 'superUser' && !self && (
        <EraseUser userId={id} name={user.name} superUser={user.role === 'superUser'} />
      )}
    </div>
  );
}
