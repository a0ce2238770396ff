import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { timeZones } from '../../../src-domain/shared/time-zone.ts';
import { SelectField } from '../../components/SelectField.tsx';

/**
 * The entity's IANA time zone, in which its days and ISO weeks are counted (Safe Q days, default report
 * days). Chosen from the zones the browser knows; a zone it does not know (the server's list may be newer) is
 * kept as it is rather than changed behind the user's back.
 */
export function TimeZoneField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (zone: string) => void;
  /** The server's refusal of the zone, shown under the field. */
  error?: string | null;
}) {
  const { t } = useLingui();
  const options = useMemo(() => {
    const known = [...timeZones()].sort();
    return known.includes(value) ? known : [value, ...known];
  }, [value]);
  return (
    <SelectField
      label={t({ id: 'entities.timeZone', message: 'Time zone' })}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    >
      {options.map((zone) => (
        <option key={zone} value={zone}>
          {zone.replaceAll('_', ' ')}
        </option>
      ))}
    </SelectField>
  );
}
