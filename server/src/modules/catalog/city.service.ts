import type { PrismaClient } from '../../generated/prisma/client';
import type { City as CityRow } from '../../generated/prisma/client';
import type { PageSource } from '../../graphql/connection';

export type { CityRow };

const listOrder = [{ sortOrder: 'asc' as const }, { id: 'asc' as const }];

export class CityService {
  constructor(private readonly prisma: PrismaClient) {}

  listSource(): PageSource<CityRow> {
    return {
      count: () => this.prisma.city.count(),
      slice: (offset, limit) =>
        this.prisma.city.findMany({ orderBy: listOrder, skip: offset, take: limit }),
    };
  }

  findByIds(ids: readonly number[]): Promise<CityRow[]> {
    return this.prisma.city.findMany({ where: { id: { in: [...ids] } } });
  }

  /** Online, active shops per city, for each of the cities asked (0 when none). */
  async onlineShopCounts(cityIds: readonly number[]): Promise<Map<number, number>> {
    const groups = await this.prisma.store.groupBy({
      by: ['cityId'],
      where: { cityId: { in: [...cityIds] }, online: true, active: true, deletedAt: null },
      _count: { _all: true },
    });
    return new Map(groups.map((group) => [group.cityId, group._count._all]));
  }
}
