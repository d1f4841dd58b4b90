import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { Link } from '../../app/routing';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { pictureSources, thumbnailWidths } from '../bike/pictureSources';
import { RatingBadge } from './RatingBadge';

export const ShopCard_shop = graphql(`
  fragment ShopCard_shop on PublicShop {
    id
    databaseId
    name
    address
    pictureUrl
    bikeCount
    rating {
      average
      count
    }
  }
`);

const StyledCard = styled.article`
  position: relative;
  display: grid;
  grid-template-columns: 88px minmax(0, 1fr);
  gap: 12px;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StyledPicture = styled.img`
  width: 88px;
  height: 88px;
  border-radius: 8px;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.border};
`;

const StyledPlaceholder = styled.div`
  width: 88px;
  height: 88px;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.border};
`;

const StyledName = styled.h3`
  margin: 0 0 2px;
  font-size: 1.05rem;
  line-height: 1.3;
`;

/** The whole card is the link's tap area; the name stays the link's text. */
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

const StyledLine = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledBikes = styled.p`
  margin: 4px 0 0;
  font-size: 0.9rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.brand};
`;

/** A rental shop in a list: picture, name, address, rating and how many bikes it offers. */
export function ShopCard({
  shop,
  search = '',
}: {
  shop: FragmentType<typeof ShopCard_shop>;
  /** The trip to carry along (`?start=...&end=...`). */
  search?: string;
}) {
  const { data, complete } = useFragment({ fragment: ShopCard_shop, from: shop });
  if (!complete) return null;
  return (
    <StyledCard>
      {data.pictureUrl ? (
        <StyledPicture
          {...pictureSources(data.pictureUrl, thumbnailWidths)}
          sizes="88px"
          alt=""
          width={88}
          height={88}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <StyledPlaceholder aria-hidden="true" />
      )}
      <div>
        <StyledName>
          <StyledLink to={`/shops/${data.databaseId}${search}`}>{data.name}</StyledLink>
        </StyledName>
        <StyledLine>{data.address}</StyledLine>
        <StyledLine>
          <RatingBadge average={data.rating.average} count={data.rating.count} />
        </StyledLine>
        <StyledBikes>
          <FormattedMessage id="shop.card.bikes" values={{ count: data.bikeCount }} />
        </StyledBikes>
      </div>
    </StyledCard>
  );
}
