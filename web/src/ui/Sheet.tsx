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
  &:focus {
    outline: none;
  }
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
  grid-template-columns: ${({ theme }) => theme.tap} minmax(0, 1fr) auto;
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

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** What Tab reaches: of a group of radio buttons only the checked one (or the first). */
function tabbable(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusable)].filter((element) => {
    if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || element.checked)
      return true;
    const group = [
      ...container.querySelectorAll<HTMLInputElement>(
        `input[type="radio"][name="${element.name}"]`,
      ),
    ];
    return !group.some((radio) => radio.checked) && group[0] === element;
  });
}

/** Elements outside any sheet that stay usable while one is open (the toasts' live region). */
export const keepLiveAttribute = 'data-sheet-keep';

/** The history marks of open sheets: `sheet` is the topmost, `sheets` all, bottom first. */
interface SheetMarks {
  sheet?: string;
  sheets?: string[];
}

function historyMarks(): SheetMarks {
  return (window.history.state ?? {}) as SheetMarks;
}

/** Sheets open now, for the page's scroll lock. */
let openSheets = 0;

/**
 * A closed sheet's history entry, about to be taken back. Taken back a moment later, so that
 * a sheet opening at once (React's StrictMode runs effects twice; one sheet replacing
 * another) takes the entry over instead of racing the browser's asynchronous `back()`.
 */
let pendingBack: { sheet: string; timer: ReturnType<typeof setTimeout> } | null = null;

function takeEntry(sheet: string) {
  const below = historyMarks();
  if (pendingBack) {
    clearTimeout(pendingBack.timer);
    const closed = pendingBack.sheet;
    pendingBack = null;
    if (closed === sheet) return;
    const sheets = (below.sheets ?? []).filter((id) => id !== closed);
    window.history.replaceState({ ...below, sheet, sheets: [...sheets, sheet] }, '');
    return;
  }
  window.history.pushState({ ...below, sheet, sheets: [...(below.sheets ?? []), sheet] }, '');
}

/**
 * Set while a page leaves through history (useLeaveGuard's `leave`): its one traversal takes
 * the open sheets' entries back too, so a sheet closing meanwhile must not step back again.
 */
let leavingThroughHistory = false;

export function markLeavingThroughHistory(leaving: boolean) {
  leavingThroughHistory = leaving;
}

function giveEntryBack(sheet: string) {
  const timer = setTimeout(() => {
    if (pendingBack?.timer === timer) pendingBack = null;
    window.history.back();
  }, 0);
  pendingBack = { sheet, timer };
}

export interface SheetProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  /** Optional text at the right of the title bar. */
  rightTitle?: ReactNode;
  tone?: 'light' | 'dark';
  /** Full screen (the menu) or as tall as its content (sort, confirmations). */
  full?: boolean;
  /** The back arrow's name for screen readers; "Close" unless it goes back somewhere. */
  backLabel?: string;
  children: ReactNode;
}

/**
 * A drawer that slides up from the bottom (UX.md): focus stays inside while it is open, and
 * Escape, the back arrow and the browser's back button close it. It takes a history entry
 * so that the back button closes it instead of leaving the page. Sheets may open over
 * sheets (the menu's pages): the back button then closes the topmost only.
 */
export function Sheet({ open, ...props }: SheetProps) {
  if (!open) return null;
  return createPortal(<OpenSheet {...props} />, document.body);
}

function OpenSheet({
  onClose,
  title,
  rightTitle,
  tone = 'light',
  full = true,
  backLabel,
  children,
}: Omit<SheetProps, 'open'>) {
  const intl = useIntl();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const backdrop = panel.current?.parentElement;
    // Everything else leaves the keyboard's and the screen reader's reach, a sheet below too.
    const madeInert = [...document.body.children].filter(
      (element) =>
        element !== backdrop &&
        !element.hasAttribute('inert') &&
        !element.hasAttribute(keepLiveAttribute) &&
        element.tagName !== 'SCRIPT',
    );
    madeInert.forEach((element) => element.setAttribute('inert', ''));
    openSheets += 1;
    document.body.style.overflow = 'hidden';
    if (panel.current) tabbable(panel.current)[0]?.focus();

    takeEntry(titleId);
    let closedByHistory = false;
    const onPop = () => {
      // Still on this sheet's entry or one above it (a sheet over this one closed): stay open.
      if (historyMarks().sheets?.includes(titleId)) return;
      closedByHistory = true;
      closeRef.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      madeInert.forEach((element) => element.removeAttribute('inert'));
      openSheets -= 1;
      if (openSheets === 0) document.body.style.overflow = '';
      // Closed by Escape or the arrow: take back the history entry it added. (A link that
      // navigated has replaced or covered the entry: nothing to take back then.)
      if (!closedByHistory && !leavingThroughHistory && historyMarks().sheet === titleId)
        giveEntryBack(titleId);
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
    const items = tabbable(panel.current);
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
        // A click on its text keeps the focus in the sheet, where Escape and Tab are heard.
        tabIndex={-1}
        $dark={tone === 'dark'}
        $full={full}
        onKeyDown={onKeyDown}
      >
        <StyledBar>
          <StyledBack
            type="button"
            onClick={onClose}
            aria-label={backLabel ?? intl.formatMessage({ id: 'common.close' })}
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
