import { useState } from 'react';

const key = 'xemay.owner.clock';

/** The owner's clock for opening hours on this phone: 24-hour unless they chose AM/PM. */
export function useTwelveHourClock(): [boolean, (twelveHour: boolean) => void] {
  const [twelveHour, setTwelveHour] = useState(() => {
    try {
      return window.localStorage.getItem(key) === '12';
    } catch {
      return false;
    }
  });
  const choose = (next: boolean) => {
    setTwelveHour(next);
    try {
      window.localStorage.setItem(key, next ? '12' : '24');
    } catch {
      // Private mode: the choice lasts as long as the page.
    }
  };
  return [twelveHour, choose];
}
