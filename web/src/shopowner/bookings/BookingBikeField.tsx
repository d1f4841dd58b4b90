import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { RadioList } from '../../ui/RadioList';
import { StyledField, StyledHint, StyledInput, StyledLabel } from '../../ui/formStyles';

const StyledSelect = styled(StyledInput).attrs({ as: 'select' })``;

/** Up to this many bikes are a list of rows; more would push the rest of the form away. */
export const bikeRowsUpTo = 6;

/**
 * The booking's bike, its name read whole however long (a select cuts it at the phone's
 * width): a row per bike when the shop has few, else a select with the chosen name below it.
 */
export function BookingBikeField({
  id,
  bikes,
  value,
  onChange,
  disabled,
  describedBy,
  invalid,
  error,
}: {
  id: string;
  bikes: readonly { id: string; name: string }[];
  value: string;
  onChange(shopBikeId: string): void;
  disabled: boolean;
  describedBy?: string;
  invalid: boolean;
  error: ReactNode;
}) {
  const label = <FormattedMessage id="owner.booking.bike" />;
  if (bikes.length <= bikeRowsUpTo)
    return (
      <StyledField>
        <RadioList
          legend={label}
          choices={bikes.map((bike) => ({ value: bike.id, label: bike.name }))}
          value={value}
          onChange={onChange}
          disabled={disabled}
          invalid={invalid}
          describedBy={describedBy}
        />
        {error}
      </StyledField>
    );
  const chosen = bikes.find((bike) => bike.id === value);
  return (
    <StyledField>
      <StyledLabel htmlFor={`${id}-bike`}>{label}</StyledLabel>
      <StyledSelect
        id={`${id}-bike`}
        value={value}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        onChange={(event: React.ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
      >
        {bikes.map((bike) => (
          <option key={bike.id} value={bike.id}>
            {bike.name}
          </option>
        ))}
      </StyledSelect>
      {chosen && (
        // Seen whole here; a screen reader hears it whole from the select.
        <StyledHint aria-hidden="true">{chosen.name}</StyledHint>
      )}
      {error}
    </StyledField>
  );
}
