import { useEffect, useRef, type RefObject } from 'react';

/**
 * Save sits at the foot of a form: a field newly marked wrong above it, or an alert at its
 * top, would be out of view and the person would see nothing happen. After each render this
 * focuses the first field newly marked `aria-invalid`, or else brings a new alert into view.
 */
export function useFocusNewlyInvalid(form: RefObject<HTMLFormElement | null>): void {
  const invalidBefore = useRef<string[]>([]);
  const alertBefore = useRef<Element | null>(null);
  useEffect(() => {
    const invalid = [...(form.current?.querySelectorAll('[aria-invalid="true"]') ?? [])];
    const newly = invalid.find((field) => !invalidBefore.current.includes(field.id));
    invalidBefore.current = invalid.map((field) => field.id);
    const alert = form.current?.querySelector('[role="alert"]') ?? null;
    const newAlert = alert !== alertBefore.current ? alert : null;
    alertBefore.current = alert;
    if (newly instanceof HTMLElement) newly.focus();
    else newAlert?.scrollIntoView?.({ block: 'nearest' });
  });
}

/**
 * For forms that focus the first wrong field on every Save, wrong before or not: after the
 * render that marks the fields (a task later), so a field marked only now is found.
 */
export function focusFirstInvalidSoon(): void {
  window.setTimeout(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}
