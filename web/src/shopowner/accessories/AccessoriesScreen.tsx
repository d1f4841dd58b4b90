import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from '../../app/routing';
import { graphql } from '../../gql';
import { StyledButton } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { StyledSkeleton } from '../../ui/Skeleton';
import { usePageMeta } from '../../ui/usePageMeta';
import { BackLink } from '../ui/BackLink';
import {
  StyledCard,
  StyledCardTitle,
  StyledLead,
  StyledPage,
  StyledTitle,
} from '../../ui/formStyles';
import { AccessoryGroupItem } from './AccessoryGroupItem';
import { newAccessoryPath } from './accessoryOffer';

export const AccessoriesScreenQuery = graphql(`
  query AccessoriesScreen {
    ownerStoreAddonGroups(first: 100) {
      nodes {
        ...AccessoryGroupItem_group @unmask
      }
    }
  }
`);

const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  & > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const StyledSection = styled.section`
  display: grid;
  gap: 8px;
`;

/** `/shopowner/accessories`: the add-ons the owner offers, accessories then services. */
export default function AccessoriesScreen() {
  const intl = useIntl();
  usePageMeta(intl.formatMessage({ id: 'owner.accessories.title' }));
  const { data, error, refetch } = useQuery(AccessoriesScreenQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const groups = data?.ownerStoreAddonGroups.nodes;

  const section = (type: 'ACCESSORY' | 'SERVICE', title: ReactNode) => {
    const ofType = (groups ?? []).filter((group) => group.addon.type === type);
    return (
      <StyledSection aria-labelledby={`accessories-${type}`}>
        <StyledCardTitle id={`accessories-${type}`}>{title}</StyledCardTitle>
        {ofType.length === 0 ? (
          <StyledLead>
            <FormattedMessage id="owner.accessories.noneOfType" />
          </StyledLead>
        ) : (
          <StyledList>
            {ofType.map((group) => (
              <li key={group.addon.id}>
                <AccessoryGroupItem group={group} />
              </li>
            ))}
          </StyledList>
        )}
      </StyledSection>
    );
  };

  return (
    <StyledPage>
      <BackLink to="/shopowner">
        <FormattedMessage id="owner.accessories.backToProfile" />
      </BackLink>
      <StyledTitle tabIndex={-1}>
        <FormattedMessage id="owner.accessories.title" />
      </StyledTitle>
      <StyledLead>
        <FormattedMessage id="owner.accessories.lead" />
      </StyledLead>
      <StyledButton as={Link} to={newAccessoryPath} $block>
        <FormattedMessage id="owner.accessories.add" />
      </StyledButton>
      {error && !data ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : !groups ? (
        <StyledSkeleton aria-hidden="true" $height="180px" />
      ) : groups.length === 0 ? (
        <StyledCard>
          <StyledLead>
            <FormattedMessage id="owner.accessories.empty" />
          </StyledLead>
        </StyledCard>
      ) : (
        <>
          {section('ACCESSORY', <FormattedMessage id="owner.accessories.accessories" />)}
          {section('SERVICE', <FormattedMessage id="owner.accessories.services" />)}
        </>
      )}
    </StyledPage>
  );
}
