import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FieldError, StyledField, StyledLabel, StyledSelect } from '../../ui/fieldStyles';
import type { TripCity } from './useTripCities';

export interface CityFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  cities: TripCity[];
  /** The other end of a one-way trip: not offered here. */
  exclude?: string;
  loading: boolean;
  error?: ReactNode;
  onChange(slug: string): void;
  onBlur?(): void;
}

/** A city chosen from the list, by slug; until there is a list the field waits, disabled. */
export function CityField({
  id,
  label,
  value,
  cities,
  exclude,
  loading,
  error,
  onChange,
  onBlur,
}: CityFieldProps) {
  const intl = useIntl();
  const errorId = `${id}-error`;
  const offered = cities.filter((city) => city.slug !== exclude);
  // A slug the list does not know (an old trip) cannot be shown: the field asks again.
  const shown = offered.some((city) => city.slug === value) ? value : '';
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      <StyledSelect
        id={id}
        value={loading ? '' : shown}
        disabled={loading || offered.length === 0}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      >
        <option value="" disabled>
          {loading
            ? intl.formatMessage({ id: 'tripForm.city.loading' })
            : intl.formatMessage({ id: 'tripForm.city.choose' })}
        </option>
        {offered.map((city) => (
          <option key={city.slug} value={city.slug}>
            {city.name}
          </option>
        ))}
      </StyledSelect>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </StyledField>
  );
}
