import DataLoader from 'dataloader';
import type { BikeNameRow, BrandRow, CatalogService, CategoryRow } from './catalog.service';

function byId<T extends { id: number }>(load: (ids: readonly number[]) => Promise<T[]>) {
  return new DataLoader<number, T | null>(async (ids) => {
    const rows = new Map((await load(ids)).map((row) => [row.id, row]));
    return ids.map((id) => rows.get(id) ?? null);
  });
}

function counts(load: (ids: readonly number[]) => Promise<Map<number, number>>) {
  return new DataLoader<number, number>(async (ids) => {
    const found = await load(ids);
    return ids.map((id) => found.get(id) ?? 0);
  });
}

export function createCatalogLoaders(catalog: CatalogService) {
  return {
    categoryById: byId<CategoryRow>((ids) => catalog.categoriesByIds(ids)),
    brandById: byId<BrandRow>((ids) => catalog.brandsByIds(ids)),
    bikeNameById: byId<BikeNameRow>((ids) => catalog.bikeNamesByIds(ids)),
    bikeNamesOfBrand: new DataLoader<number, BikeNameRow[]>(async (brandIds) => {
      const names = await catalog.bikeNamesOfBrands(brandIds);
      return brandIds.map((id) => names.filter((name) => name.brandId === id));
    }),
    bikeCountOfCategory: counts((ids) => catalog.bikeCounts('categoryId', ids)),
    bikeCountOfBrand: counts((ids) => catalog.bikeCounts('brandId', ids)),
  };
}
