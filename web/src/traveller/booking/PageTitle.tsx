import { useEffect, useRef, type ReactNode } from 'react';
import { StyledTitle } from './bookingStyles';

/**
 * The screen's one h1. When the screen changes state in place (confirmed, cancelled, sent),
 * `focus` moves the focus to it so that a screen reader reads the new state.
 */
export function PageTitle({ children, focus = false }: { children: ReactNode; focus?: boolean }) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) title.current?.focus();
  }, [focus]);
  return (
    <StyledTitle ref={title} tabIndex={-1}>
      {children}
    </StyledTitle>
  );
}
