import { FormattedMessage, useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { ChevronIcon } from '../../app/icons';
import { Link, useNavigate } from '../../app/routing';
import { signOut } from '../../app/session/session';
import { StyledButton } from '../../ui/Button';
import { usePageMeta } from '../../ui/usePageMeta';
import { adminLoginPath } from '../session/RequireAdmin';
import { StyledAdminPage, StyledTitle } from '../ui/adminStyles';
import { menuSections, type MenuItem } from './menuItems';

const StyledSections = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
  @media (min-width: 900px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`;

const StyledSection = styled.section`
  display: grid;
  gap: 8px;
  h2 {
    margin: 0;
    font-size: 1.05rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const StyledList = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const itemLook = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: 52px;
  padding: 10px 16px;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  svg {
    flex: 0 0 auto;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const StyledItem = styled(Link)`
  ${itemLook}
`;

/** A page outside the app (the API reference): a full page load. */
const StyledOutbound = styled.a`
  ${itemLook}
`;

const StyledSignOut = styled.div`
  display: flex;
`;

function MenuLink({ item }: { item: MenuItem }) {
  const label = <FormattedMessage id={item.id} />;
  return item.external ? (
    <StyledOutbound href={item.to}>
      {label}
      <ChevronIcon />
    </StyledOutbound>
  ) : (
    <StyledItem to={item.to}>
      {label}
      <ChevronIcon />
    </StyledItem>
  );
}

/** `/dashboard`: the admins' menu, every screen of the area and the tools beside it. */
export default function MenuScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  usePageMeta(intl.formatMessage({ id: 'admin.menu.title' }));
  return (
    <StyledAdminPage>
      <StyledTitle tabIndex={-1}>
        <FormattedMessage id="admin.menu.title" />
      </StyledTitle>
      <nav aria-label={intl.formatMessage({ id: 'admin.menu.title' })}>
        <StyledSections>
          {menuSections.map((section) => (
            <StyledSection key={section.id}>
              <h2>
                <FormattedMessage id={section.id} />
              </h2>
              <StyledList>
                {section.items.map((item) => (
                  <li key={item.to}>
                    <MenuLink item={item} />
                  </li>
                ))}
              </StyledList>
            </StyledSection>
          ))}
        </StyledSections>
      </nav>
      <StyledSignOut>
        <StyledButton
          type="button"
          $variant="secondary"
          onClick={() => {
            signOut();
            navigate(adminLoginPath, { replace: true });
          }}
        >
          <FormattedMessage id="admin.menu.signOut" />
        </StyledButton>
      </StyledSignOut>
    </StyledAdminPage>
  );
}
