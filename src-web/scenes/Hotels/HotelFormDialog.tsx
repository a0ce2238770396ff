import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { isEmailListEntry } from '../../../src-domain/shared/email-list.ts';
import type { Role } from '../../../src-domain/shared/roles.ts';
import { DEFAULT_TIME_ZONE } from '../../../src-domain/shared/time-zone.ts';
import type { Hotel, HotelInput, Organization } from '../../api/admin.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { Checkbox } from '../../components/Checkbox.tsx';
import { EmailListEditor } from '../../components/EmailListEditor.tsx';
import { DateField } from '../../components/DateField.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { TimeZoneField } from './TimeZoneField.tsx';
import { hotelsState, saveHotel, type ListScope } from '../../state/hotels.ts';

interface Props {
  open: boolean;
  role: Role;
  entity: Hotel | null;
  organizations: readonly Organization[];
  scope: ListScope;
  onClose: () => void;
}

/** Create or edit an entity; fields a role may not set are not shown to it (the server refuses them too). */
export function HotelFormDialog({ open, role, entity, organizations, scope, onClose }: Props) {
  const { t } = useLingui();
  const view = useSnapshot(hotelsState);
  const [form, setForm] = useState({
    name: '',
    address: '',
    emailContact: '',
    inactiveStartDate: '',
    inactiveEndDate: '',
    dashboardEnabled: false,
    organizationId: '',
    timeZone: DEFAULT_TIME_ZONE,
    reminderEmail: [] as string[],
    reportEmail: [] as string[],
    autoCloseWarningEmail: [] as string[],
  });
  // The contact is checked once the person leaves it, as the server would; what was typed stays.
  const [contactLeft, setContactLeft] = useState(false);
  const contactError = contactLeft && !isEmailListEntry(form.emailContact) ? 'errors.invalidEmail' : null;
  useEffect(() => {
    if (!open) return;
    setContactLeft(false);
    setForm({
      name: entity?.name ?? '',
      address: entity?.address ?? '',
      emailContact: entity?.emailContact ?? '',
      inactiveStartDate: entity?.inactiveStartDate ?? '',
      inactiveEndDate: entity?.inactiveEndDate ?? '',
      dashboardEnabled: entity?.dashboardEnabled ?? false,
      organizationId: entity?.organizationId ?? organizations[0]?.id ?? '',
      timeZone: entity?.timeZone ?? DEFAULT_TIME_ZONE,
      reminderEmail: [...(entity?.reminderEmail ?? [])],
      reportEmail: [...(entity?.reportEmail ?? [])],
      autoCloseWarningEmail: [...(entity?.autoCloseWarningEmail ?? [])],
    });
  }, [open, entity, organizations]);
  const set = (key: keyof typeof form) => (value: string | boolean | string[]) =>
    setForm((current) => ({ ...current, [key]: value }));
  // Administration §3: the entity's recipient lists (the server drops empty rows).
  const recipientLists = {
    reminderEmail: t({ id: 'entities.reminderEmail', message: 'Reminder e-mails' }),
    reportEmail: t({ id: 'entities.reportEmail', message: 'Report e-mails' }),
    autoCloseWarningEmail: t({ id: 'entities.autoCloseWarningEmail', message: 'Auto-close warning e-mails' }),
  } as const;

  const submit = async () => {
    const input: HotelInput = {
      name: form.name,
      address: form.address,
      emailContact: form.emailContact,
      timeZone: form.timeZone,
      reminderEmail: form.reminderEmail,
      reportEmail: form.reportEmail,
      autoCloseWarningEmail: form.autoCloseWarningEmail,
    };
    if (role !== 'hotelAdmin') {
      input.inactiveStartDate = form.inactiveStartDate || null;
      input.inactiveEndDate = form.inactiveEndDate || null;
    }
    if (role === 'superUser') input.dashboardEnabled = form.dashboardEnabled;
    if (role === 'superUser' && !entity) input.organizationId = scope.organizationId ?? form.organizationId;
    if (await saveHotel(entity?.id ?? null, input)) onClose();
  };

  return (
    <FormDialog
      open={open}
      title={
        entity
          ? t({ id: 'entities.editTitle', message: 'Edit entity' })
          : t({ id: 'entities.createTitle', message: 'Create entity' })
      }
      error={view.save.error}
      saving={view.save.loading}
      onSubmit={submit}
      onClose={onClose}
    >
      {role === 'superUser' && !entity && !scope.organizationId && (
        <SelectField
          label={t({ id: 'entities.organization', message: 'Organization' })}
          value={form.organizationId}
          onChange={(e) => set('organizationId')(e.target.value)}
          error={view.save.errors.organizationId}
        >
          {organizations.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </SelectField>
      )}
      <TextField
        label={t({ id: 'entities.name', message: 'Name' })}
        value={form.name}
        onChange={(e) => set('name')(e.target.value)}
        error={view.save.errors.name}
        required
      />
      <TextField
        label={t({ id: 'entities.address', message: 'Address' })}
        value={form.address}
        onChange={(e) => set('address')(e.target.value)}
        error={view.save.errors.address}
      />
      <TextField
        label={t({ id: 'entities.emailContact', message: 'Contact e-mail' })}
        type="email"
        value={form.emailContact}
        onChange={(e) => set('emailContact')(e.target.value)}
        onBlur={() => setContactLeft(true)}
        error={contactError ?? view.save.errors.emailContact}
      />
      <TimeZoneField value={form.timeZone} onChange={set('timeZone')} error={view.save.errors.timeZone} />
      {(Object.keys(recipientLists) as Array<keyof typeof recipientLists>).map((key) => (
        <EmailListEditor
          key={key}
          legend={recipientLists[key]}
          values={form[key]}
          onChange={(values) => set(key)(values)}
          name={key}
          errors={view.save.errors}
        />
      ))}
      {role !== 'hotelAdmin' && (
        <div className="grid gap-4 small-tablet:grid-cols-2">
          <DateField
            label={t({ id: 'entities.inactiveStartDate', message: 'Inactive from' })}
            value={form.inactiveStartDate}
            onChange={set('inactiveStartDate')}
            error={view.save.errors.inactiveStartDate}
          />
          <DateField
            label={t({ id: 'entities.inactiveEndDate', message: 'Inactive until' })}
            value={form.inactiveEndDate}
            onChange={set('inactiveEndDate')}
            error={view.save.errors.inactiveEndDate}
          />
        </div>
      )}
      {role === 'superUser' && (
        <Checkbox
          label={t({ id: 'entities.dashboardEnabled', message: 'Wall dashboard enabled' })}
          checked={form.dashboardEnabled}
          onChange={(e) => set('dashboardEnabled')(e.target.checked)}
        />
      )}
    </FormDialog>
  );
}
