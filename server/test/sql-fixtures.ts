import type { Database } from '../src/db/database';

export interface BookableUnits {
  ownerId: number;
  bikeId: number;
  storeId: number;
  shopBikeId: number;
  unitIds: [number, number];
}

/**
 * The fewest rows a booking needs (owner, city, brand, category, bike, shop, shop bike and two
 * units), written in plain SQL so that no application code is involved.
 */
export async function insertBookableUnits(db: Database): Promise<BookableUnits> {
  const one = async (sql: string) => {
    const [row] = await db.prisma.$queryRawUnsafe<{ id: number }[]>(sql);
    return row.id;
  };
  const ownerId = await one(
    `INSERT INTO users (username, name, email, role, updated_at)
     VALUES ('owner', 'Owner', 'owner@example.test', 'SHOP_OWNER', now()) RETURNING id`,
  );
  const cityId = await one(
    `INSERT INTO cities (slug, name_en, name_vn, latitude, longitude, updated_at)
     VALUES ('hanoi', 'Hanoi', 'Hà Nội', 21.03, 105.85, now()) RETURNING id`,
  );
  const brandId = await one(
    `INSERT INTO brands (name, updated_at) VALUES ('Honda', now()) RETURNING id`,
  );
  const categoryId = await one(
    `INSERT INTO categories (name_en, name_vn, updated_at) VALUES ('Scooter', 'Xe tay ga', now()) RETURNING id`,
  );
  const bikeId = await one(
    `INSERT INTO bikes (owner_id, random_unique_bike_id, brand_id, category_id, name, bike_type, gear_type,
       power_ps, weight_kg, top_speed_kmh, default_price, deposit_price, updated_at)
     VALUES (${ownerId}, 'abc123xyz0', ${brandId}, ${categoryId}, 'Vision', 'SCOOTER', 'AUTOMATIC',
       9, 97, 90, 150000, 3000000, now()) RETURNING id`,
  );
  const storeId = await one(
    `INSERT INTO stores (owner_id, city_id, name, phone, email, address, latitude, longitude, updated_at)
     VALUES (${ownerId}, ${cityId}, 'Shop', '+84 90 000 0000', 'shop@example.test', '1 Hang Bac', 21.03, 105.85, now())
     RETURNING id`,
  );
  const shopBikeId = await one(
    `INSERT INTO shop_bikes (bike_id, store_id, price_per_day, updated_at)
     VALUES (${bikeId}, ${storeId}, 150000, now()) RETURNING id`,
  );
  const unitA = await one(
    `INSERT INTO units (shop_bike_id, label) VALUES (${shopBikeId}, 'A') RETURNING id`,
  );
  const unitB = await one(
    `INSERT INTO units (shop_bike_id, label) VALUES (${shopBikeId}, 'B') RETURNING id`,
  );
  return { ownerId, bikeId, storeId, shopBikeId, unitIds: [unitA, unitB] };
}
