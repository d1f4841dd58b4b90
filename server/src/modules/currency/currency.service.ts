import type { PrismaClient } from '../../generated/prisma/client';
import { AppError } from '../../shared/errors';
import { currencyCodes, isUsableRate, type Currency } from './currency';

export interface CurrencyRateRow {
  /** ISO 4217 code, e.g. "USD". */
  code: string;
  /** How many VND one unit is worth. */
  rate: number;
}

export interface CurrencyRates {
  /** USD first, EUR second, then any others in the table's order. */
  rates: CurrencyRateRow[];
  /** Codes whose stored rate is not a finite positive number: left out (and logged). */
  skipped: string[];
}

const leading = ['USD', 'EUR'];

function listOrder(a: CurrencyRateRow & { sortOrder: number }, b: typeof a): number {
  const rank = (code: string) => (leading.includes(code) ? leading.indexOf(code) : leading.length);
  return rank(a.code) - rank(b.code) || a.sortOrder - b.sortOrder || a.code.localeCompare(b.code);
}

/**
 * Exchange rates: data in the currency_rates table (the seed fills it, operators may
 * override codes with CURRENCY_RATES), never fetched from the internet.
 */
export class CurrencyService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly overrides: Readonly<Record<string, number>>,
  ) {}

  async rates(): Promise<CurrencyRates> {
    const stored = await this.prisma.currencyRate.findMany({
      select: { code: true, vndPerUnit: true, sortOrder: true },
    });
    const rows = new Map(
      stored.map((row) => [
        row.code.toUpperCase(),
        { code: row.code.toUpperCase(), rate: Number(row.vndPerUnit), sortOrder: row.sortOrder },
      ]),
    );
    for (const [code, rate] of Object.entries(this.overrides)) {
      rows.set(code, { code, rate, sortOrder: rows.get(code)?.sortOrder ?? 0 });
    }
    const all = [...rows.values()].sort(listOrder);
    return {
      rates: all.filter((row) => isUsableRate(row.rate)).map(({ code, rate }) => ({ code, rate })),
      skipped: all.filter((row) => !isUsableRate(row.rate)).map((row) => row.code),
    };
  }

  /**
   * VND per unit of the currency (1 for dong). A currency without a usable rate cannot be
   * shown: SERVICE_UNAVAILABLE, since the traveller did nothing wrong.
   */
  async vndPerUnit(currency: Currency, rates: () => Promise<CurrencyRates>): Promise<number> {
    if (currency === 'dong') return 1;
    const code = currencyCodes[currency];
    const found = (await rates()).rates.find((row) => row.code === code);
    if (!found) {
      throw new AppError('SERVICE_UNAVAILABLE', `Prices cannot be shown in ${code} at the moment`);
    }
    return found.rate;
  }
}
