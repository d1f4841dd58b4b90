import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useSearchParams } from '../../app/routing';
import { StyledField, StyledLabel } from '../ui/ownerStyles';

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
  id: string;
  name: string;
}

/**
 * The shop whose bookings are shown: `?shop=<id>` when it is one of the owner's, else the
 * first. Kept in the URL so that the back button and a shared link keep the choice.
 */
export function useChosenShop(shops: ShopChoice[] | undefined) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('shop');
  const chosen = shops ? (shops.find((shop) => shop.id === asked) ?? shops[0] ?? null) : null;
  const choose = (id: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('shop', id);
        return next;
      },
      { replace: true },
    );
  return { asked, chosen, choose };
}

/** The shop filter: shown only to owners with more than one shop. */
export function ShopFilter({
  shops,
  chosen,
  onChoose,
}: {
  shops: ShopChoice[];
  chosen: ShopChoice | null;
  onChoose(id: string): void;
}) {
  const id = useId();
  if (shops.length < 2) return null;
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>
        <FormattedMessage id="owner.bookings.shop" />
      </StyledLabel>
      <StyledSelect id={id} value={chosen?.id ?? ''} onChange={(e) => onChoose(e.target.value)}>
        {shops.map((shop) => (
          <option key={shop.id} value={shop.id}>
            {shop.name}
          </option>
        ))}
      </StyledSelect>
    </StyledField>
  );
}
