import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../components/TextField.tsx';

export interface Start {
  startTime: string;
  startTimeHour: string;
}

/** An inspection's start: its date and its hour (HH:mm), as every create and reschedule form asks them. */
export function StartFields({
  value,
  onChange,
  required = false,
  errors = {},
}: {
  value: Start;
  onChange: (next: Start) => void;
  required?: boolean;
  /** The server's keys by field (startTime, startTimeHour), each shown at its field. */
  errors?: Readonly<Record<string, string>>;
}) {
  const { t } = useLingui();
  return (
    <>
      <TextField
        type="date"
        label={t({ id: 'sessions.date', message: 'Date' })}
        value={value.startTime}
        onChange={(e) => onChange({ ...value, startTime: e.target.value })}
        required={required}
        error={errors.startTime}
      />
      <TextField
        type="time"
        label={t({ id: 'sessions.time', message: 'Time' })}
        value={value.startTimeHour}
        onChange={(e) => onChange({ ...value, startTimeHour: e.target.value })}
        required={required}
        error={errors.startTimeHour}
      />
    </>
  );
}
