import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { ChatIcon, MailIcon, PhoneIcon } from './icons';

export const ShopContact_shop = graphql(`
  fragment ShopContact_shop on PublicShop {
    id
    phone
    email
  }
`);

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 8px;
`;

const StyledLink = styled.a`
  display: grid;
  grid-template-columns: 32px minmax(0, 1fr);
  align-items: center;
  gap: 8px;
  min-height: ${({ theme }) => theme.tap};
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  overflow-wrap: anywhere;
`;

const StyledIcon = styled.span`
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.brand};
`;

const StyledKind = styled.span`
  display: block;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledValue = styled.span`
  display: block;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.brand};
`;

/**
 * The number with its country code, digits only, as `tel:` links and wa.me want it:
 * `+84 235 391 2223` and `0235 391 2223` both give `842353912223` (shops are in Vietnam).
 */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+') || !digits.startsWith('0')) return digits;
  return `84${digits.replace(/^0+/, '')}`;
}

/** Call, write or WhatsApp the shop. */
export function ShopContact({ shop }: { shop: FragmentType<typeof ShopContact_shop> }) {
  const { data, complete } = useFragment({ fragment: ShopContact_shop, from: shop });
  if (!complete) return null;
  const digits = phoneDigits(data.phone);
  return (
    <StyledList>
      {digits && (
        <li>
          <StyledLink href={`tel:+${digits}`}>
            <StyledIcon>
              <PhoneIcon />
            </StyledIcon>
            <span>
              <StyledKind>
                <FormattedMessage id="shop.contact.call" />
              </StyledKind>
              <StyledValue>{data.phone}</StyledValue>
            </span>
          </StyledLink>
        </li>
      )}
      {digits && (
        <li>
          <StyledLink href={`https://wa.me/${digits}`} target="_blank" rel="noopener noreferrer">
            <StyledIcon>
              <ChatIcon />
            </StyledIcon>
            <span>
              <StyledKind>
                <FormattedMessage id="shop.contact.whatsapp" />
              </StyledKind>
              <StyledValue>{data.phone}</StyledValue>
            </span>
          </StyledLink>
        </li>
      )}
      {data.email && (
        <li>
          <StyledLink href={`mailto:${data.email}`}>
            <StyledIcon>
              <MailIcon />
            </StyledIcon>
            <span>
              <StyledKind>
                <FormattedMessage id="shop.contact.email" />
              </StyledKind>
              <StyledValue>{data.email}</StyledValue>
            </span>
          </StyledLink>
        </li>
      )}
    </StyledList>
  );
}
