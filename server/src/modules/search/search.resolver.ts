import { Arg, Args, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { Public } from '../../graphql/access';
import { connectionComplexity } from '../../graphql/connection';
import type { GraphQLContext } from '../../graphql/context';
import { ratesOf } from '../currency/currency.resolver';
import { searchShopOf, type SearchHit } from './search.service';
import {
  CategoryFacet,
  ShopFacet,
  BikeSearchFacets,
  BikeSearchFilter,
  BikeSearchResult,
  BikeSearchResultConnection,
  SearchPageArgs,
  SearchShop,
} from './search.types';
import { Brand, Category } from '../catalog/catalog.types';
import { City } from '../catalog/city.types';

@Resolver()
export class SearchResolver {
  @Public()
  @Query(() => BikeSearchResultConnection, {
    description:
      'Bikes travellers can rent in a city (one way to another), with a free unit for the ' +
      'whole trip when dates are given.',
    complexity: connectionComplexity,
  })
  searchBikes(
    @Arg('filter', () => BikeSearchFilter, { description: 'City, trip and filters.' })
    filter: BikeSearchFilter,
    @Args(() => SearchPageArgs) page: SearchPageArgs,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.search.bikes(filter, page, () => ratesOf(ctx), ctx.maxPageSize);
  }

  @Public()
  @Query(() => BikeSearchFacets, {
    description: 'Price range and histogram, bike types, categories and shops of a search.',
  })
  searchFacets(
    @Arg('filter', () => BikeSearchFilter, { description: 'The same filter as `searchBikes`.' })
    filter: BikeSearchFilter,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.search.facetsOf(filter, () => ratesOf(ctx));
  }
}

@Resolver(() => BikeSearchResult)
export class BikeSearchResultFieldsResolver {
  @FieldResolver(() => Brand)
  brand(@Root() hit: SearchHit) {
    return hit.brand;
  }

  @FieldResolver(() => Category)
  category(@Root() hit: SearchHit) {
    return hit.category;
  }
}

@Resolver(() => SearchShop)
export class SearchShopFieldsResolver {
  @FieldResolver(() => City)
  city(@Root() shop: { cityId: number }, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.cities.byId.load(shop.cityId);
  }
}

@Resolver(() => CategoryFacet)
export class CategoryFacetFieldsResolver {
  @FieldResolver(() => Category)
  category(@Root() facet: { categoryId: number }, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.catalog.categoryById.load(facet.categoryId);
  }
}

@Resolver(() => ShopFacet)
export class ShopFacetFieldsResolver {
  @FieldResolver(() => SearchShop)
  async shop(@Root() facet: { storeId: number }, @Ctx() ctx: GraphQLContext) {
    const row = await ctx.loaders.stores.storeById.load(facet.storeId);
    return row && searchShopOf(row);
  }
}
