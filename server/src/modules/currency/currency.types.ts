import { Field, Float, ObjectType } from 'type-graphql';
import { ConnectionType } from '../../graphql/connection';

@ObjectType({ description: 'What one unit of a foreign currency is worth in VND.' })
export class CurrencyRate {
  @Field(() => String, { description: 'ISO 4217 code, e.g. "USD".' })
  code!: string;

  @Field(() => Float, { description: 'How many VND one unit is worth.' })
  rate!: number;

  @Field(() => String, {
    description: 'The value clients pass as `currency` to see prices in it, e.g. "usd".',
  })
  value!: string;

  @Field(() => String, { description: 'e.g. "$".' })
  symbol!: string;

  @Field(() => String, { description: 'e.g. "US-Dollar".' })
  label!: string;
}

@ObjectType({
  description:
    'A page of CurrencyRate objects, with cursors and the total count (Relay connection).',
})
export class CurrencyRateConnection extends ConnectionType(CurrencyRate) {}
