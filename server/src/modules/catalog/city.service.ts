import type { PrismaClient } from '../../generated/prisma/client';
import type { City as CityRow } from '../../generated/prisma/client';
import type { PageSource } from '../../graphql/connection';
import { UserErrorCode, type UserError } from '../../graphql/user-error';
import { isStagedPictureKey } from '../media/media.service';
import { isPictureKey, type PictureStore } from '../media/picture-store';

export type { CityRow };

const listOrder = [{ sortOrder: 'asc' as const }, { id: 'asc' as const }];

export const cityLimits = {
  name: 100,
  description: 5000,
  slug: 100,
  pictures: 10,
  sortOrder: 2_147_483_647,
  /** Shop names quoted when a city cannot be deleted. */
  namedShops: 3,
} as const;

/** What an admin gives; left out (or null) means unchanged on update, default on create. */
export interface CityFields {
  slug?: string | null;
  nameEn?: string | null;
  nameVn?: string | null;
  descriptionEn?: string | null;
  descriptionVn?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  sortOrder?: number | null;
  pictures?: string[] | null;
}

export type NewCityFields = CityFields & {
  nameEn: string;
  nameVn: string;
  latitude: number;
  longitude: number;
};

type CityData = {
  slug?: string;
  nameEn?: string;
  nameVn?: string;
  descriptionEn?: string;
  descriptionVn?: string;
  latitude?: number;
  longitude?: number;
  sortOrder?: number;
  pictures?: string[];
};

type Result = { city: CityRow | null; userErrors: UserError[] };

/** Keeps an upload (`POST /uploads`) as a city picture: its key, null when there is none. */
export type AdoptUpload = () => Promise<string | null>;

const uploadNotFound: UserError = {
  field: 'picture_upload_id',
  message: 'No upload with this id: upload the picture again',
  code: UserErrorCode.NOT_FOUND,
};

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Đà Lạt" -> "da-lat": lowercase ASCII letters and digits joined by hyphens. */
export function slugFromName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, cityLimits.slug)
    .replace(/-+$/, '');
}

const notFound: UserError = { field: 'id', message: 'No such city', code: UserErrorCode.NOT_FOUND };

const slugTaken = (slug: string): UserError => ({
  field: 'slug',
  message: `A city with the slug "${slug}" exists: give another slug`,
  code: UserErrorCode.ALREADY_EXISTS,
});

/** Trimmed when given; undefined when left out. */
const trimmed = (value: string | null | undefined) => (value == null ? undefined : value.trim());
const given = <T>(value: T | null | undefined) => (value == null ? undefined : value);

function normalised(fields: CityFields): CityData {
  const data: CityData = {
    slug: trimmed(fields.slug),
    nameEn: trimmed(fields.nameEn),
    nameVn: trimmed(fields.nameVn),
    descriptionEn: trimmed(fields.descriptionEn),
    descriptionVn: trimmed(fields.descriptionVn),
    latitude: given(fields.latitude),
    longitude: given(fields.longitude),
    sortOrder: given(fields.sortOrder),
    pictures: fields.pictures == null ? undefined : [...new Set(fields.pictures)],
  };
  return Object.fromEntries(
    Object.entries(data).filter(([, value]) => value !== undefined),
  ) as CityData;
}

/** The rules on each field given, by its REST name. */
function fieldErrors(data: CityData): UserError[] {
  const errors: UserError[] = [];
  const add = (field: string, message: string, code: UserErrorCode) =>
    errors.push({ field, message, code });
  for (const [field, value] of [
    ['name_en', data.nameEn],
    ['name_vn', data.nameVn],
  ] as const) {
    if (value === undefined) continue;
    if (value.length === 0) add(field, 'Give a name', UserErrorCode.REQUIRED);
    else if (value.length > cityLimits.name)
      add(field, `Use at most ${cityLimits.name} characters`, UserErrorCode.TOO_LONG);
  }
  for (const [field, value] of [
    ['description_en', data.descriptionEn],
    ['description_vn', data.descriptionVn],
  ] as const) {
    if (value !== undefined && value.length > cityLimits.description)
      add(field, `Use at most ${cityLimits.description} characters`, UserErrorCode.TOO_LONG);
  }
  for (const [field, value, limit] of [
    ['latitude', data.latitude, 90],
    ['longitude', data.longitude, 180],
  ] as const) {
    if (value !== undefined && !(Number.isFinite(value) && Math.abs(value) <= limit))
      add(field, `Give a ${field} from -${limit} to ${limit}`, UserErrorCode.OUT_OF_RANGE);
  }
  if (
    data.sortOrder !== undefined &&
    !(
      Number.isInteger(data.sortOrder) &&
      data.sortOrder >= 0 &&
      data.sortOrder <= cityLimits.sortOrder
    )
  )
    add('sort_order', 'Give a whole number, 0 or more', UserErrorCode.OUT_OF_RANGE);
  if (data.slug !== undefined) {
    if (data.slug.length === 0) add('slug', 'Give a slug, or leave it out', UserErrorCode.REQUIRED);
    else if (data.slug.length > cityLimits.slug)
      add('slug', `Use at most ${cityLimits.slug} characters`, UserErrorCode.TOO_LONG);
    else if (!slugPattern.test(data.slug))
      add(
        'slug',
        'Use lowercase letters a-z and digits, in words joined by single hyphens, e.g. "da-lat"',
        UserErrorCode.INVALID,
      );
  }
  if (data.pictures !== undefined) {
    const badKey = data.pictures.find((key) => !isPictureKey(key) || isStagedPictureKey(key));
    if (data.pictures.length > cityLimits.pictures)
      add('pictures', `Give at most ${cityLimits.pictures} pictures`, UserErrorCode.TOO_LONG);
    else if (badKey !== undefined)
      add('pictures', `"${badKey}" is not a picture key`, UserErrorCode.INVALID);
  }
  return errors;
}

/** Cities: the public list, and the admins' creating, changing and deleting. */
export class CityService {
  constructor(
    private readonly prisma: PrismaClient,
    /** The media store, where the pictures a city names must exist. */
    private readonly pictures: Pick<PictureStore, 'exists'>,
  ) {}

  listSource(): PageSource<CityRow> {
    return {
      count: () => this.prisma.city.count(),
      slice: (offset, limit) =>
        this.prisma.city.findMany({ orderBy: listOrder, skip: offset, take: limit }),
    };
  }

  /** Null for an unknown slug (one that cannot be a slug is not looked up). */
  async bySlug(slug: string): Promise<CityRow | null> {
    if (slug.length === 0 || slug.length > cityLimits.slug) return null;
    return this.prisma.city.findUnique({ where: { slug } });
  }

  findByIds(ids: readonly number[]): Promise<CityRow[]> {
    return this.prisma.city.findMany({ where: { id: { in: [...ids] } } });
  }

  /** Online, active shops per city, for each of the cities asked (0 when none). */
  async onlineShopCounts(cityIds: readonly number[]): Promise<Map<number, number>> {
    return this.shopCounts(cityIds, { online: true, active: true });
  }

  /** Shops per city whatever their status, deleted ones aside (0 when none). */
  async storeCounts(cityIds: readonly number[]): Promise<Map<number, number>> {
    return this.shopCounts(cityIds, {});
  }

  private async shopCounts(
    cityIds: readonly number[],
    status: { online?: boolean; active?: boolean },
  ): Promise<Map<number, number>> {
    const groups = await this.prisma.store.groupBy({
      by: ['cityId'],
      where: { cityId: { in: [...cityIds] }, deletedAt: null, ...status },
      _count: { _all: true },
    });
    return new Map(groups.map((group) => [group.cityId, group._count._all]));
  }

  /**
   * A new city; the slug is derived from the English name when left out, and the city goes
   * last in the list unless a sort order is given.
   */
  async create(input: NewCityFields, adoptUpload?: AdoptUpload): Promise<Result> {
    const data = {
      descriptionEn: '',
      descriptionVn: '',
      pictures: [] as string[],
      ...normalised(input),
    } as CityData & { nameEn: string; nameVn: string; latitude: number; longitude: number };
    const userErrors = fieldErrors(data);
    const slug = data.slug ?? slugFromName(data.nameEn);
    if (userErrors.length === 0 && slug.length === 0) {
      userErrors.push({
        field: 'slug',
        message: 'The English name has no letters a-z or digits to make a slug of: give a slug',
        code: UserErrorCode.REQUIRED,
      });
    }
    if (userErrors.length === 0) userErrors.push(...(await this.lookupErrors(slug, data, null)));
    if (userErrors.length > 0) return { city: null, userErrors };

    if (adoptUpload) {
      const key = await adoptUpload();
      if (!key) return { city: null, userErrors: [uploadNotFound] };
      data.pictures = [key, ...(data.pictures ?? [])].slice(0, cityLimits.pictures);
    }
    const sortOrder = data.sortOrder ?? (await this.nextSortOrder());
    return this.saved(slug, () => this.prisma.city.create({ data: { ...data, slug, sortOrder } }));
  }

  /** Changes the fields given; the slug stays unless one is given. */
  async update(id: number, changes: CityFields, adoptUpload?: AdoptUpload): Promise<Result> {
    const current = await this.prisma.city.findUnique({ where: { id } });
    if (!current) return { city: null, userErrors: [notFound] };
    const data = normalised(changes);
    const userErrors = fieldErrors(data);
    if (userErrors.length === 0)
      userErrors.push(...(await this.lookupErrors(data.slug, data, current)));
    if (userErrors.length > 0) return { city: null, userErrors };
    if (adoptUpload) {
      const key = await adoptUpload();
      if (!key) return { city: null, userErrors: [uploadNotFound] };
      data.pictures = [key, ...(data.pictures ?? current.pictures)].slice(0, cityLimits.pictures);
    }
    return this.saved(data.slug ?? current.slug, () =>
      this.prisma.city.update({ where: { id }, data }),
    );
  }

  /**
   * Deletes a city no shop is in. Deleted shops count: their past bookings still name the
   * city, so a city that ever had a shop stays.
   */
  async delete(id: number): Promise<{ deleted: boolean; userErrors: UserError[] }> {
    if (!(await this.prisma.city.findUnique({ where: { id }, select: { id: true } })))
      return { deleted: false, userErrors: [notFound] };
    const inUse = await this.inUseError(id);
    if (inUse) return { deleted: false, userErrors: [inUse] };
    try {
      const { count } = await this.prisma.city.deleteMany({ where: { id } });
      return count === 0
        ? { deleted: false, userErrors: [notFound] }
        : { deleted: true, userErrors: [] };
    } catch (error) {
      // A shop was opened in the city meanwhile: the database refused (ON DELETE RESTRICT).
      if (!isStillReferenced(error)) throw error;
      const nowInUse = await this.inUseError(id);
      if (!nowInUse) throw error;
      return { deleted: false, userErrors: [nowInUse] };
    }
  }

  private async inUseError(cityId: number): Promise<UserError | null> {
    const [count, first] = await Promise.all([
      this.prisma.store.count({ where: { cityId } }),
      this.prisma.store.findMany({
        where: { cityId },
        orderBy: { id: 'asc' },
        take: cityLimits.namedShops,
        select: { name: true },
      }),
    ]);
    if (count === 0) return null;
    const names = first.map((shop) => `"${shop.name}"`).join(', ');
    const more = count > first.length ? ` and ${count - first.length} more` : '';
    return {
      field: 'id',
      message:
        `${count} ${count === 1 ? 'shop is' : 'shops are'} in this city (${names}${more}), ` +
        'deleted shops included since their past bookings keep them: a city with shops stays',
      code: UserErrorCode.IN_USE,
    };
  }

  /** Pictures new to the city must be in the media store; the slug must be free. */
  private async lookupErrors(
    slug: string | undefined,
    data: CityData,
    current: CityRow | null,
  ): Promise<UserError[]> {
    const errors: UserError[] = [];
    const added = (data.pictures ?? []).filter((key) => !current?.pictures.includes(key));
    const missing: string[] = [];
    for (const key of added) if (!(await this.pictures.exists(key))) missing.push(key);
    if (missing.length > 0) {
      errors.push({
        field: 'pictures',
        message: `No picture in the media store under ${missing.map((key) => `"${key}"`).join(', ')}`,
        code: UserErrorCode.INVALID,
      });
    }
    if (slug !== undefined && slug !== current?.slug) {
      const sameSlug = await this.prisma.city.findUnique({ where: { slug }, select: { id: true } });
      if (sameSlug) errors.push(slugTaken(slug));
    }
    return errors;
  }

  private async nextSortOrder(): Promise<number> {
    const { _max } = await this.prisma.city.aggregate({ _max: { sortOrder: true } });
    return _max.sortOrder === null ? 0 : Math.min(_max.sortOrder + 1, cityLimits.sortOrder);
  }

  /** Runs the write; a slug taken meanwhile (unique index) is a conflict, not a failure. */
  private async saved(slug: string, write: () => Promise<CityRow>): Promise<Result> {
    try {
      return { city: await write(), userErrors: [] };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return { city: null, userErrors: [slugTaken(slug)] };
    }
  }
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'P2002';
}

/**
 * The database refused to delete a row others still reference. Stores reference cities ON
 * DELETE RESTRICT, which PostgreSQL reports as 23001 (Prisma passes it on as P2039 with the
 * driver's code), not as the 23503 / P2003 of a plain foreign key.
 */
function isStillReferenced(error: unknown): boolean {
  const { code, meta } = (error ?? {}) as {
    code?: unknown;
    meta?: { driverAdapterError?: { cause?: { code?: unknown } } };
  };
  const sqlState = meta?.driverAdapterError?.cause?.code;
  return code === 'P2003' || sqlState === '23001' || sqlState === '23503';
}
