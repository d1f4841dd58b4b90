import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { BookIcon, CardIcon, CopyIcon, PersonIcon, RoadIcon } from '../shop/icons';
import type { RequirementList_RequirementsFragment } from '../../gql/graphql';

/** Spread `@unmask`: rental requirements have no id of their own. */
export const RequirementList_requirements = graphql(`
  fragment RequirementList_requirements on RentalRequirements {
    driversLicenseCategory
    minimumAge
    drivingExperienceYears
    passport
    copyOfPassport
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
  grid-template-columns: 28px minmax(0, 1fr);
  gap: 8px;
  align-items: start;
`;

const StyledIcon = styled.span`
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.brand};
`;

/** What the shop asks of the rider, as the shop set it: shown before anything is asked. */
export function RequirementList({
  requirements,
}: {
  requirements: RequirementList_RequirementsFragment;
}) {
  const {
    driversLicenseCategory: licence,
    minimumAge,
    drivingExperienceYears,
    passport,
    copyOfPassport,
  } = requirements;
  return (
    <StyledList>
      {licence ? (
        <StyledItem>
          <StyledIcon>
            <CardIcon />
          </StyledIcon>
          <FormattedMessage id="bike.requirements.licence" values={{ category: licence }} />
        </StyledItem>
      ) : (
        <StyledItem>
          <StyledIcon>
            <CardIcon />
          </StyledIcon>
          <FormattedMessage id="bike.requirements.anyLicence" />
        </StyledItem>
      )}
      {minimumAge ? (
        <StyledItem>
          <StyledIcon>
            <PersonIcon />
          </StyledIcon>
          <FormattedMessage id="bike.requirements.age" values={{ age: minimumAge }} />
        </StyledItem>
      ) : null}
      {drivingExperienceYears ? (
        <StyledItem>
          <StyledIcon>
            <RoadIcon />
          </StyledIcon>
          <FormattedMessage
            id="bike.requirements.experience"
            values={{ years: drivingExperienceYears }}
          />
        </StyledItem>
      ) : null}
      {passport && (
        <StyledItem>
          <StyledIcon>
            <BookIcon />
          </StyledIcon>
          <FormattedMessage id="bike.requirements.passport" />
        </StyledItem>
      )}
      {copyOfPassport && (
        <StyledItem>
          <StyledIcon>
            <CopyIcon />
          </StyledIcon>
          <FormattedMessage id="bike.requirements.passportCopy" />
        </StyledItem>
      )}
    </StyledList>
  );
}
