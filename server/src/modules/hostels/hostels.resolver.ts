import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { listComplexity } from '../../graphql/connection';
import type { GraphQLContext } from '../../graphql/context';
import { LocalizedText, localized } from '../../graphql/localized-text';
import { NodeFieldsResolver } from '../../graphql/node-fields';
import { City } from '../catalog/city.types';
import type { CityRow } from '../catalog/city.service';
import type { HostelRow } from './hostels.service';
import { Hostel } from './hostels.types';

@Resolver(() => Hostel)
export class HostelFieldsResolver extends NodeFieldsResolver(Hostel, 'Hostel') {
  @FieldResolver(() => LocalizedText)
  description(@Root() hostel: HostelRow): LocalizedText {
    return localized(hostel.descriptionEn, hostel.descriptionVn);
  }
}

@Resolver(() => City)
export class CityHostelsResolver {
  @FieldResolver(() => [Hostel], {
    description: 'Hostels recommended in the city, in display order.',
    complexity: listComplexity(10),
  })
  hostels(@Root() city: CityRow, @Ctx() ctx: GraphQLContext): Promise<HostelRow[]> {
    return ctx.loaders.hostels.ofCity.load(city.id);
  }
}
