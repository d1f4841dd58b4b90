import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useIsClient } from './useIsClient';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { keepLiveAttribute } from './Sheet';

export type Severity = 'info' | 'success' | 'warning' | 'error';

interface Toast {
  id: number;
  message: ReactNode;
  severity: Severity;
}

/** Spec section 9: notifications hide after 4000 ms. */
export const toastMs = 4000;

const ToastContext = createContext<((message: ReactNode, severity?: Severity) => void) | null>(
  null,
);

const StyledStack = styled.div`
  position: fixed;
  top: max(8px, env(safe-area-inset-top));
  left: 50%;
  transform: translateX(-50%);
  z-index: 100;
  width: min(calc(100% - 16px), 434px);
  pointer-events: none;
  & > :not(:empty) ~ :not(:empty) {
    margin-top: 8px;
  }
`;

const StyledToast = styled.div<{ $severity: Severity }>`
  pointer-events: auto;
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 4px 4px 4px 12px;
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.18);
  background: ${({ theme, $severity }) =>
    ({
      info: theme.colors.infoSoft,
      success: theme.colors.successSoft,
      warning: theme.colors.warningSoft,
      error: theme.colors.dangerSoft,
    })[$severity]};
  color: ${({ theme, $severity }) =>
    ({
      info: theme.colors.info,
      success: theme.colors.success,
      warning: theme.colors.warning,
      error: theme.colors.danger,
    })[$severity]};
  font-weight: 600;
`;

/** One live region per urgency; each exists from the start, so screen readers hear additions. */
const StyledRegion = styled.div`
  display: grid;
  gap: 8px;
`;

const StyledIcon = styled.span`
  flex: 0 0 auto;
  width: 1.5em;
  text-align: center;
  font-weight: 800;
`;

/** Severity in a shape as well as a colour. */
const icons: Record<Severity, string> = { info: 'i', success: '✓', warning: '!', error: '!' };

const StyledMessage = styled.span`
  flex: 1;
`;

const StyledClose = styled.button`
  min-width: ${({ theme }) => theme.tap};
  min-height: ${({ theme }) => theme.tap};
  border: 0;
  background: transparent;
  cursor: pointer;
  font-size: 1.2rem;
`;

/**
 * Notifications at top centre with a severity, announced to screen readers (UX.md), each
 * hiding after 4000 ms or when closed.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const close = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((all) => all.filter((toast) => toast.id !== id));
  }, []);

  const notify = useCallback(
    (message: ReactNode, severity: Severity = 'info') => {
      const id = nextId.current++;
      setToasts((all) => [...all, { id, message, severity }]);
      timers.current.set(
        id,
        setTimeout(() => close(id), toastMs),
      );
    },
    [close],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const item = (toast: Toast) => (
    <StyledToast key={toast.id} $severity={toast.severity} data-severity={toast.severity}>
      <StyledIcon aria-hidden="true">{icons[toast.severity]}</StyledIcon>
      <StyledMessage>{toast.message}</StyledMessage>
      <StyledClose
        type="button"
        aria-label={intl.formatMessage({ id: 'common.close' })}
        onClick={() => close(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </StyledClose>
    </StyledToast>
  );

  const isClient = useIsClient();
  return (
    <ToastContext.Provider value={notify}>
      {children}
      {isClient &&
        createPortal(
          // Outside the app's root, so that an open sheet (which makes the rest inert) still
          // lets its messages be read and closed.
          <StyledStack {...{ [keepLiveAttribute]: '' }}>
            <StyledRegion role="status" aria-atomic="false">
              {toasts.filter((toast) => toast.severity !== 'error').map(item)}
            </StyledRegion>
            <StyledRegion role="alert" aria-atomic="false">
              {toasts.filter((toast) => toast.severity === 'error').map(item)}
            </StyledRegion>
          </StyledStack>,
          document.body,
        )}
    </ToastContext.Provider>
  );
}

/** `notify(message, severity = 'info')`. */
export function useNotify() {
  const notify = useContext(ToastContext);
  if (!notify) throw new Error('useNotify needs a ToastProvider');
  return notify;
}
