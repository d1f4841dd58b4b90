import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Link } from '../../app/routing';
import styled from 'styled-components';
import { useMoney } from '../../app/currency/CurrencyProvider';
import { graphql } from '../../gql';
import type { BikeCard_ResultFragment } from '../../gql/graphql';
import { bikeTypeLabels } from '../bike/bikeLabels';
import { cardWidths, columnSizes, pictureSources } from '../bike/pictureSources';

export const BikeCard_result = graphql(`
  fragment BikeCard_result on BikeSearchResult {
    shopBikeId
    name
    brand {
      id
      name
    }
    bikeType
    powerPs
    photoUrls
    pricePerDay
    rentalDays
    rentalPrice
    transferPrice
    depositPrice
    rating {
      average
      count
    }
    shop {
      databaseId
      name
    }
    returnShop {
      databaseId
      name
    }
  }
`);

const StyledCard = styled(Link)`
  display: block;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const StyledPhoto = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: contain;
  background: ${({ theme }) => theme.colors.background};
`;

const StyledBody = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 4px;
  padding: 12px 14px 14px;
`;

const StyledName = styled.h3`
  margin: 0;
  font-size: 1.1rem;
  line-height: 1.3;
`;

const StyledMuted = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledPrices = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: 4px 12px;
  margin-top: 6px;
  padding-top: 8px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledPerDay = styled.p`
  margin: 0;
  font-size: 1.15rem;
  font-weight: 700;
`;

const StyledTotal = styled.p`
  margin: 0;
  font-weight: 600;
`;

const StyledStar = styled.span`
  color: ${({ theme }) => theme.colors.warning};
`;

/** A bike of the search: one link to its page with the trip, everything a choice needs. */
export function BikeCard({
  result: data,
  search,
  eager = false,
}: {
  /** A search result has no id of its own: its fragment is spread `@unmask`. */
  result: BikeCard_ResultFragment;
  /** The trip for the bike page, `?start=...` or ''. */
  search: string;
  /** The first card: its photo is the largest thing on the screen. */
  eager?: boolean;
}) {
  const intl = useIntl();
  const { money } = useMoney();
  const photo = data.photoUrls[0];
  const oneWay = data.transferPrice !== null && data.transferPrice !== undefined;
  const total =
    data.rentalPrice !== null && data.rentalPrice !== undefined
      ? data.rentalPrice + (data.transferPrice ?? 0)
      : null;
  return (
    <StyledCard to={`/bikes/${data.shopBikeId}${search}`}>
      {photo ? (
        <StyledPhoto
          {...pictureSources(photo, cardWidths)}
          sizes={columnSizes}
          alt=""
          width={640}
          height={360}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
        />
      ) : (
        <StyledPhoto as="div" aria-hidden="true" />
      )}
      <StyledBody>
        <StyledName>{data.name}</StyledName>
        <StyledMuted>
          {[
            data.brand.name,
            intl.formatMessage(bikeTypeLabels[data.bikeType]),
            intl.formatMessage(
              { id: 'search.card.power' },
              { power: intl.formatNumber(data.powerPs, { maximumFractionDigits: 1 }) },
            ),
          ].join(' · ')}
        </StyledMuted>
        <StyledMuted>
          {data.rating.average !== null && data.rating.count > 0 ? (
            <>
              <StyledStar aria-hidden="true">★ </StyledStar>
              <FormattedMessage
                id="search.card.rating"
                values={{
                  average: (
                    <FormattedNumber value={data.rating.average} maximumFractionDigits={1} />
                  ),
                  count: data.rating.count,
                }}
              />
            </>
          ) : (
            <FormattedMessage id="search.card.noRating" />
          )}
          {' · '}
          {data.shop.name}
        </StyledMuted>
        <StyledPrices>
          <StyledPerDay>
            <FormattedMessage id="search.card.perDay" values={{ price: money(data.pricePerDay) }} />
          </StyledPerDay>
          {total !== null && (
            <StyledTotal>
              {oneWay ? (
                <FormattedMessage
                  id="search.card.totalOneWay"
                  values={{ total: money(total), days: data.rentalDays ?? 1 }}
                />
              ) : (
                <FormattedMessage
                  id="search.card.total"
                  values={{ total: money(total), days: data.rentalDays ?? 1 }}
                />
              )}
            </StyledTotal>
          )}
        </StyledPrices>
        {oneWay && (
          <StyledMuted>
            <FormattedMessage
              id="search.card.oneWay"
              values={{ transfer: money(data.transferPrice!), shop: data.returnShop.name }}
            />
          </StyledMuted>
        )}
        {data.depositPrice !== null && data.depositPrice !== undefined && (
          <StyledMuted>
            <FormattedMessage
              id="search.card.deposit"
              values={{ deposit: money(data.depositPrice) }}
            />
          </StyledMuted>
        )}
      </StyledBody>
    </StyledCard>
  );
}
