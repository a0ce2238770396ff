import { adminApi } from '../../api/admin.ts';
import { useEffect, useState, type FormEvent } from 'react';
import { Trans } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { RequestFailed } from '../../api/http.ts';
import { inspectionsApi } from '../../api/inspections.ts';
import { Button } from '../../components/Button.tsx';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { useFocusFirstInvalid } from '../../components/use-focus-first-invalid.ts';
import { hourHere, todayHere } from '../../i18n/dates.ts';
import { link, paths } from '../../routes.ts';
import { showNotice } from '../../state/notice.ts';
import { HotelTypeFields } from './HotelTypeFields.tsx';
import {
  DescriptionRows,
  ExtraQuestionRows,
  isDescriptionSent,
  isExtraQuestionSent,
  withoutChanged,
  withRowErrors,
  type RowErrors,
} from './InspectionRows.tsx';
import { StartFields } from './StartFields.tsx';

type Row = { header: string; body: string; errors?: RowErrors };

/** /sessions/create: start a self-serve inspection (inspection-run §5 "Create session"). */
export function InspectionCreateScene() {
  const [, navigate] = useLocation();
  const [hotels, setHotels] = useState<Array<{ id: string; name: string }>>([]);
  const [types, setTypes] = useState<Array<{ id: string; name: string; hotelId: string }>>([]);
  const [form, setForm] = useState({
    hotel: '',
    inspectionType: '',
    startTime: todayHere(),
    startTimeHour: hourHere(),
  });
  const [descriptions, setDescriptions] = useState<Row[]>([{ header: '', body: '' }]);
  const [extra, setExtra] = useState<Array<{ content: string; errors?: RowErrors }>>([{ content: '' }]);
  const [error, setError] = useState<string | null>(null);
  /** The server's keys by field of the form's own fields; the rows carry theirs. */
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const { container, refused } = useFocusFirstInvalid<HTMLFormElement>();
  // A field changed: its error goes (what it holds now is not what was refused).
  const change = (part: Partial<typeof form>) => {
    setForm({ ...form, ...part });
    setFieldErrors((errors) => withoutChanged(errors, form, part));
  };
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    Promise.all([adminApi.visibleHotels(), inspectionsApi.selfServeTypes()])
      .then(([hotelList, typeList]) => {
        const usable = hotelList.filter((h) => typeList.some((t) => t.hotelId === h.id));
        setHotels(usable);
        setTypes(typeList);
        // A single entity is chosen for the user.
        if (usable.length === 1) setForm((f) => ({ ...f, hotel: usable[0]!.id }));
      })
      .catch((failure: unknown) =>
        setError(failure instanceof RequestFailed ? failure.msg : 'errors.server'),
      );
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const created = await inspectionsApi.create({
        ...form,
        inspectionDescriptions: descriptions
          .filter(isDescriptionSent)
          .map(({ header, body }) => ({ header, body })),
        extraQuestions: extra.filter(isExtraQuestionSent).map(({ content }) => ({ content })),
      });
      // Starting a Safe Q round held already today opens that round: one round per entity, type and day.
      if (created.existing) {
        navigate(link.inspection(created.id));
        return;
      }
      showNotice({
        kind: 'created',
        inspectionId: created.id,
        hotelName: created.hotel.name,
        typeName: created.inspectionType.name,
      });
      navigate(paths.start);
    } catch (failure) {
      setError(failure instanceof RequestFailed ? failure.msg : 'errors.server');
      // Each field the server names shows its error (inspection-run §5): the form's own, and each row's.
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
        <Trans id="sessions.createTitle">Start an inspection</Trans>
      </h1>
      <ErrorBanner messageKey={error} />
      <div className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 small-tablet:grid-cols-2">
        <HotelTypeFields
          hotels={hotels}
          types={types.filter((type) => type.hotelId === form.hotel)}
          value={form}
          onChange={change}
          errors={fieldErrors}
        />
        <StartFields value={form} onChange={change} required errors={fieldErrors} />
      </div>
      <DescriptionRows rows={descriptions} onChange={setDescriptions} />
      <ExtraQuestionRows rows={extra} onChange={setExtra} />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="plain" onClick={() => navigate(paths.inspections)}>
          <Trans id="common.cancel">Cancel</Trans>
        </Button>
        <Button type="submit" loading={saving}>
          <Trans id="sessions.start">Start</Trans>
        </Button>
      </div>
    </form>
  );
}
