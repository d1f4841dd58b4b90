import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useLanguage } from '../../app/LanguageProvider';
import { useMoney } from '../../app/currency/CurrencyProvider';
import { graphql } from '../../gql';
import { Stepper } from '../../ui/Stepper';
import { FieldError } from './FieldError';
import { StyledCard, StyledCardTitle, StyledMuted } from './styles';

export const AddonPicker_addon = graphql(`
  fragment AddonPicker_addon on PublicShopAddon {
    id
    name {
      en
      vn
    }
    explanation {
      en
      vn
    }
    pricePerDay
    oneTimePrice
  }
`);

export interface PickerAddon {
  id: string;
  addonDatabaseId: number;
  maxQuantity: number;
  addon: FragmentType<typeof AddonPicker_addon>;
}

const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const StyledRow = styled.li`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 10px 0;
`;

const StyledText = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  display: grid;
  gap: 2px;
`;

const StyledName = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const StyledPrice = styled.span<{ $free: boolean }>`
  font-size: 0.95rem;
  font-weight: ${({ $free }) => ($free ? 700 : 400)};
  color: ${({ theme, $free }) => ($free ? theme.colors.success : theme.colors.text)};
`;

const StyledExplanation = styled.span`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** `20.000 ₫ / day`, `90.000 ₫ once`, both, or Free. */
export function AddonPrice({
  pricePerDay,
  oneTimePrice,
  id,
}: {
  pricePerDay: number;
  oneTimePrice: number;
  id?: string;
}) {
  const { money } = useMoney();
  const free = pricePerDay === 0 && oneTimePrice === 0;
  let text: ReactNode;
  if (free) text = <FormattedMessage id="reservation.addons.free" />;
  else if (oneTimePrice === 0)
    text = (
      <FormattedMessage id="reservation.addons.perDay" values={{ price: money(pricePerDay) }} />
    );
  else if (pricePerDay === 0)
    text = (
      <FormattedMessage id="reservation.addons.once" values={{ price: money(oneTimePrice) }} />
    );
  else
    text = (
      <FormattedMessage
        id="reservation.addons.perDayAndOnce"
        values={{ perDay: money(pricePerDay), once: money(oneTimePrice) }}
      />
    );
  return (
    <StyledPrice id={id} $free={free}>
      {text}
    </StyledPrice>
  );
}

function AddonRow({
  item,
  quantity,
  onChange,
}: {
  item: PickerAddon;
  quantity: number;
  onChange(quantity: number): void;
}) {
  const intl = useIntl();
  const { language } = useLanguage();
  const { data, complete } = useFragment({ fragment: AddonPicker_addon, from: item.addon });
  if (!complete) return null;
  const name = data.name[language];
  const nameId = `addon-${item.addonDatabaseId}-name`;
  const priceId = `addon-${item.addonDatabaseId}-price`;
  return (
    <StyledRow>
      <StyledText>
        <StyledName id={nameId}>{name}</StyledName>
        <AddonPrice id={priceId} pricePerDay={data.pricePerDay} oneTimePrice={data.oneTimePrice} />
        <StyledExplanation>{data.explanation[language]}</StyledExplanation>
      </StyledText>
      <Stepper
        value={quantity}
        max={item.maxQuantity}
        onChange={onChange}
        labelledBy={nameId}
        describedBy={priceId}
        decreaseLabel={intl.formatMessage({ id: 'reservation.addons.less' }, { name })}
        increaseLabel={intl.formatMessage({ id: 'reservation.addons.more' }, { name })}
      />
    </StyledRow>
  );
}

function IncludedRow({ item }: { item: PickerAddon }) {
  const { language } = useLanguage();
  const { data, complete } = useFragment({ fragment: AddonPicker_addon, from: item.addon });
  if (!complete) return null;
  return (
    <StyledRow>
      <StyledText>
        <StyledName>{data.name[language]}</StyledName>
        <StyledPrice $free>
          <FormattedMessage id="reservation.addons.includedWithOffer" />
        </StyledPrice>
      </StyledText>
    </StyledRow>
  );
}

/**
 * One section of add-ons (accessories or services) with a stepper each, within the shop's
 * maximum. Add-ons that come with a special offer are listed without one.
 */
export function AddonPicker({
  id,
  title,
  addons,
  included,
  quantities,
  onChange,
  note,
  error,
  errorId,
}: {
  id: string;
  title: ReactNode;
  addons: PickerAddon[];
  included: PickerAddon[];
  quantities: ReadonlyMap<number, number>;
  onChange(addonDatabaseId: number, quantity: number): void;
  note?: ReactNode;
  error?: ReactNode;
  errorId?: string;
}) {
  if (addons.length === 0 && included.length === 0) return null;
  const titleId = `${id}-title`;
  return (
    <StyledCard aria-labelledby={titleId} id={id} tabIndex={-1}>
      <StyledCardTitle id={titleId}>{title}</StyledCardTitle>
      {note && <StyledMuted>{note}</StyledMuted>}
      {error && errorId && <FieldError id={errorId}>{error}</FieldError>}
      <StyledList>
        {included.map((item) => (
          <IncludedRow key={item.id} item={item} />
        ))}
        {addons.map((item) => (
          <AddonRow
            key={item.id}
            item={item}
            quantity={quantities.get(item.addonDatabaseId) ?? 0}
            onChange={(quantity) => onChange(item.addonDatabaseId, quantity)}
          />
        ))}
      </StyledList>
    </StyledCard>
  );
}
