import { Args, Ctx, Query, Resolver } from 'type-graphql';
import { Public } from '../../graphql/access';
import { ConnectionArgs, connectionComplexity, paginate } from '../../graphql/connection';
import type { GraphQLContext } from '../../graphql/context';
import type { CurrencyRates } from './currency.service';
import { CurrencyRate, CurrencyRateConnection } from './currency.types';

const known: Record<string, { value: string; symbol: string; label: string }> = {
  USD: { value: 'usd', symbol: '$', label: 'US-Dollar' },
  EUR: { value: 'eur', symbol: '€', label: 'Euro' },
};

/** The request's rates; a stored rate that is not a finite positive number is logged once. */
export async function ratesOf(ctx: GraphQLContext): Promise<CurrencyRates> {
  const rates = await ctx.loaders.currency.rates();
  if (rates.skipped.length > 0 && !loggedSkips.has(ctx)) {
    loggedSkips.add(ctx);
    ctx.log.warn({ codes: rates.skipped }, 'Currency rates that are not positive numbers ignored');
  }
  return rates;
}

const loggedSkips = new WeakSet<GraphQLContext>();

@Resolver(() => CurrencyRate)
export class CurrencyResolver {
  @Public()
  @Query(() => CurrencyRateConnection, {
    description: 'Exchange rates for showing prices: USD first, EUR second (VND is the base).',
    complexity: connectionComplexity,
  })
  async currencyRates(
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Ctx() ctx: GraphQLContext,
  ) {
    const { rates } = await ratesOf(ctx);
    const items: CurrencyRate[] = rates.map(({ code, rate }) => ({
      code,
      rate,
      ...(known[code] ?? { value: code.toLowerCase(), symbol: code, label: code }),
    }));
    return paginate(args, {
      count: async () => items.length,
      slice: async (offset, limit) => items.slice(offset, offset + limit),
    });
  }
}
