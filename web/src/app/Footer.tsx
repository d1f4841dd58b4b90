import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from './routing';
import styled from 'styled-components';
import { StyledSkeleton } from '../ui/Skeleton';
import { ChatIcon, ChevronIcon, DownloadIcon, ShopIcon } from './icons';
import { useGetApp } from './install/useGetApp';
import { StyledEntry, StyledEntryLabel, StyledEntryText } from './menu/menuStyles';
import { useShellSettings } from './menu/shellSettings';

const StyledFooter = styled.footer`
  margin-top: 8px;
  padding: 8px 16px 24px;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledEntries = styled.ul`
  list-style: none;
  margin: 0 -16px;
  padding: 0;
`;

const StyledIcon = styled.span`
  display: grid;
  color: ${({ theme }) => theme.colors.brand};
`;

// Not the menu's hint with its opacity overridden: which of two rules of one specificity wins
// follows the order the styles were inserted in, which a page rendered by the server and a
// page rendered in the browser do not share (axe saw the menu's 0.85 win: too little contrast).
const StyledHint = styled.span`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledPlaceholder = styled.div`
  display: grid;
  grid-template-columns: 24px minmax(0, 1fr);
  align-items: center;
  gap: 14px;
  min-height: 60px;
  padding: 8px 16px;
  border-bottom: 1px solid rgba(127, 127, 127, 0.25);
`;

const StyledSmallPrint = styled.div`
  display: grid;
  gap: 8px;
  padding-top: 16px;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
  p {
    margin: 0;
  }
`;

/** True once the element is near the screen; at once where the browser cannot tell. */
function useNearScreen<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}

function Hinted({ label, hint }: { label: MessageDescriptor; hint: MessageDescriptor }) {
  const intl = useIntl();
  return (
    <StyledEntryText>
      <StyledEntryLabel>{intl.formatMessage(label)}</StyledEntryLabel>
      <StyledHint>{intl.formatMessage(hint)}</StyledHint>
    </StyledEntryText>
  );
}

/** WhatsApp's link comes from the server's settings, asked for when the footer comes near. */
function WhatsAppEntry({ load }: { load: boolean }) {
  const { data, error } = useShellSettings({ skip: !load });
  const url = data?.appSettings.whatsappUrl;
  // Without the server (offline) there is no number to write to.
  if (error && !url) return null;
  if (!url)
    // The same size as the link, so nothing moves when it arrives.
    return (
      <li aria-hidden="true">
        <StyledPlaceholder>
          <StyledSkeleton $height="24px" $width="24px" />
          <StyledSkeleton $height="1.2em" $width="70%" />
        </StyledPlaceholder>
      </li>
    );
  return (
    <li>
      <StyledEntry as="a" href={url} target="_blank" rel="noopener noreferrer">
        <StyledIcon>
          <ChatIcon />
        </StyledIcon>
        <Hinted label={{ id: 'footer.whatsapp' }} hint={{ id: 'footer.whatsappHint' }} />
        <ChevronIcon />
        <span className="visually-hidden">
          <FormattedMessage id="link.newTab" />
        </span>
      </StyledEntry>
    </li>
  );
}

/** Every page but the landing page has it (spec section 2). */
export function Footer({ now = new Date() }: { now?: Date }) {
  const intl = useIntl();
  const { getApp } = useGetApp();
  const [ref, near] = useNearScreen<HTMLElement>();
  return (
    <StyledFooter ref={ref}>
      <nav aria-label={intl.formatMessage({ id: 'footer.label' })}>
        <StyledEntries>
          <li>
            <StyledEntry type="button" onClick={() => void getApp()}>
              <StyledIcon>
                <DownloadIcon />
              </StyledIcon>
              <Hinted label={{ id: 'footer.getApp' }} hint={{ id: 'footer.getAppHint' }} />
              <ChevronIcon />
            </StyledEntry>
          </li>
          <WhatsAppEntry load={near} />
          <li>
            <StyledEntry as={Link} to="/shopowner/login">
              <StyledIcon>
                <ShopIcon />
              </StyledIcon>
              <Hinted label={{ id: 'footer.shops' }} hint={{ id: 'footer.shopsHint' }} />
              <ChevronIcon />
            </StyledEntry>
          </li>
        </StyledEntries>
      </nav>
      <StyledSmallPrint>
        <p>
          <FormattedMessage id="footer.disclaimer" />
        </p>
        <p>
          <FormattedMessage id="footer.copyright" values={{ year: now.getFullYear() }} />
        </p>
      </StyledSmallPrint>
    </StyledFooter>
  );
}
