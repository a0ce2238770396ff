import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import {
  DEFAULT_INSPECTION_TYPE,
  REPORT_TYPES,
  mayChange,
  scheduleOrderErrors,
  SCHEDULE_ORDER_ERRORS,
  type InspectionTypeFields,
} from '../../../src-domain/inspection-type/index.ts';
import type { Role } from '../../../src-domain/shared/roles.ts';
import type { InspectionType, InspectionTypeInput } from '../../api/inspection-types.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { Checkbox } from '../../components/Checkbox.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { TimeField } from '../../components/TimeField.tsx';
import { inspectionTypesState, saveInspectionType, type TypeScope } from '../../state/inspection-types.ts';
import { EmailListEditor } from '../../components/EmailListEditor.tsx';
import { PrefilledQuestions } from './PrefilledQuestions.tsx';
import { REPORT_TYPE_NAMES, useWeekdayNames } from './type-names.ts';

interface Props {
  open: boolean;
  role: Role;
  type: InspectionType | null;
  scope: TypeScope;
  onClose: () => void;
}

const ORDER_KEYS: ReadonlySet<string> = new Set(Object.values(SCHEDULE_ORDER_ERRORS));
const HOURS = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);
const NOTIFICATIONS = ['reminderEmail', 'autoCloseWarningEmail', 'feedbackEmail', 'reportEmail'] as const;
type Notification = (typeof NOTIFICATIONS)[number];

/**
 * Create or edit an inspection type. Only the fields the role may change are shown and sent (§6): a hotelAdmin
 * gets the limited form, a companyAdmin the auto settings too, a superUser everything including report type.
 */
export function InspectionTypeDialog({ open, role, type, scope, onClose }: Props) {
  const { t } = useLingui();
  const view = useSnapshot(inspectionTypesState);
  const reportTypeNames = REPORT_TYPE_NAMES;
  const weekdayNames = useWeekdayNames();
  const [form, setForm] = useState<InspectionTypeFields>(DEFAULT_INSPECTION_TYPE);
  const [mode, setMode] = useState<'weekdays' | 'interval'>('weekdays');
  const [notify, setNotify] = useState<Record<Notification, boolean>>({
    reminderEmail: false,
    autoCloseWarningEmail: false,
    feedbackEmail: false,
    reportEmail: false,
  });
  useEffect(() => {
    if (!open) return;
    const fields = { ...DEFAULT_INSPECTION_TYPE, ...(type ?? {}) };
    setForm(fields);
    setMode(fields.autoDistribution !== null ? 'interval' : 'weekdays');
    setNotify(
      Object.fromEntries(NOTIFICATIONS.map((key) => [key, fields[key].length > 0])) as Record<
        Notification,
        boolean
      >,
    );
  }, [open, type]);
  const set = <K extends keyof InspectionTypeFields>(key: K, value: InspectionTypeFields[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const may = (key: keyof InspectionTypeFields) => mayChange(role, key);
  const name = type?.name ?? form.name;

  // The schedule's order is the decider's rule, checked here as well: the form says it at the field before
  // anything is sent, and keeps what was chosen.
  const order = may('autoStartTime') ? scheduleOrderErrors(form) : {};
  const fieldError = (key: 'autoStartTime' | 'autoCloseTime' | 'autoCloseWarningTime') => {
    const own = key === 'autoStartTime' ? undefined : order[key];
    const server = view.save.errors[key];
    // The server's order refusal is the same rule: once the form's own check passes, it is answered.
    return own ?? (server && !ORDER_KEYS.has(server) ? server : null);
  };

  const submit = async () => {
    if (order.autoCloseTime || order.autoCloseWarningTime) return;
    const fields: InspectionTypeInput = {};
    for (const key of Object.keys(DEFAULT_INSPECTION_TYPE) as Array<keyof InspectionTypeFields>) {
      // Prefilled comments are chosen from the type's own questions: only once it exists.
      if ((key === 'prefilledQuestions' && !type) || !may(key)) continue;
      (fields as Record<string, unknown>)[key] = form[key];
    }
    // Switching the distribution mode clears the other mode's value.
    if (may('autoWeekdays')) {
      if (mode === 'weekdays') fields.autoDistribution = null;
      else fields.autoWeekdays = [];
    }
    for (const key of NOTIFICATIONS) if (!notify[key] && may(key)) fields[key] = [];
    if (await saveInspectionType(type?.id ?? null, fields, scope)) onClose();
  };
  const time = (value: string) => (value === '' ? null : value);
  const days = (value: string) => (value === '' ? 0 : Number.parseInt(value, 10));
  const notificationLabels: Record<Notification, string> = {
    reminderEmail: t({ id: 'inspectionTypes.notifyReminder', message: 'Daily reminder' }),
    autoCloseWarningEmail: t({ id: 'inspectionTypes.notifyCloseWarning', message: 'Auto-close warning' }),
    feedbackEmail: t({ id: 'inspectionTypes.notifyFeedback', message: 'Feedback on finished answers' }),
    reportEmail: t({ id: 'inspectionTypes.notifyReport', message: 'Safe Q daily report' }),
  };

  return (
    <FormDialog
      open={open}
      title={
        type
          ? t({ id: 'inspectionTypes.editTitle', message: `Edit ${name}` })
          : t({ id: 'inspectionTypes.createTitle', message: 'Create inspection type' })
      }
      error={view.save.error}
      saving={view.save.loading}
      onSubmit={submit}
      onClose={onClose}
    >
      {may('name') && (
        <TextField
          label={t({ id: 'inspectionTypes.name', message: 'Name' })}
          value={form.name}
          onChange={(e) => set('name', e.target.value)}
          required
        />
      )}
      {may('reportType') && (
        <SelectField
          label={t({ id: 'inspectionTypes.reportType', message: 'Report type' })}
          value={form.reportType}
          onChange={(e) => set('reportType', e.target.value as InspectionTypeFields['reportType'])}
        >
          {REPORT_TYPES.map((reportType) => (
            <option key={reportType} value={reportType}>
              {reportTypeNames[reportType]}
            </option>
          ))}
        </SelectField>
      )}
      <div className="space-y-2">
        {may('isSelfServe') && (
          <Checkbox
            label={t({ id: 'inspectionTypes.isSelfServe', message: 'Agents may start it themselves' })}
            checked={form.isSelfServe}
            onChange={(e) => set('isSelfServe', e.target.checked)}
          />
        )}
        <Checkbox
          label={t({
            id: 'inspectionTypes.allowUnansweredQuestions',
            message: 'Allow unanswered questions',
          })}
          checked={form.allowUnansweredQuestions}
          onChange={(e) => set('allowUnansweredQuestions', e.target.checked)}
        />
      </div>

      {may('autoStartTime') && (
        <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-800">
            <Trans id="inspectionTypes.autoSettings">Automatic distribution</Trans>
          </legend>
          <div className="grid gap-3 small-tablet:grid-cols-2">
            <TimeField
              label={t({ id: 'inspectionTypes.autoStartTime', message: 'Start time' })}
              value={form.autoStartTime ?? ''}
              onChange={(value) => set('autoStartTime', time(value))}
              error={fieldError('autoStartTime')}
            />
            <TimeField
              label={t({ id: 'inspectionTypes.autoCloseTime', message: 'Close time' })}
              value={form.autoCloseTime ?? ''}
              onChange={(value) => set('autoCloseTime', time(value))}
              error={fieldError('autoCloseTime')}
            />
            <SelectField
              label={t({
                id: 'inspectionTypes.autoCloseWarningTime',
                message: 'Warning before closing at',
              })}
              value={form.autoCloseWarningTime ?? ''}
              onChange={(e) => set('autoCloseWarningTime', time(e.target.value))}
              error={fieldError('autoCloseWarningTime')}
            >
              <option value="">{t({ id: 'inspectionTypes.none', message: 'None' })}</option>
              {HOURS.map((hour) => (
                <option key={hour} value={hour}>
                  {hour}
                </option>
              ))}
            </SelectField>
            <TextField
              type="number"
              min={0}
              step={1}
              label={t({ id: 'inspectionTypes.autoStartDelayDays', message: 'Start delay (days)' })}
              value={String(form.autoStartDelayDays)}
              onChange={(e) => set('autoStartDelayDays', days(e.target.value))}
            />
            <TextField
              type="number"
              min={0}
              step={1}
              label={t({ id: 'inspectionTypes.autoCloseDelayDays', message: 'Close delay (days)' })}
              value={String(form.autoCloseDelayDays)}
              onChange={(e) => set('autoCloseDelayDays', days(e.target.value))}
            />
          </div>
          <div
            role="radiogroup"
            aria-label={t({ id: 'inspectionTypes.distributionMode', message: 'Repeat' })}
            className="flex flex-wrap gap-4 text-sm"
          >
            {(['weekdays', 'interval'] as const).map((option) => (
              <label key={option} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="distribution"
                  checked={mode === option}
                  onChange={() => setMode(option)}
                />
                {option === 'weekdays'
                  ? t({ id: 'inspectionTypes.onWeekdays', message: 'On weekdays' })
                  : t({ id: 'inspectionTypes.everyNDays', message: 'Every number of days' })}
              </label>
            ))}
          </div>
          {mode === 'weekdays' ? (
            <div className="flex flex-wrap gap-3">
              {weekdayNames.map((dayName, index) => (
                <Checkbox
                  key={dayName}
                  label={dayName}
                  checked={form.autoWeekdays.includes(index + 1)}
                  onChange={(e) =>
                    set(
                      'autoWeekdays',
                      e.target.checked
                        ? [...form.autoWeekdays, index + 1].sort()
                        : form.autoWeekdays.filter((d) => d !== index + 1),
                    )
                  }
                />
              ))}
            </div>
          ) : (
            <TextField
              type="number"
              min={1}
              step={1}
              label={t({ id: 'inspectionTypes.autoDistribution', message: 'Every (days)' })}
              value={form.autoDistribution === null ? '' : String(form.autoDistribution)}
              onChange={(e) =>
                set('autoDistribution', e.target.value === '' ? null : Number.parseInt(e.target.value, 10))
              }
            />
          )}
          <Checkbox
            label={t({
              id: 'inspectionTypes.autoShutdown',
              message: 'Close unfinished inspections automatically',
            })}
            checked={form.autoShutdown}
            onChange={(e) => set('autoShutdown', e.target.checked)}
          />
        </fieldset>
      )}

      {type && (
        <PrefilledQuestions
          typeId={type.id}
          value={form.prefilledQuestions}
          onChange={(value) => set('prefilledQuestions', value)}
        />
      )}

      <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
        <legend className="px-1 text-sm font-semibold text-slate-800">
          <Trans id="inspectionTypes.notifications">Notifications</Trans>
        </legend>
        {NOTIFICATIONS.map((key) => (
          <div key={key} className="space-y-2">
            <Checkbox
              label={notificationLabels[key]}
              checked={notify[key]}
              onChange={(e) => {
                setNotify((current) => ({ ...current, [key]: e.target.checked }));
                if (e.target.checked && form[key].length === 0) set(key, ['']);
              }}
            />
            {notify[key] && (
              <EmailListEditor
                legend={notificationLabels[key]}
                values={form[key]}
                onChange={(values) => set(key, values)}
                name={key}
                errors={view.save.errors}
              />
            )}
          </div>
        ))}
      </fieldset>
    </FormDialog>
  );
}
