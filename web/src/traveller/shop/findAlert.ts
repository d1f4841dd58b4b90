import { screen, waitFor } from '@testing-library/react';

/**
 * The alert that says `text`: the toasts keep an empty alert region on the page from the
 * start, so there is more than one.
 */
export function findAlert(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const alert = screen
      .getAllByRole('alert')
      .find((element) => element.textContent?.includes(text));
    if (!alert) throw new Error(`No alert says "${text}"`);
    return alert;
  });
}
