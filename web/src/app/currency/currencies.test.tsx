import { screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/render';
import { formatAmount, formatVnd, usableRates } from './currencies';
import { currencyStorageKey } from '../preferences';
import { useMoney } from './CurrencyProvider';

// Intl separates the amount from the sign with a no-break space.
const nbsp = '\u00a0';

function Price({ vnd }: { vnd: number }) {
  const { money } = useMoney();
  return <p>{money(vnd)}</p>;
}

describe('currency formatting', () => {
  it('writes dong in Vietnamese with dot grouping and no decimals', () => {
    expect(formatVnd(360_000, 'dong', {}, 'vi')).toBe(`360.000${nbsp}₫`);
  });

  it('writes euro and dollars in English with two decimals', () => {
    expect(formatVnd(360_000, 'eur', { EUR: 27_000 }, 'en')).toBe('€13.33');
    expect(formatAmount(12, 'USD', 'en')).toBe('$12.00');
  });

  it('shows dong while the chosen currency has no usable rate', () => {
    expect(formatVnd(360_000, 'eur', {}, 'en')).toBe('₫360,000');
    expect(
      usableRates([
        { code: 'EUR', rate: 'n/a' },
        { code: 'USD', rate: 25_000 },
      ]),
    ).toEqual({
      USD: 25_000,
    });
  });

  it('falls back to dong, with a warning, for an unknown stored currency', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem(currencyStorageKey, 'yen');
    window.localStorage.setItem('appLang', 'vn');
    renderWithApp(<Price vnd={360_000} />);
    expect(screen.getByRole('paragraph')).toHaveTextContent(/^360\.000 ₫$/);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('yen'));
    warn.mockRestore();
  });
});
