import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { StyledField, StyledLabel } from '../../ui/formStyles';

const StyledSelect = styled.select`
  width: 100%;
  min-height: ${({ theme }) => theme.tap};
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  font: inherit;
  text-overflow: ellipsis;
`;

export interface ShopChoice {
  databaseId: number;
  name: string;
}

/** The shop filter, "All shops" first: shown only to owners with more than one shop. */
export function ShopFilter({
  shops,
  chosen,
  onChoose,
}: {
  shops: ShopChoice[];
  /** A shop's REST id, null for all shops. */
  chosen: number | null;
  onChoose(id: number | null): void;
}) {
  const id = useId();
  const intl = useIntl();
  if (shops.length < 2) return null;
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>
        <FormattedMessage id="owner.bookings.shop" />
      </StyledLabel>
      <StyledSelect
        id={id}
        value={chosen === null ? '' : String(chosen)}
        onChange={(event) => onChoose(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{intl.formatMessage({ id: 'owner.bookings.allShops' })}</option>
        {shops.map((shop) => (
          <option key={shop.databaseId} value={shop.databaseId}>
            {shop.name}
          </option>
        ))}
      </StyledSelect>
    </StyledField>
  );
}
