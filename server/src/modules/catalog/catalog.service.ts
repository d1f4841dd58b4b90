import type { BikeName, Brand, Category, PrismaClient } from '../../generated/prisma/client';
import { BikeType } from '../../generated/prisma/enums';
import type { PageSource } from '../../graphql/connection';
import { UserErrorCode, type UserError } from '../../graphql/user-error';

export type { BikeName as BikeNameRow, Brand as BrandRow, Category as CategoryRow };

const nameLimit = 60;

function nameErrors(field: string, value: string): UserError[] {
  if (value.length === 0) return [{ field, message: 'Give a name', code: UserErrorCode.REQUIRED }];
  if (value.length > nameLimit)
    return [
      { field, message: `Use at most ${nameLimit} characters`, code: UserErrorCode.TOO_LONG },
    ];
  return [];
}

const notFound = (field: string, what: string): UserError => ({
  field,
  message: `No such ${what}`,
  code: UserErrorCode.NOT_FOUND,
});
const taken = (field: string, what: string): UserError => ({
  field,
  message: `A ${what} with this name exists`,
  code: UserErrorCode.ALREADY_EXISTS,
});

/** Categories, brands and their bike names: the catalogue admins keep. */
export class CatalogService {
  constructor(private readonly prisma: PrismaClient) {}

  categoriesSource(): PageSource<Category> {
    return {
      count: () => this.prisma.category.count(),
      slice: (offset, limit) =>
        this.prisma.category.findMany({ orderBy: { nameEn: 'asc' }, skip: offset, take: limit }),
    };
  }

  brandsSource(): PageSource<Brand> {
    return {
      count: () => this.prisma.brand.count(),
      slice: (offset, limit) =>
        this.prisma.brand.findMany({ orderBy: { name: 'asc' }, skip: offset, take: limit }),
    };
  }

  categoriesByIds(ids: readonly number[]) {
    return this.prisma.category.findMany({ where: { id: { in: [...ids] } } });
  }

  brandsByIds(ids: readonly number[]) {
    return this.prisma.brand.findMany({ where: { id: { in: [...ids] } } });
  }

  bikeNamesByIds(ids: readonly number[]) {
    return this.prisma.bikeName.findMany({ where: { id: { in: [...ids] } } });
  }

  bikeNamesOfBrands(brandIds: readonly number[]) {
    return this.prisma.bikeName.findMany({
      where: { brandId: { in: [...brandIds] } },
      orderBy: { name: 'asc' },
    });
  }

  async bikeCounts(
    by: 'categoryId' | 'brandId',
    ids: readonly number[],
  ): Promise<Map<number, number>> {
    const groups = await this.prisma.bike.groupBy({
      by: [by],
      where: { [by]: { in: [...ids] }, deletedAt: null },
      _count: { _all: true },
    });
    return new Map(
      groups.map((group) => [
        (group as unknown as Record<typeof by, number>)[by],
        group._count._all,
      ]),
    );
  }

  createCategory(input: { nameEn: string; nameVn: string }) {
    return this.saveCategory(null, input);
  }

  async saveCategory(id: number | null, input: { nameEn: string; nameVn: string }) {
    const nameEn = input.nameEn.trim();
    const nameVn = input.nameVn.trim();
    if (id !== null && !(await this.prisma.category.findUnique({ where: { id } })))
      return { category: null, userErrors: [notFound('id', 'category')] };
    const userErrors = [...nameErrors('name_en', nameEn), ...nameErrors('name_vn', nameVn)];
    const sameName =
      userErrors.length === 0 ? await this.prisma.category.findUnique({ where: { nameEn } }) : null;
    if (sameName && sameName.id !== id) userErrors.push(taken('name_en', 'category'));
    if (userErrors.length > 0) return { category: null, userErrors };
    const category =
      id === null
        ? await this.prisma.category.create({ data: { nameEn, nameVn } })
        : await this.prisma.category.update({ where: { id }, data: { nameEn, nameVn } });
    return { category, userErrors: [] };
  }

  /** Deletes a category no bike is filed under (deleted bikes too: they keep their row). */
  async deleteCategory(
    id: number,
  ): Promise<{ deletedDatabaseId: number | null; userErrors: UserError[] }> {
    if (!(await this.prisma.category.findUnique({ where: { id } })))
      return { deletedDatabaseId: null, userErrors: [notFound('id', 'category')] };
    const bikes = await this.prisma.bike.count({ where: { categoryId: id } });
    if (bikes > 0) {
      const message = `${bikes} bike(s) are in this category: move or delete them first`;
      return {
        deletedDatabaseId: null,
        userErrors: [{ field: 'id', message, code: UserErrorCode.IN_USE }],
      };
    }
    await this.prisma.category.delete({ where: { id } });
    return { deletedDatabaseId: id, userErrors: [] };
  }

  async saveBrand(id: number | null, input: { name: string; bikeTypes: BikeType[] }) {
    const name = input.name.trim();
    const bikeTypes = [...new Set(input.bikeTypes)];
    const userErrors = nameErrors('name', name);
    if (bikeTypes.length === 0)
      userErrors.push({
        field: 'bike_types',
        message: 'Choose at least one bike type',
        code: UserErrorCode.REQUIRED,
      });
    if (id !== null && !(await this.prisma.brand.findUnique({ where: { id } })))
      return { brand: null, userErrors: [notFound('id', 'brand')] };
    const sameName =
      userErrors.length === 0 ? await this.prisma.brand.findUnique({ where: { name } }) : null;
    if (sameName && sameName.id !== id) userErrors.push(taken('name', 'brand'));
    if (userErrors.length > 0) return { brand: null, userErrors };
    const brand =
      id === null
        ? await this.prisma.brand.create({ data: { name, bikeTypes } })
        : await this.prisma.brand.update({ where: { id }, data: { name, bikeTypes } });
    return { brand, userErrors: [] };
  }

  /** Deletes a brand no bike uses (its bike names go with it); 409 while bikes use it. */
  async deleteBrand(
    id: number,
  ): Promise<{ deletedDatabaseId: number | null; userErrors: UserError[] }> {
    if (!(await this.prisma.brand.findUnique({ where: { id } })))
      return { deletedDatabaseId: null, userErrors: [notFound('id', 'brand')] };
    const bikes = await this.prisma.bike.count({ where: { brandId: id } });
    if (bikes > 0) {
      const message = `${bikes} bike(s) are of this brand: change or delete them first`;
      return {
        deletedDatabaseId: null,
        userErrors: [{ field: 'id', message, code: UserErrorCode.IN_USE }],
      };
    }
    await this.prisma.brand.delete({ where: { id } });
    return { deletedDatabaseId: id, userErrors: [] };
  }

  async createBikeName(brandId: number, input: { name: string }) {
    const name = input.name.trim();
    if (!(await this.prisma.brand.findUnique({ where: { id: brandId } })))
      return { bikeName: null, userErrors: [notFound('brandId', 'brand')] };
    return this.writeBikeName(brandId, name, null);
  }

  async updateBikeName(id: number, input: { name: string }) {
    const current = await this.prisma.bikeName.findUnique({ where: { id } });
    if (!current) return { bikeName: null, userErrors: [notFound('id', 'bike name')] };
    return this.writeBikeName(current.brandId, input.name.trim(), id);
  }

  private async writeBikeName(brandId: number, name: string, id: number | null) {
    const userErrors = nameErrors('name', name);
    const sameName =
      userErrors.length === 0
        ? await this.prisma.bikeName.findUnique({ where: { brandId_name: { brandId, name } } })
        : null;
    if (sameName && sameName.id !== id) userErrors.push(taken('name', 'bike name of this brand'));
    if (userErrors.length > 0) return { bikeName: null, userErrors };
    const bikeName =
      id === null
        ? await this.prisma.bikeName.create({ data: { brandId, name } })
        : await this.prisma.bikeName.update({ where: { id }, data: { name } });
    return { bikeName, userErrors: [] };
  }
}

export const bikeTypeLabels: Record<BikeType, { en: string; vn: string }> = {
  [BikeType.SCOOTER]: { en: 'Scooter', vn: 'Xe tay ga' },
  [BikeType.TOURING]: { en: 'Touring', vn: 'Xe đường trường' },
  [BikeType.ENDURO]: { en: 'Enduro', vn: 'Xe địa hình' },
  [BikeType.SPORTBIKE]: { en: 'Sportbike', vn: 'Xe thể thao' },
  [BikeType.ELECTRIC]: { en: 'Electric', vn: 'Xe điện' },
  [BikeType.ADVENTURE]: { en: 'Adventure', vn: 'Xe phượt' },
};
