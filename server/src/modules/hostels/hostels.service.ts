import type { Hostel as HostelRow, PrismaClient } from '../../generated/prisma/client';

export type { HostelRow };

const listOrder = [{ sortOrder: 'asc' as const }, { id: 'asc' as const }];

/** Hostels recommended in each city (written by the demo data; read by travellers). */
export class HostelService {
  constructor(private readonly prisma: PrismaClient) {}

  findByIds(ids: readonly number[]): Promise<HostelRow[]> {
    return this.prisma.hostel.findMany({ where: { id: { in: [...ids] } } });
  }

  /** The hostels of each city asked, in display order, in one query for all the cities. */
  async ofCities(cityIds: readonly number[]): Promise<Map<number, HostelRow[]>> {
    const rows = await this.prisma.hostel.findMany({
      where: { cityId: { in: [...cityIds] } },
      orderBy: listOrder,
    });
    const byCity = new Map<number, HostelRow[]>();
    for (const row of rows) {
      const list = byCity.get(row.cityId);
      if (list) list.push(row);
      else byCity.set(row.cityId, [row]);
    }
    return byCity;
  }
}
