import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { TeamRole } from '../../gql/graphql';
import { StyledSkeleton } from '../../ui/Skeleton';
import { useLanguage } from '../LanguageProvider';
import { ContactLinks } from './ContactLinks';
import { useShellSettings } from './shellSettings';
import { StyledPage } from './menuStyles';

const StyledTeam = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

const StyledPerson = styled.li`
  display: grid;
  grid-template-columns: 56px minmax(0, 1fr);
  gap: 14px;
  align-items: start;
  padding: 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

const StyledAvatar = styled.span`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brandDark};
  font-weight: 800;
  font-size: 1.2rem;
`;

const StyledName = styled.h4`
  margin: 0;
  font-size: 1.02rem;
`;

const StyledRole = styled.p`
  color: ${({ theme }) => theme.colors.brandDark};
  font-weight: 600;
  font-size: 0.9rem;
`;

const StyledBio = styled.p`
  && {
    margin-top: 4px;
  }
  font-size: 0.95rem;
`;

/** The team's roles as the page names them. */
const roleLabels: Record<TeamRole, ReactNode> = {
  FOUNDER: <FormattedMessage id="about.founder.role" />,
  COFOUNDER: <FormattedMessage id="about.cofounder.role" />,
};

function initials(name: string) {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
}

/** The founder and co-founder as the operator set them; nothing while they are not set. */
function Team() {
  const { language } = useLanguage();
  const { data, loading } = useShellSettings();
  if (loading && !data) return <StyledSkeleton aria-hidden="true" $height="220px" />;
  // Without an answer the contact links below say so and offer a retry.
  const team = data?.appSettings.team ?? [];
  if (team.length === 0) return null;
  return (
    <>
      <h3>
        <FormattedMessage id="about.team" />
      </h3>
      <StyledTeam>
        {team.map((member) => (
          <StyledPerson key={member.role}>
            <StyledAvatar aria-hidden="true">{initials(member.name)}</StyledAvatar>
            <div>
              <StyledName>{member.name}</StyledName>
              <StyledRole>{roleLabels[member.role]}</StyledRole>
              {member.bio && <StyledBio>{member.bio[language]}</StyledBio>}
            </div>
          </StyledPerson>
        ))}
      </StyledTeam>
    </>
  );
}

/** Who is behind xemay: the founder and the co-founder, and how to reach them. */
export function AboutPage() {
  return (
    <StyledPage>
      <p>
        <FormattedMessage id="about.intro" />
      </p>
      <Team />
      <h3>
        <FormattedMessage id="about.contact" />
      </h3>
      <p>
        <FormattedMessage id="about.contactText" />
      </p>
      <ContactLinks />
    </StyledPage>
  );
}
