import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Fragment } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../../app/routing';
import styled from 'styled-components';
import { useMoney } from '../../app/currency/CurrencyProvider';
import { graphql } from '../../gql';
import { bikeTypeLabels, gearTypeLabels } from '../bike/bikeLabels';
import { pictureSources, thumbnailWidths } from '../bike/pictureSources';

export const ShopBikeCard_bike = graphql(`
  fragment ShopBikeCard_bike on PublicBike {
    id
    databaseId
    name
    brand
    bikeType
    gearType
    engineCc
    pricePerDay
    photoUrls
  }
`);

const StyledCard = styled.article`
  position: relative;
  display: grid;
  grid-template-columns: 112px minmax(0, 1fr);
  gap: 12px;
  align-items: center;
  padding: 8px 12px 8px 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StyledPhoto = styled.img`
  width: 112px;
  height: 84px;
  object-fit: contain;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.background};
`;

const StyledName = styled.h3`
  margin: 0;
  font-size: 1rem;
  line-height: 1.3;
`;

const StyledLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
`;

const StyledFacts = styled.p`
  margin: 2px 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Each fact kept whole; lines break between facts. */
const StyledFact = styled.span`
  white-space: nowrap;
`;

const StyledPrice = styled.p`
  margin: 4px 0 0;
  font-weight: 700;
`;

/** A bike of the shop: photo, name, kind and price per day, linking to its page. */
export function ShopBikeCard({
  bike,
  search = '',
}: {
  bike: FragmentType<typeof ShopBikeCard_bike>;
  /** The trip to carry along (`?start=...&end=...`). */
  search?: string;
}) {
  const intl = useIntl();
  const { money } = useMoney();
  const { data, complete } = useFragment({ fragment: ShopBikeCard_bike, from: bike });
  if (!complete) return null;
  const photo = data.photoUrls[0];
  return (
    <StyledCard>
      {photo ? (
        <StyledPhoto
          {...pictureSources(photo, thumbnailWidths)}
          sizes="112px"
          alt=""
          width={112}
          height={84}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <StyledPhoto as="div" aria-hidden="true" />
      )}
      <div>
        <StyledName>
          <StyledLink to={`/bikes/${data.databaseId}${search}`}>{data.name}</StyledLink>
        </StyledName>
        <StyledFacts>
          {[
            intl.formatMessage(bikeTypeLabels[data.bikeType]),
            intl.formatMessage(gearTypeLabels[data.gearType]),
            data.engineCc ? intl.formatMessage({ id: 'bike.cc' }, { cc: data.engineCc }) : null,
          ]
            .filter(Boolean)
            .map((fact, index) => (
              <Fragment key={index}>
                {index > 0 && ' · '}
                <StyledFact>{fact}</StyledFact>
              </Fragment>
            ))}
        </StyledFacts>
        <StyledPrice>
          <FormattedMessage id="bike.perDay" values={{ price: money(data.pricePerDay) }} />
        </StyledPrice>
      </div>
    </StyledCard>
  );
}
