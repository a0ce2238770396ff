import { adminInspectionsApi } from '../../api/inspections.ts';
import { PREFILLED_COMMENT_MAX_CHARS } from '../../../src-domain/inspection/index.ts';
import { useEffect, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { adminApi, type AdminUser, type Hotel } from '../../api/admin.ts';
import { RequestFailed } from '../../api/http.ts';
import { inspectionTypesApi, type InspectionType, type TypeQuestion } from '../../api/inspection-types.ts';
import { Button } from '../../components/Button.tsx';
import { Checkbox } from '../../components/Checkbox.tsx';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextAreaField, TextField } from '../../components/TextField.tsx';
import { useFocusFirstInvalid } from '../../components/use-focus-first-invalid.ts';
import { link, paths } from '../../routes.ts';
import { storedLocale } from '../../state/locale.ts';
import { HotelTypeFields } from '../Inspections/HotelTypeFields.tsx';
import {
  DescriptionRows,
  ExtraQuestionRows,
  isDescriptionSent,
  isExtraQuestionSent,
  ordinalOf,
  withoutChanged,
  withRowErrors,
  type RowErrors,
} from '../Inspections/InspectionRows.tsx';
import { StartFields } from '../Inspections/StartFields.tsx';

/** /admin/sessions/create (administration §2, §4, §5): an inspection for an entity, optionally assigned. */
export function AdminInspectionCreateScene() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [hotels, setHotels] = useState<Hotel[]>([]);
  const [search, setSearch] = useState('');
  const [types, setTypes] = useState<InspectionType[]>([]);
  const [users, setUsers] = useState<AdminUser[]>([]);
  const [questions, setQuestions] = useState<TypeQuestion[]>([]);
  const [form, setForm] = useState({
    hotel: '',
    inspectionType: '',
    startTime: '',
    startTimeHour: '',
    user: '',
    shouldSendNotification: true,
  });
  const [prefilled, setPrefilled] = useState<Array<{ questionId: string; comment: string }>>([]);
  const [descriptions, setDescriptions] = useState<
    Array<{ header: string; body: string; ordinal?: string; errors?: RowErrors }>
  >([{ header: '', body: '', ordinal: '' }]);
  const [extra, setExtra] = useState<Array<{ content: string; ordinal?: string; errors?: RowErrors }>>([
    { content: '', ordinal: '' },
  ]);
  const [error, setError] = useState<string | null>(null);
  /** The server's keys by field of the form's own fields and prefilled comments; the rows carry theirs. */
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const { container, refused } = useFocusFirstInvalid<HTMLFormElement>();
  // A field changed: its error goes (what it holds now is not what was refused).
  const change = (part: Partial<typeof form>) => {
    setForm({ ...form, ...part });
    setFieldErrors((errors) => withoutChanged(errors, form, part));
  };
  const [saving, setSaving] = useState(false);
  const fail = (failure: unknown) =>
    setError(failure instanceof RequestFailed ? failure.msg : 'errors.server');

  useEffect(() => {
    adminApi
      .hotels()
      .then((list) => {
        setHotels(list);
        // A single entity is chosen for the admin.
        if (list.length === 1) setForm((f) => ({ ...f, hotel: list[0]!.id }));
      })
      .catch(fail);
  }, []);
  // Another entity: its own types and agents; the type and its prefilled comments go.
  useEffect(() => {
    setTypes([]);
    setUsers([]);
    setForm((f) => ({ ...f, inspectionType: '', user: '' }));
    setPrefilled([]);
    const hotel = hotels.find((h) => h.id === form.hotel);
    if (!hotel) return;
    inspectionTypesApi.ofHotel(hotel.id).then(setTypes).catch(fail);
    adminApi
      .users(hotel.organizationId)
      .then((list) => setUsers(list.filter((u) => u.role === 'user' && u.hotelIds.includes(hotel.id))))
      .catch(fail);
  }, [form.hotel, hotels]);
  // Picking a type loads its prefilled questions, with their comments editable.
  useEffect(() => {
    const type = types.find((x) => x.id === form.inspectionType);
    setPrefilled(type ? type.prefilledQuestions.map((p) => ({ ...p })) : []);
    if (type) inspectionTypesApi.questions(type.id, storedLocale()).then(setQuestions).catch(fail);
  }, [form.inspectionType, types]);

  const needle = search.trim().toLocaleLowerCase();
  const shownHotels = hotels.filter(
    (h) => h.name.toLocaleLowerCase().includes(needle) || h.id === form.hotel,
  );
  const questionText = (id: string) => {
    const q = questions.find((x) => x.id === id);
    return q ? `${q.referenceNumber} ${q.content}` : id;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    setFieldErrors({});
    try {
      const created = await adminInspectionsApi.create({
        ...form,
        user: form.user || null,
        prefilledQuestions: prefilled,
        inspectionDescriptions: descriptions
          .filter(isDescriptionSent)
          .map(({ header, body, ordinal }) => ({ header, body, ...ordinalOf(ordinal) })),
        extraQuestions: extra
          .filter(isExtraQuestionSent)
          .map(({ content, ordinal }) => ({ content, ...ordinalOf(ordinal) })),
      });
      // A Safe Q round held already that day is opened, not made twice.
      navigate(created.existing ? link.inspection(created.id) : paths.adminInspections);
    } catch (failure) {
      fail(failure);
      // Each field the server names shows its error (administration §2): the form's own, and each row's.
      const errors = failure instanceof RequestFailed ? failure.errors : {};
      setFieldErrors(errors);
      setDescriptions((rows) => withRowErrors(rows, isDescriptionSent, 'inspectionDescriptions', errors));
      setExtra((rows) => withRowErrors(rows, isExtraQuestionSent, 'extraQuestions', errors));
      refused();
    } finally {
      setSaving(false);
    }
  };

  return (
    <form ref={container} onSubmit={submit} className="mx-auto max-w-2xl space-y-4" noValidate>
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans id="adminInspections.create">Create inspection</Trans>
      </h1>
      <ErrorBanner messageKey={error} />
      <div className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 small-tablet:grid-cols-2">
        <TextField
          type="search"
          label={t({ id: 'inspectionTypes.searchEntities', message: 'Search entities' })}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <HotelTypeFields
          hotels={shownHotels}
          types={types}
          value={form}
          onChange={change}
          errors={fieldErrors}
        />
        <SelectField
          label={t({ id: 'adminInspections.user', message: 'User' })}
          value={form.user}
          disabled={!form.hotel}
          onChange={(e) => change({ user: e.target.value })}
          error={fieldErrors.user}
        >
          <option value="">
            {t({ id: 'adminInspections.anyAgent', message: 'Any agent of the entity' })}
          </option>
          {users.map((user) => (
            <option key={user.id} value={user.id}>
              {user.name}
            </option>
          ))}
        </SelectField>
        <StartFields value={form} onChange={change} required errors={fieldErrors} />
        <Checkbox
          label={t({ id: 'adminInspections.notify', message: 'Send a notification' })}
          checked={form.shouldSendNotification}
          onChange={(e) => change({ shouldSendNotification: e.target.checked })}
        />
      </div>
      {prefilled.length > 0 && (
        <fieldset className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
          <legend className="px-1 font-semibold text-slate-900">
            <Trans id="inspectionTypes.prefilled">Prefilled comments</Trans>
          </legend>
          {prefilled.map((row, index) => (
            <TextAreaField
              key={row.questionId}
              label={questionText(row.questionId)}
              rows={2}
              value={row.comment}
              maxLength={PREFILLED_COMMENT_MAX_CHARS}
              onChange={(e) => {
                setPrefilled(prefilled.map((p, i) => (i === index ? { ...p, comment: e.target.value } : p)));
                setFieldErrors((errors) => {
                  const { [`prefilledQuestions.${index}.comment`]: _gone, ...rest } = errors;
                  return rest;
                });
              }}
              error={fieldErrors[`prefilledQuestions.${index}.comment`]}
            />
          ))}
        </fieldset>
      )}
      <ExtraQuestionRows rows={extra} onChange={setExtra} withOrdinal />
      <DescriptionRows rows={descriptions} onChange={setDescriptions} withOrdinal />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="plain" onClick={() => navigate(paths.adminInspections)}>
          <Trans id="common.cancel">Cancel</Trans>
        </Button>
        <Button type="submit" loading={saving}>
          <Trans id="common.save">Save</Trans>
        </Button>
      </div>
    </form>
  );
}
