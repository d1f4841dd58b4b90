import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useMoney } from '../../app/currency/CurrencyProvider';
import { useLanguage } from '../../app/LanguageProvider';
import { graphql } from '../../gql';

export const HostelCard_hostel = graphql(`
  fragment HostelCard_hostel on Hostel {
    id
    name
    description {
      en
      vn
    }
    address
    pricePerNightFrom
    websiteUrl
  }
`);

const StyledCard = styled.article`
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  p {
    margin: 4px 0 0;
  }
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: 4px 12px;
`;

const StyledName = styled.h3`
  margin: 0;
  font-size: 1.05rem;
`;

const StyledPrice = styled.span`
  font-weight: 700;
  white-space: nowrap;
`;

const StyledAddress = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.tap};
  font-weight: 600;
`;

/** A hostel travellers like: what it is, where, from what price, and its website. */
export function HostelCard({ hostel }: { hostel: FragmentType<typeof HostelCard_hostel> }) {
  const { language } = useLanguage();
  const { money } = useMoney();
  const { data, complete } = useFragment({ fragment: HostelCard_hostel, from: hostel });
  if (!complete) return null;
  return (
    <StyledCard>
      <StyledHead>
        <StyledName>{data.name}</StyledName>
        {data.pricePerNightFrom !== null && (
          <StyledPrice>
            <FormattedMessage
              id="city.hostels.price"
              values={{ price: money(data.pricePerNightFrom) }}
            />
          </StyledPrice>
        )}
      </StyledHead>
      <p>{data.description[language]}</p>
      <StyledAddress>{data.address}</StyledAddress>
      {data.websiteUrl && (
        <StyledLink href={data.websiteUrl} target="_blank" rel="noopener noreferrer">
          <FormattedMessage id="city.hostels.website" values={{ hostel: data.name }} />
        </StyledLink>
      )}
    </StyledCard>
  );
}
