import { useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { DateField } from '../../components/DateField.tsx';
import { TimeField } from '../../components/TimeField.tsx';

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
  // A typed date is handed over when its field is left, and the time field's first keystroke can follow in the
  // same task, before a render: both changes build on what was last handed over, so neither undoes the other.
  const latest = useRef(value);
  latest.current = value;
  const change = (part: Partial<Start>) => {
    latest.current = { ...latest.current, ...part };
    onChange(latest.current);
  };
  return (
    <>
      <DateField
        label={t({ id: 'sessions.date', message: 'Date' })}
        value={value.startTime}
        onChange={(startTime) => change({ startTime })}
        required={required}
        error={errors.startTime}
      />
      <TimeField
        label={t({ id: 'sessions.time', message: 'Time' })}
        value={value.startTimeHour}
        onChange={(startTimeHour) => change({ startTimeHour })}
        required={required}
        error={errors.startTimeHour}
      />
    </>
  );
}
