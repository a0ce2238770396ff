import { useEffect, useState } from 'react';
import { useLingui as useLinguiCore } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { assignableRoles, type Role } from '../../../src-domain/shared/roles.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { Checkbox } from '../../components/Checkbox.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { ROLE_NAMES } from '../../i18n/server-messages.ts';
import type { ListScope } from '../../state/hotels.ts';
import { createUser, usersState } from '../../state/users.ts';
import { newUserProblems, type NewUserField } from './new-user-problems.ts';

/** A field's own problem, under it (its key in the interface language). */
function FieldProblem({ id, messageKey }: { id: string; messageKey: string | undefined }) {
  const { i18n } = useLinguiCore();
  if (!messageKey) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-800">
      {i18n._(messageKey)}
    </p>
  );
}

interface Props {
  open: boolean;
  actorRole: Role;
  scope: ListScope;
  onClose: () => void;
}

const blank = {
  name: '',
  email: '',
  agentCode: '',
  role: 'user' as Role,
  profile: '',
  password: '',
  passwordRepeat: '',
  invite: false,
  organizationId: '',
  hotelIds: [] as string[],
};

/** Creates a user, invited by mail or with a password typed here, and entities; the roles offered are those the actor may give. */
export function UserFormDialog({ open, actorRole, scope, onClose }: Props) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const view = useSnapshot(usersState);
  const superUser = actorRole === 'superUser';
  const [form, setForm] = useState(blank);
  const [problems, setProblems] = useState<Partial<Record<NewUserField, string>>>({});
  useEffect(() => {
    if (!open) return;
    setProblems({});
    setForm({ ...blank, organizationId: scope.organizationId ?? usersState.organizations[0]?.id ?? '' });
  }, [open, scope.organizationId]);
  const set = <K extends keyof typeof blank>(key: K, value: (typeof blank)[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const organizationId = superUser ? form.organizationId || null : null;
  const hotels = view.hotels.filter((h) => !superUser || h.organizationId === organizationId);
  // The form's own check, or the server's answer for the field (it checks again).
  const organizationProblem = problems.organizationId ?? view.save.errors.organizationId;

  const submit = async () => {
    const found = newUserProblems({
      ...form,
      hotelsOffered: hotels.length,
      withoutOrganization: superUser && !organizationId,
    });
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const saved = await createUser({
      name: form.name,
      email: form.email,
      agentCode: form.agentCode,
      role: form.role,
      profile: form.profile,
      ...(form.invite ? { invite: true } : { password: form.password, passwordRepeat: form.passwordRepeat }),
      hotelIds: form.hotelIds,
      ...(superUser ? { organizationId } : {}),
    });
    if (saved) onClose();
  };

  return (
    <FormDialog
      open={open}
      title={t({ id: 'users.createTitle', message: 'Create user' })}
      // As the server answers: the first problem on top, each field's own under it.
      error={Object.values(problems)[0] ?? view.save.error}
      saving={view.save.loading}
      onSubmit={submit}
      onClose={onClose}
    >
      {superUser && !scope.organizationId && (
        <div>
          <SelectField
            label={t({ id: 'entities.organization', message: 'Organization' })}
            value={form.organizationId}
            onChange={(e) => setForm((f) => ({ ...f, organizationId: e.target.value, hotelIds: [] }))}
            aria-invalid={!!organizationProblem || undefined}
            aria-describedby={organizationProblem ? 'new-user-organization-problem' : undefined}
          >
            <option value="">
              {t({ id: 'users.noOrganization', message: 'No organization (administrator)' })}
            </option>
            {view.organizations.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </SelectField>
          <FieldProblem id="new-user-organization-problem" messageKey={organizationProblem} />
        </div>
      )}
      <div>
        <TextField
          label={t({ id: 'users.name', message: 'Name' })}
          value={form.name}
          onChange={(e) => set('name', e.target.value)}
          aria-invalid={!!problems.name || undefined}
          aria-describedby={problems.name ? 'new-user-name-problem' : undefined}
        />
        <FieldProblem id="new-user-name-problem" messageKey={problems.name} />
      </div>
      <div>
        <TextField
          label={t({ id: 'users.email', message: 'E-mail' })}
          type="email"
          value={form.email}
          onChange={(e) => set('email', e.target.value)}
          aria-invalid={!!problems.email || undefined}
          aria-describedby={problems.email ? 'new-user-email-problem' : undefined}
        />
        <FieldProblem id="new-user-email-problem" messageKey={problems.email} />
      </div>
      <div className="grid gap-4 small-tablet:grid-cols-2">
        <div>
          <TextField
            label={t({ id: 'users.agentCode', message: 'Agent code' })}
            value={form.agentCode}
            onChange={(e) => set('agentCode', e.target.value)}
            aria-invalid={!!problems.agentCode || undefined}
            aria-describedby={problems.agentCode ? 'new-user-agent-code-problem' : undefined}
          />
          <FieldProblem id="new-user-agent-code-problem" messageKey={problems.agentCode} />
        </div>
        <SelectField
          label={t({ id: 'users.role', message: 'Role' })}
          value={form.role}
          onChange={(e) => set('role', e.target.value as Role)}
        >
          {assignableRoles(actorRole).map((role) => (
            <option key={role} value={role}>
              {i18n._(ROLE_NAMES[role])}
            </option>
          ))}
        </SelectField>
      </div>
      <div
        role="radiogroup"
        aria-label={t({ id: 'users.passwordMode', message: 'How the password is chosen' })}
        className="flex flex-wrap gap-4 text-sm"
      >
        {([true, false] as const).map((invite) => (
          <label key={String(invite)} className="flex items-center gap-2">
            <input
              type="radio"
              name="password-mode"
              checked={form.invite === invite}
              onChange={() => set('invite', invite)}
            />
            {invite
              ? t({ id: 'users.sendInvitation', message: 'Send an invitation' })
              : t({ id: 'users.setPassword', message: 'Set a password' })}
          </label>
        ))}
      </div>
      {form.invite ? (
        <p className="text-sm text-slate-700">
          <Trans id="users.invitationHint">
            The user receives an e-mail with a link to choose their own password. The link works for 7 days.
          </Trans>
        </p>
      ) : (
        <div className="grid gap-4 small-tablet:grid-cols-2">
          <TextField
            label={t({ id: 'users.password', message: 'Password' })}
            type="password"
            autoComplete="new-password"
            value={form.password}
            onChange={(e) => set('password', e.target.value)}
            aria-invalid={!!problems.password || undefined}
            aria-describedby={problems.password ? 'new-user-password-problem' : undefined}
          />
          <TextField
            label={t({ id: 'users.passwordRepeat', message: 'Repeat the password' })}
            type="password"
            autoComplete="new-password"
            value={form.passwordRepeat}
            onChange={(e) => set('passwordRepeat', e.target.value)}
          />
        </div>
      )}
      <FieldProblem id="new-user-password-problem" messageKey={problems.password} />
      {hotels.length > 0 && (
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-700">
            <Trans id="users.entities">Entities</Trans>
          </legend>
          <div className="max-h-40 space-y-1 overflow-y-auto rounded-md border border-slate-200 p-2">
            {hotels.map((hotel) => (
              <Checkbox
                key={hotel.id}
                label={hotel.name}
                checked={form.hotelIds.includes(hotel.id)}
                onChange={(e) =>
                  set(
                    'hotelIds',
                    e.target.checked
                      ? [...form.hotelIds, hotel.id]
                      : form.hotelIds.filter((id) => id !== hotel.id),
                  )
                }
              />
            ))}
          </div>
          <FieldProblem id="new-user-entities-problem" messageKey={problems.hotelIds} />
        </fieldset>
      )}
    </FormDialog>
  );
}
