import { toGlobalId } from '../../graphql/global-id';
import { startTestApp, type TestApp } from '../../../test/app';
import { createCity } from '../../../test/fixtures';
import { sqlFailure } from '../../../test/sql-errors';

let t: TestApp;
let hanoi: { id: number };
let hue: { id: number };
let empty: { id: number };
let lantern: { id: number };

beforeAll(async () => {
  t = await startTestApp();
  const prisma = t.db.prisma;
  hanoi = await createCity(prisma, { slug: 'hanoi', nameEn: 'Hanoi', sortOrder: 0 });
  hue = await createCity(prisma, { slug: 'hue', nameEn: 'Hue', sortOrder: 1 });
  empty = await createCity(prisma, { slug: 'ha-giang', nameEn: 'Ha Giang', sortOrder: 2 });
  // Written out of display order: the list follows sortOrder, then id.
  await prisma.hostel.create({
    data: { cityId: hanoi.id, name: 'Old Quarter Nest', address: '12 Ngõ Huyện', sortOrder: 2 },
  });
  lantern = await prisma.hostel.create({
    data: {
      cityId: hanoi.id,
      name: 'Lantern House Hostel',
      descriptionEn: 'A tube house with a rooftop bar.',
      descriptionVn: 'Nhà ống có quán bar trên sân thượng.',
      address: '48 Hàng Bạc, Hoàn Kiếm, Hà Nội',
      websiteUrl: 'https://lanternhouse-hostel.example',
      pricePerNightFrom: 180_000,
      sortOrder: 1,
    },
  });
  await prisma.hostel.create({
    data: { cityId: hue.id, name: 'Perfume River Hostel', address: '14 Phạm Ngũ Lão' },
  });
});

afterAll(() => t.close());

const hostelFields = `id databaseId name description { en vn } address websiteUrl pricePerNightFrom`;

describe('City.hostels', () => {
  it("lists a city's hostels in display order, with every field", async () => {
    const body = (
      await t.graphql(`{ cityBySlug(slug: "hanoi") { slug hostels { ${hostelFields} } } }`)
    ).json();
    expect(body.errors).toBeUndefined();
    const { hostels } = body.data.cityBySlug;
    expect(hostels.map((h: { name: string }) => h.name)).toEqual([
      'Lantern House Hostel',
      'Old Quarter Nest',
    ]);
    expect(hostels[0]).toEqual({
      id: toGlobalId('Hostel', lantern.id),
      databaseId: lantern.id,
      name: 'Lantern House Hostel',
      description: {
        en: 'A tube house with a rooftop bar.',
        vn: 'Nhà ống có quán bar trên sân thượng.',
      },
      address: '48 Hàng Bạc, Hoàn Kiếm, Hà Nội',
      websiteUrl: 'https://lanternhouse-hostel.example',
      pricePerNightFrom: 180_000,
    });
    expect(hostels[1]).toMatchObject({
      description: { en: '', vn: '' },
      websiteUrl: null,
      pricePerNightFrom: null,
    });
  });

  it('loads the hostels of a whole list of cities in one statement', async () => {
    const query = (withHostels: boolean) =>
      `{ cities(first: 10) { nodes { slug ${withHostels ? 'hostels { name }' : ''} } } }`;
    const statements = async (withHostels: boolean) => {
      const before = t.db.statements!.count;
      const body = (await t.graphql(query(withHostels))).json();
      expect(body.errors).toBeUndefined();
      return { count: t.db.statements!.count - before, nodes: body.data.cities.nodes };
    };
    const without = await statements(false);
    const withHostels = await statements(true);
    expect(withHostels.count).toBe(without.count + 1);
    expect(
      withHostels.nodes.map((c: { slug: string; hostels: { name: string }[] }) => [
        c.slug,
        c.hostels.length,
      ]),
    ).toEqual([
      ['hanoi', 2],
      ['hue', 1],
      ['ha-giang', 0],
    ]);
  });

  it('fetches a hostel again through node(id:), for anyone', async () => {
    const body = (
      await t.graphql(`query ($id: ID!) { node(id: $id) { id ... on Hostel { name } } }`, {
        id: toGlobalId('Hostel', lantern.id),
      })
    ).json();
    expect(body.data.node).toEqual({
      id: toGlobalId('Hostel', lantern.id),
      name: 'Lantern House Hostel',
    });
    const missing = (
      await t.graphql(`query ($id: ID!) { node(id: $id) { id } }`, {
        id: toGlobalId('Hostel', 999_999),
      })
    ).json();
    expect(missing.data.node).toBeNull();
  });
});

describe('cityBySlug', () => {
  it('finds a city by its slug, and answers null for any other', async () => {
    const found = (await t.graphql(`{ cityBySlug(slug: "hue") { id slug name { en } } }`)).json();
    expect(found.data.cityBySlug).toEqual({
      id: toGlobalId('City', hue.id),
      slug: 'hue',
      name: { en: 'Hue' },
    });
    for (const slug of ['nowhere', '', 'HUE', 'x'.repeat(500)]) {
      const body = (
        await t.graphql(`query ($slug: String!) { cityBySlug(slug: $slug) { id } }`, { slug })
      ).json();
      expect(body.errors).toBeUndefined();
      expect(body.data.cityBySlug).toBeNull();
    }
  });
});

describe('the hostels table', () => {
  it('refuses a negative price', async () => {
    const failure = await sqlFailure(
      t.db.prisma
        .$executeRaw`INSERT INTO hostels (city_id, name, address, price_per_night_from, updated_at)
        VALUES (${hue.id}, 'Cheap', 'x', -1, now())`,
    );
    expect(failure.sqlState).toBe('23514');
    expect(failure.message).toContain('hostels_price_per_night_from_not_negative');
  });

  it("goes with its city: deleting a city (it has no shops) deletes the city's hostels", async () => {
    const city = await createCity(t.db.prisma, { slug: 'gone' });
    await t.db.prisma.hostel.create({ data: { cityId: city.id, name: 'Gone', address: 'x' } });
    await t.db.prisma.city.delete({ where: { id: city.id } });
    expect(await t.db.prisma.hostel.count({ where: { cityId: city.id } })).toBe(0);
    expect(await t.db.prisma.hostel.count({ where: { cityId: empty.id } })).toBe(0);
    expect(await t.db.prisma.hostel.count()).toBe(3);
  });
});
