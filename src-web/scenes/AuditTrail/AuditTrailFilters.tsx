import { useEffect, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { adminApi, type AdminUser } from '../../api/admin.ts';
import { AUDIT_KINDS, type AuditKind, type AuditTrailFilters } from '../../api/audit-trail.ts';
import { Button } from '../../components/Button.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { KIND_NAMES } from './audit-labels.ts';
import { localDateTimeInput } from '../../i18n/dates.ts';
import { usePersonName } from '../../i18n/person-name.ts';

const localInput = localDateTimeInput;
const instant = (local: string) => (local ? new Date(local).toISOString() : undefined);

/** Time range (in the viewer's time zone), entity, user and kind of change; applied together. */
export function AuditTrailFiltersForm({
  filters,
  onApply,
}: {
  filters: AuditTrailFilters;
  onApply: (filters: AuditTrailFilters) => void;
}) {
  const { t, i18n } = useLingui();
  const personName = usePersonName();
  const [hotels, setHotels] = useState<Array<{ id: string; name: string }>>([]);
  const [users, setUsers] = useState<AdminUser[]>([]);
  const [form, setForm] = useState({
    from: localInput(filters.from),
    to: localInput(filters.to),
    hotelId: filters.hotelId ?? '',
    userId: filters.userId ?? '',
    kind: filters.kind ?? '',
  });
  useEffect(() => {
    // The choices are a help: without them the filters still work, so a failure leaves them empty.
    adminApi.hotels().then(
      (list) => setHotels(list),
      () => setHotels([]),
    );
    adminApi.users().then(setUsers, () => setUsers([]));
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      ...filters,
      from: instant(form.from),
      to: instant(form.to),
      hotelId: form.hotelId || undefined,
      userId: form.userId || undefined,
      kind: (form.kind || undefined) as AuditKind | undefined,
    });
  };
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((now) => ({ ...now, [key]: event.target.value }));
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 tablet:grid-cols-3"
      aria-label={t({ id: 'auditTrail.filters', message: 'Filters' })}
    >
      <TextField
        type="datetime-local"
        label={t({ id: 'auditTrail.from', message: 'From' })}
        value={form.from}
        onChange={set('from')}
      />
      <TextField
        type="datetime-local"
        label={t({ id: 'auditTrail.to', message: 'Until' })}
        value={form.to}
        onChange={set('to')}
      />
      <SelectField
        label={t({ id: 'auditTrail.kind', message: 'Kind of change' })}
        value={form.kind}
        onChange={set('kind')}
      >
        <option value="">{t({ id: 'auditTrail.any', message: 'Any' })}</option>
        {AUDIT_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {i18n._(KIND_NAMES[kind])}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t({ id: 'sessions.entity', message: 'Entity' })}
        value={form.hotelId}
        onChange={set('hotelId')}
      >
        <option value="">{t({ id: 'auditTrail.any', message: 'Any' })}</option>
        {hotels.map((hotel) => (
          <option key={hotel.id} value={hotel.id}>
            {hotel.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t({ id: 'adminInspections.user', message: 'User' })}
        value={form.userId}
        onChange={set('userId')}
      >
        <option value="">{t({ id: 'auditTrail.any', message: 'Any' })}</option>
        {users.map((user) => (
          <option key={user.id} value={user.id}>
            {personName(user.name)}
          </option>
        ))}
      </SelectField>
      <div className="flex items-end">
        <Button type="submit">
          <Trans id="auditTrail.apply">Show</Trans>
        </Button>
      </div>
    </form>
  );
}
