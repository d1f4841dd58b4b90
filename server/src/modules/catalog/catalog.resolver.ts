import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Allow, Public } from '../../graphql/access';
import {
  ConnectionArgs,
  connectionComplexity,
  listComplexity,
  paginate,
} from '../../graphql/connection';
import type { GraphQLContext } from '../../graphql/context';
import { databaseIdOf } from '../../graphql/global-id';
import { NodeFieldsResolver } from '../../graphql/node-fields';
import { LocalizedText, localized } from '../../graphql/localized-text';
import { Role } from '../auth/auth.types';
import {
  bikeTypeLabels,
  type BikeNameRow,
  type BrandRow,
  type CategoryRow,
} from './catalog.service';
import {
  BikeName,
  BikeNamePayload,
  BikeType,
  BikeTypeInfo,
  Brand,
  BrandConnection,
  BrandPayload,
  Category,
  CategoryConnection,
  CategoryPayload,
  CreateBikeNameInput,
  CreateBrandInput,
  CreateCategoryInput,
  DeleteBrandInput,
  DeleteCategoryInput,
  DeletePayload,
  UpdateBikeNameInput,
  UpdateBrandInput,
  UpdateCategoryInput,
} from './catalog.types';

@Resolver()
export class CatalogResolver {
  @Public()
  @Query(() => [BikeTypeInfo], {
    description: 'The six kinds of bike, with their names.',
    complexity: listComplexity(Object.keys(BikeType).length),
  })
  bikeTypes(): BikeTypeInfo[] {
    return Object.values(BikeType).map((value) => ({
      value,
      label: localized(bikeTypeLabels[value].en, bikeTypeLabels[value].vn),
    }));
  }

  @Public()
  @Query(() => CategoryConnection, {
    description: 'Bike categories, by English name.',
    complexity: connectionComplexity,
  })
  categories(@Args(() => ConnectionArgs) args: ConnectionArgs, @Ctx() ctx: GraphQLContext) {
    return paginate(args, ctx.services.catalog.categoriesSource());
  }

  @Public()
  @Query(() => BrandConnection, {
    description: 'Bike brands, by name.',
    complexity: connectionComplexity,
  })
  brands(@Args(() => ConnectionArgs) args: ConnectionArgs, @Ctx() ctx: GraphQLContext) {
    return paginate(args, ctx.services.catalog.brandsSource());
  }

  @Allow(Role.ADMIN)
  @Mutation(() => CategoryPayload, { description: 'Admins only. Creates a bike category.' })
  createCategory(
    @Arg('input', () => CreateCategoryInput, { description: 'Its names.' })
    input: CreateCategoryInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.catalog.createCategory(input);
  }

  @Allow(Role.ADMIN)
  @Mutation(() => CategoryPayload, { description: 'Admins only. Renames a bike category.' })
  updateCategory(
    @Arg('input', () => UpdateCategoryInput, { description: 'The category and its new names.' })
    input: UpdateCategoryInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.catalog.saveCategory(databaseIdOf(input.id, 'Category'), input);
  }

  @Allow(Role.ADMIN)
  @Mutation(() => DeletePayload, {
    description: 'Admins only. Deletes a category no bike is in (IN_USE otherwise).',
  })
  deleteCategory(
    @Arg('input', () => DeleteCategoryInput, { description: 'The category to delete.' })
    input: DeleteCategoryInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.catalog.deleteCategory(databaseIdOf(input.id, 'Category'));
  }

  @Allow(Role.ADMIN)
  @Mutation(() => BrandPayload, { description: 'Admins only. Creates a brand.' })
  createBrand(
    @Arg('input', () => CreateBrandInput, { description: 'Its name and kinds of bike.' })
    input: CreateBrandInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.catalog.saveBrand(null, input);
  }

  @Allow(Role.ADMIN)
  @Mutation(() => BrandPayload, {
    description: 'Admins only. Renames a brand or changes its kinds of bike.',
  })
  updateBrand(
    @Arg('input', () => UpdateBrandInput, { description: 'The brand and its new fields.' })
    input: UpdateBrandInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.catalog.saveBrand(databaseIdOf(input.id, 'Brand'), input);
  }

  @Allow(Role.ADMIN)
  @Mutation(() => DeletePayload, {
    description: 'Deletes a brand no bike uses, with its bike names.',
  })
  deleteBrand(
    @Arg('input', () => DeleteBrandInput, { description: 'The brand to delete.' })
    input: DeleteBrandInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.catalog.deleteBrand(databaseIdOf(input.id, 'Brand'));
  }

  @Allow(Role.ADMIN)
  @Mutation(() => BikeNamePayload, { description: 'Admins only. Adds a model name to a brand.' })
  createBikeName(
    @Arg('input', () => CreateBikeNameInput, { description: 'The brand and the name.' })
    input: CreateBikeNameInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.catalog.createBikeName(
      databaseIdOf(input.brandId, 'Brand', 'brand_id'),
      input,
    );
  }

  @Allow(Role.ADMIN)
  @Mutation(() => BikeNamePayload, {
    description: 'Admins only. Renames a bike name; bikes using it show the new name.',
  })
  updateBikeName(
    @Arg('input', () => UpdateBikeNameInput, { description: 'The bike name and its new text.' })
    input: UpdateBikeNameInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.catalog.updateBikeName(databaseIdOf(input.id, 'BikeName'), input);
  }
}

@Resolver(() => Category)
export class CategoryFieldsResolver extends NodeFieldsResolver(Category, 'Category') {
  @FieldResolver(() => LocalizedText)
  name(@Root() category: CategoryRow): LocalizedText {
    return localized(category.nameEn, category.nameVn);
  }

  @FieldResolver(() => Int)
  bikeCount(@Root() category: CategoryRow, @Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.loaders.catalog.bikeCountOfCategory.load(category.id);
  }
}

@Resolver(() => Brand)
export class BrandFieldsResolver extends NodeFieldsResolver(Brand, 'Brand') {
  @FieldResolver(() => [BikeName], { complexity: listComplexity(15) })
  bikeNames(@Root() brand: BrandRow, @Ctx() ctx: GraphQLContext): Promise<BikeNameRow[]> {
    return ctx.loaders.catalog.bikeNamesOfBrand.load(brand.id);
  }

  @FieldResolver(() => Int)
  bikeCount(@Root() brand: BrandRow, @Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.loaders.catalog.bikeCountOfBrand.load(brand.id);
  }
}

@Resolver(() => BikeName)
export class BikeNameFieldsResolver extends NodeFieldsResolver(BikeName, 'BikeName') {}
