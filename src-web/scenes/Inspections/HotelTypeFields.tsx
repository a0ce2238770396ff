import { useLingui } from '@lingui/react/macro';
import { SelectField } from '../../components/SelectField.tsx';

interface Named {
  id: string;
  name: string;
}

export interface HotelAndType {
  hotel: string;
  inspectionType: string;
}

/**
 * The entity and its inspection type, as both create forms ask them. Another entity has its own types,
 * so changing the entity clears the chosen type (inspection-run §5 "Create session").
 */
export function HotelTypeFields({
  hotels,
  types,
  value,
  onChange,
  errors = {},
}: {
  hotels: Named[];
  /** The chosen entity's types only. */
  types: Named[];
  value: HotelAndType;
  onChange: (next: HotelAndType) => void;
  /** The server's keys by field (hotel, inspectionType), each shown at its field. */
  errors?: Readonly<Record<string, string>>;
}) {
  const { t } = useLingui();
  const choose = <option value="">{t({ id: 'inspectionTypes.choose', message: 'Choose…' })}</option>;
  return (
    <>
      <SelectField
        label={t({ id: 'sessions.entity', message: 'Entity' })}
        value={value.hotel}
        onChange={(e) => onChange({ hotel: e.target.value, inspectionType: '' })}
        required
        error={errors.hotel}
      >
        {choose}
        {hotels.map((hotel) => (
          <option key={hotel.id} value={hotel.id}>
            {hotel.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t({ id: 'inspectionTypes.template', message: 'Inspection type' })}
        value={value.inspectionType}
        onChange={(e) => onChange({ ...value, inspectionType: e.target.value })}
        disabled={!value.hotel}
        required
        error={errors.inspectionType}
      >
        {choose}
        {types.map((type) => (
          <option key={type.id} value={type.id}>
            {type.name}
          </option>
        ))}
      </SelectField>
    </>
  );
}
