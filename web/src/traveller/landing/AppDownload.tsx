import { useIsClient } from '../../ui/useIsClient';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useInstallPrompt } from '../../app/install/useInstallPrompt';
import { StyledButton } from '../../ui/Button';
import { useNotify } from '../../ui/Toasts';

const StyledBox = styled.div`
  display: grid;
  gap: 12px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.dark};
  color: ${({ theme }) => theme.colors.onDark};
  p {
    margin: 0;
  }
`;

const StyledHow = styled.ul`
  margin: 0;
  padding-left: 20px;
  display: grid;
  gap: 6px;
`;

/** Opened as the installed app (from the home screen): nothing to offer. */
function runsInstalled(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(display-mode: standalone)').matches
    : false;
}

/**
 * Installing the app: the browser's own dialog where it offers one (Chromium), else how to add
 * xemay to the home screen by hand (Safari, Firefox, or once the offer is used up).
 */
export function AppDownload() {
  const intl = useIntl();
  const notify = useNotify();
  const { canInstall, install } = useInstallPrompt();
  // After hydration: the server cannot know, and renders the offer.
  const installed = useIsClient() && runsInstalled();
  if (installed)
    return (
      <StyledBox>
        <p>
          <FormattedMessage id="landing.app.installed" />
        </p>
      </StyledBox>
    );
  return (
    <StyledBox>
      <p>
        <FormattedMessage id="landing.app.text" />
      </p>
      {canInstall ? (
        <StyledButton
          type="button"
          $block
          onClick={async () => {
            const outcome = await install();
            if (outcome === 'accepted')
              notify(intl.formatMessage({ id: 'landing.app.done' }), 'success');
          }}
        >
          <FormattedMessage id="landing.app.install" />
        </StyledButton>
      ) : (
        <StyledHow>
          <li>
            <FormattedMessage id="landing.app.howIphone" />
          </li>
          <li>
            <FormattedMessage id="landing.app.howAndroid" />
          </li>
        </StyledHow>
      )}
    </StyledBox>
  );
}
