import { useEffect, useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { adminApi, type AdminUser } from '../../api/admin.ts';
import { AUDIT_KINDS, type AuditKind, type AuditTrailFilters } from '../../api/audit-trail.ts';
import { Button } from '../../components/Button.tsx';
import { DateField } from '../../components/DateField.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TimeField } from '../../components/TimeField.tsx';
import { useFocusFirstInvalid } from '../../components/use-focus-first-invalid.ts';
import { KIND_NAMES } from './audit-labels.ts';
import { fromInstant, fromParts, untilInstant, untilParts, type PeriodEnd } from './audit-period.ts';
import { usePersonName } from '../../i18n/person-name.ts';

const TIME_WITHOUT_DAY = msg({ id: 'auditTrail.timeWithoutDay', message: 'Choose the day of this time too' });

/** What the period's fields say is wrong with it, by key (null: nothing). */
interface PeriodErrors {
  fromTime: string | null;
  untilTime: string | null;
  until: string | null;
}

/** A time needs its day; the end must come after the start (the API refuses it too: auditTrail.invalidRange). */
function periodErrors(from: PeriodEnd, until: PeriodEnd): PeriodErrors {
  const start = fromInstant(from);
  const end = untilInstant(until);
  return {
    fromTime: from.time && !from.day ? TIME_WITHOUT_DAY.id : null,
    untilTime: until.time && !until.day ? TIME_WITHOUT_DAY.id : null,
    until: start && end && end <= start ? 'auditTrail.invalidRange' : null,
  };
}

const NO_ERRORS: PeriodErrors = { fromTime: null, untilTime: null, until: null };

/**
 * Period (days and times in the viewer's time zone, typed as the app writes them: a day in the language's
 * order, a time as 24-hour HH:mm; a day alone is the whole day), entity, user and kind of change; applied
 * together.
 */
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
  const [from, setFrom] = useState(() => fromParts(filters.from));
  const [until, setUntil] = useState(() => untilParts(filters.to));
  // What the last refusal said stays until the next Show: taken back as a field is left, it would move the
  // button under the pointer between its press and its release.
  const [errors, setErrors] = useState(NO_ERRORS);
  // The period's fields holding typed text that is not a day or a time (their own error is under them).
  const [unread, setUnread] = useState<Record<string, boolean>>({});
  const { container, refused } = useFocusFirstInvalid<HTMLFormElement>();
  const typed = (end: string) => (field: string, invalid: boolean) =>
    setUnread((now) => {
      const key = `${end}.${field}`;
      return now[key] === invalid ? now : { ...now, [key]: invalid };
    });
  const [form, setForm] = useState({
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
    const found = periodErrors(from, until);
    setErrors(found);
    if (found.fromTime || found.untilTime || found.until || Object.values(unread).some(Boolean)) {
      // What is typed is never applied in part: the first field that says what is wrong takes the focus.
      refused();
      return;
    }
    onApply({
      ...filters,
      from: fromInstant(from),
      to: untilInstant(until),
      hotelId: form.hotelId || undefined,
      userId: form.userId || undefined,
      kind: (form.kind || undefined) as AuditKind | undefined,
    });
  };
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((now) => ({ ...now, [key]: event.target.value }));
  return (
    <form
      ref={container}
      onSubmit={submit}
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 tablet:grid-cols-3"
      aria-label={t({ id: 'auditTrail.filters', message: 'Filters' })}
    >
      <fieldset className="grid grid-cols-2 gap-3 tablet:col-span-3 tablet:grid-cols-4">
        <legend className="sr-only">{t({ id: 'auditTrail.period', message: 'Period' })}</legend>
        <PeriodEndFields
          dayLabel={t({ id: 'auditTrail.from', message: 'From' })}
          timeLabel={t({ id: 'auditTrail.fromTime', message: 'Start time' })}
          end={from}
          onChange={setFrom}
          onTypedInvalid={typed('from')}
          timeError={errors.fromTime}
        />
        <PeriodEndFields
          dayLabel={t({ id: 'auditTrail.to', message: 'Until' })}
          timeLabel={t({ id: 'auditTrail.toTime', message: 'End time' })}
          end={until}
          onChange={setUntil}
          onTypedInvalid={typed('until')}
          dayError={errors.until}
          timeError={errors.untilTime}
        />
      </fieldset>
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

/** One end of the period: its day and its time, each told to the form when it holds text it cannot read. */
function PeriodEndFields({
  dayLabel,
  timeLabel,
  end,
  onChange,
  onTypedInvalid,
  dayError = null,
  timeError = null,
}: {
  dayLabel: string;
  timeLabel: string;
  end: PeriodEnd;
  onChange: (update: (now: PeriodEnd) => PeriodEnd) => void;
  onTypedInvalid: (field: keyof PeriodEnd, invalid: boolean) => void;
  dayError?: string | null;
  timeError?: string | null;
}) {
  return (
    <>
      <DateField
        label={dayLabel}
        value={end.day}
        onChange={(day) => onChange((now) => ({ ...now, day }))}
        onTypedInvalid={(invalid) => onTypedInvalid('day', invalid)}
        error={dayError}
      />
      <TimeField
        label={timeLabel}
        value={end.time}
        onChange={(time) => onChange((now) => ({ ...now, time }))}
        onTypedInvalid={(invalid) => onTypedInvalid('time', invalid)}
        error={timeError}
      />
    </>
  );
}
