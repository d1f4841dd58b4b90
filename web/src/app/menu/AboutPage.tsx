import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { ContactLinks } from './ContactLinks';
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
  grid-template-columns: 56px 1fr;
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

interface Member {
  name: MessageDescriptor;
  role: MessageDescriptor;
  bio: MessageDescriptor;
}

const team: Member[] = [
  {
    name: { id: 'about.founder.name' },
    role: { id: 'about.founder.role' },
    bio: { id: 'about.founder.bio' },
  },
  {
    name: { id: 'about.cofounder.name' },
    role: { id: 'about.cofounder.role' },
    bio: { id: 'about.cofounder.bio' },
  },
];

function initials(name: string) {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
}

/** Who is behind xemay: the founder and the co-founder, and how to reach them. */
export function AboutPage() {
  const intl = useIntl();
  return (
    <StyledPage>
      <p>
        <FormattedMessage id="about.intro" />
      </p>
      <h3>
        <FormattedMessage id="about.team" />
      </h3>
      <StyledTeam>
        {team.map((member) => {
          const name = intl.formatMessage(member.name);
          return (
            <StyledPerson key={member.name.id}>
              <StyledAvatar aria-hidden="true">{initials(name)}</StyledAvatar>
              <div>
                <StyledName>{name}</StyledName>
                <StyledRole>{intl.formatMessage(member.role)}</StyledRole>
                <StyledBio>{intl.formatMessage(member.bio)}</StyledBio>
              </div>
            </StyledPerson>
          );
        })}
      </StyledTeam>
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
