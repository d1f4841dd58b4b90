import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useMoney } from '../../app/currency/CurrencyProvider';
import { useLanguage } from '../../app/LanguageProvider';
import { graphql } from '../../gql';

export const ReturnChoice_transfer = graphql(`
  fragment ReturnChoice_transfer on PublicTransfer {
    id
    price
    toShop {
      id
      name
      address
      city {
        id
        name {
          en
          vn
        }
      }
    }
  }
`);

const StyledFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  /* A fieldset is at least as wide as its longest word (min-width: min-content). */
  min-width: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 8px;
`;

const StyledLegend = styled.legend`
  padding: 0;
  margin-bottom: 8px;
  font-weight: 700;
`;

const StyledOption = styled.label<{ $checked: boolean }>`
  display: grid;
  grid-template-columns: 24px minmax(0, 1fr) auto;
  gap: 8px;
  align-items: start;
  min-height: ${({ theme }) => theme.tap};
  padding: 10px 12px;
  border: ${({ $checked }) => ($checked ? 2 : 1)}px solid
    ${({ theme, $checked }) => ($checked ? theme.colors.brand : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
`;

const StyledName = styled.span`
  display: block;
  font-weight: 600;
`;

const StyledMuted = styled.span`
  display: block;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledPrice = styled.span`
  font-weight: 700;
  white-space: nowrap;
`;

function TransferOption({
  transfer,
  name,
  checked,
  onChoose,
}: {
  transfer: FragmentType<typeof ReturnChoice_transfer>;
  name: string;
  checked: boolean;
  onChoose(id: string): void;
}) {
  const { language } = useLanguage();
  const { money } = useMoney();
  const { data, complete } = useFragment({ fragment: ReturnChoice_transfer, from: transfer });
  if (!complete) return null;
  return (
    <StyledOption $checked={checked}>
      <input type="radio" name={name} checked={checked} onChange={() => onChoose(data.id)} />
      <span>
        <StyledName>
          <FormattedMessage
            id="bike.return.oneWay"
            values={{ shop: data.toShop.name, city: data.toShop.city.name[language] }}
          />
        </StyledName>
        <StyledMuted>{data.toShop.address}</StyledMuted>
      </span>
      <StyledPrice>
        <FormattedMessage id="bike.return.price" values={{ price: money(data.price) }} />
      </StyledPrice>
    </StyledOption>
  );
}

/** Where the bike goes back: the pickup shop, or one way to a shop with a transfer. */
export function ReturnChoice({
  pickupShopName,
  transfers,
  value,
  onChange,
}: {
  pickupShopName: string;
  transfers: readonly (FragmentType<typeof ReturnChoice_transfer> & { id: string })[];
  /** The chosen transfer's id; null: back to the pickup shop. */
  value: string | null;
  onChange(transferId: string | null): void;
}) {
  const name = 'return-shop';
  return (
    <StyledFieldset>
      <StyledLegend>
        <FormattedMessage id="bike.return.legend" />
      </StyledLegend>
      <StyledOption $checked={value === null}>
        <input type="radio" name={name} checked={value === null} onChange={() => onChange(null)} />
        <span>
          <StyledName>
            <FormattedMessage id="bike.return.same" />
          </StyledName>
          <StyledMuted>{pickupShopName}</StyledMuted>
        </span>
        <StyledPrice>
          <FormattedMessage id="bike.return.free" />
        </StyledPrice>
      </StyledOption>
      {transfers.map((transfer) => (
        <TransferOption
          key={transfer.id}
          transfer={transfer}
          name={name}
          checked={value === transfer.id}
          onChoose={onChange}
        />
      ))}
    </StyledFieldset>
  );
}
