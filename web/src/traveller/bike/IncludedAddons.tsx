import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useLanguage } from '../../app/LanguageProvider';
import { graphql } from '../../gql';
import { CheckIcon } from '../shop/icons';

export const IncludedAddons_addon = graphql(`
  fragment IncludedAddons_addon on PublicShopAddon {
    id
    name {
      en
      vn
    }
    explanation {
      en
      vn
    }
  }
`);

const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 8px;
`;

const StyledItem = styled.li`
  display: grid;
  grid-template-columns: 28px minmax(0, 1fr) auto;
  gap: 8px;
  align-items: start;
`;

const StyledIcon = styled.span`
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.success};
`;

const StyledName = styled.span`
  font-weight: 600;
`;

const StyledExplanation = styled.span`
  display: block;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledFree = styled.span`
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 700;
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
`;

function IncludedAddon({ addon }: { addon: FragmentType<typeof IncludedAddons_addon> }) {
  const { language } = useLanguage();
  const { data, complete } = useFragment({ fragment: IncludedAddons_addon, from: addon });
  if (!complete) return null;
  const explanation = data.explanation[language];
  return (
    <StyledItem>
      <StyledIcon>
        <CheckIcon />
      </StyledIcon>
      <span>
        <StyledName>{data.name[language]}</StyledName>
        {explanation && <StyledExplanation>{explanation}</StyledExplanation>}
      </span>
      <StyledFree>
        <FormattedMessage id="bike.addons.free" />
      </StyledFree>
    </StyledItem>
  );
}

/** Add-ons that come with the bike at no cost. */
export function IncludedAddons({
  addons,
}: {
  addons: readonly (FragmentType<typeof IncludedAddons_addon> & { id: string })[];
}) {
  return (
    <StyledList>
      {addons.map((addon) => (
        <IncludedAddon key={addon.id} addon={addon} />
      ))}
    </StyledList>
  );
}
