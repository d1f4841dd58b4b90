import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../routing';
import styled from 'styled-components';
import { Sheet } from '../../ui/Sheet';
import { useCurrency } from '../currency/CurrencyProvider';
import {
  ChevronIcon,
  CoinIcon,
  DocumentIcon,
  GlobeIcon,
  PeopleIcon,
  ShieldIcon,
  ShopIcon,
} from '../icons';
import { LanguageSwitch } from '../LanguageSwitch';
import { AboutPage } from './AboutPage';
import { CurrencyPage, currencyNames } from './CurrencyPage';
import { ImprintPage } from './ImprintPage';
import {
  StyledEntry,
  StyledEntryHint,
  StyledEntryLabel,
  StyledEntryText,
  StyledList,
} from './menuStyles';
import { PrivacyPage } from './PrivacyPage';

type MenuPage = 'currency' | 'about' | 'privacy' | 'imprint';

const StyledLanguageRow = styled.div`
  display: grid;
  grid-template-columns: 24px minmax(0, 1fr) auto;
  align-items: center;
  gap: 14px;
  min-height: 60px;
  padding: 8px 16px;
  border-bottom: 1px solid rgba(127, 127, 127, 0.25);
`;

function EntryContent({
  icon,
  label,
  hint,
}: {
  icon: ReactNode;
  label: ReactNode;
  hint?: ReactNode;
}) {
  return (
    <>
      {icon}
      <StyledEntryText>
        <StyledEntryLabel>{label}</StyledEntryLabel>
        {hint && <StyledEntryHint>{hint}</StyledEntryHint>}
      </StyledEntryText>
      <ChevronIcon />
    </>
  );
}

/**
 * The full-screen menu (spec section 2): currency, language, about, shops, privacy and
 * imprint. Each page opens as a drawer over the menu; its back arrow, Escape and the
 * browser's back button return to the menu.
 */
export function Menu({ open, onClose }: { open: boolean; onClose(): void }) {
  const intl = useIntl();
  const { currency, shown } = useCurrency();
  const [page, setPage] = useState<MenuPage | null>(null);
  const close = () => {
    setPage(null);
    onClose();
  };
  const pageSheet = (name: MenuPage, title: ReactNode, body: ReactNode, right?: ReactNode) => (
    <Sheet
      open={open && page === name}
      onClose={() => setPage(null)}
      title={title}
      rightTitle={right}
      backLabel={intl.formatMessage({ id: 'menu.back' })}
    >
      {body}
    </Sheet>
  );
  const entry = (name: MenuPage, icon: ReactNode, label: ReactNode, hint?: ReactNode) => (
    <li>
      <StyledEntry type="button" aria-haspopup="dialog" onClick={() => setPage(name)}>
        <EntryContent icon={icon} label={label} hint={hint} />
      </StyledEntry>
    </li>
  );

  return (
    <>
      <Sheet
        open={open}
        onClose={close}
        tone="dark"
        title={<FormattedMessage id="menu.title" />}
        backLabel={intl.formatMessage({ id: 'menu.close' })}
      >
        <nav aria-label={intl.formatMessage({ id: 'menu.title' })}>
          <StyledList>
            {entry(
              'currency',
              <CoinIcon />,
              <FormattedMessage id="menu.currency" />,
              intl.formatMessage(currencyNames[currency]),
            )}
            <li>
              <StyledLanguageRow>
                <GlobeIcon />
                <StyledEntryLabel>
                  <FormattedMessage id="language.label" />
                </StyledEntryLabel>
                <LanguageSwitch tone="onColour" />
              </StyledLanguageRow>
            </li>
            {entry(
              'about',
              <PeopleIcon />,
              <FormattedMessage id="menu.about" />,
              <FormattedMessage id="menu.aboutHint" />,
            )}
            <li>
              {/* Replaces the menu's history entry: back from there returns to this page. */}
              <StyledEntry as={Link} to="/shopowner/login" replace onClick={close}>
                <EntryContent
                  icon={<ShopIcon />}
                  label={<FormattedMessage id="footer.shops" />}
                  hint={<FormattedMessage id="footer.shopsHint" />}
                />
              </StyledEntry>
            </li>
            {entry('privacy', <ShieldIcon />, <FormattedMessage id="menu.privacy" />)}
            {entry('imprint', <DocumentIcon />, <FormattedMessage id="menu.imprint" />)}
          </StyledList>
        </nav>
      </Sheet>
      {pageSheet(
        'currency',
        <FormattedMessage id="menu.currency" />,
        <CurrencyPage />,
        <span aria-hidden="true">
          {shown.symbol} {shown.code}
        </span>,
      )}
      {pageSheet('about', <FormattedMessage id="menu.about" />, <AboutPage />)}
      {pageSheet('privacy', <FormattedMessage id="menu.privacy" />, <PrivacyPage />)}
      {pageSheet('imprint', <FormattedMessage id="menu.imprint" />, <ImprintPage />)}
    </>
  );
}
