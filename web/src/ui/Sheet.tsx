import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import styled, { css, keyframes } from 'styled-components';

const slideUp = keyframes`
  from { transform: translateY(100%); }
  to { transform: translateY(0); }
`;

const StyledBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 50;
  background: rgba(0, 0, 0, 0.4);
  display: flex;
  justify-content: center;
  align-items: flex-end;
`;

const StyledPanel = styled.div<{ $dark: boolean; $full: boolean }>`
  width: 100%;
  max-width: ${({ theme }) => theme.maxWidth};
  height: ${({ $full }) => ($full ? '100%' : 'auto')};
  max-height: 100%;
  display: flex;
  flex-direction: column;
  border-radius: ${({ $full }) => ($full ? '0' : '16px 16px 0 0')};
  animation: ${slideUp} 220ms ease-out;
  ${({ $dark, theme }) =>
    $dark
      ? css`
          background: ${theme.colors.dark};
          color: ${theme.colors.onDark};
          a {
            color: #ffb4a9;
          }
        `
      : css`
          background: ${theme.colors.surface};
          color: ${theme.colors.text};
        `}
`;

const StyledBar = styled.div`
  display: grid;
  grid-template-columns: ${({ theme }) => theme.tap} 1fr auto;
  align-items: center;
  gap: 8px;
  padding: 8px 12px;
  border-bottom: 1px solid rgba(127, 127, 127, 0.25);
`;

const StyledBack = styled.button`
  width: ${({ theme }) => theme.tap};
  height: ${({ theme }) => theme.tap};
  border: 0;
  border-radius: 50%;
  background: transparent;
  cursor: pointer;
  font-size: 1.4rem;
  line-height: 1;
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: 1.15rem;
`;

const StyledRight = styled.span`
  font-size: 0.9rem;
  opacity: 0.8;
`;

const StyledBody = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: 16px;
  overscroll-behavior: contain;
`;

/** Back steps the sheet takes itself, whose popstate must not close a sheet. */
let ownBackSteps = 0;

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface SheetProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  /** Optional text at the right of the title bar. */
  rightTitle?: ReactNode;
  tone?: 'light' | 'dark';
  /** Full screen (the menu) or as tall as its content (sort, confirmations). */
  full?: boolean;
  children: ReactNode;
}

/**
 * A drawer that slides up from the bottom (UX.md): focus stays inside while it is open, and
 * Escape, the back arrow and the browser's back button close it. It takes a history entry
 * so that the back button closes it instead of leaving the page.
 */
export function Sheet({ open, ...props }: SheetProps) {
  if (!open) return null;
  return createPortal(<OpenSheet {...props} />, document.body);
}

function OpenSheet({ onClose, title, rightTitle, tone = 'light', full = true, children }: Omit<SheetProps, 'open'>) {
  const intl = useIntl();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const root = document.getElementById('root');
    root?.setAttribute('inert', '');
    panel.current?.querySelector<HTMLElement>(focusable)?.focus();

    const marker = { sheet: titleId };
    window.history.pushState({ ...(window.history.state ?? {}), ...marker }, '');
    let closedByHistory = false;
    const onPop = () => {
      if (ownBackSteps > 0) {
        ownBackSteps -= 1;
        return;
      }
      closedByHistory = true;
      closeRef.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      root?.removeAttribute('inert');
      // Closed by Escape or the arrow: take back the history entry it added.
      if (!closedByHistory && window.history.state?.sheet === titleId) {
        ownBackSteps += 1;
        window.history.back();
      }
      opener?.focus?.();
    };
  }, [titleId]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(focusable)];
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <StyledBackdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <StyledPanel
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        $dark={tone === 'dark'}
        $full={full}
        onKeyDown={onKeyDown}
      >
        <StyledBar>
          <StyledBack
            type="button"
            onClick={onClose}
            aria-label={intl.formatMessage({ id: 'common.close' })}
          >
            <span aria-hidden="true">←</span>
          </StyledBack>
          <StyledTitle id={titleId}>{title}</StyledTitle>
          {rightTitle ? <StyledRight>{rightTitle}</StyledRight> : <span />}
        </StyledBar>
        <StyledBody>{children}</StyledBody>
      </StyledPanel>
    </StyledBackdrop>
  );
}
