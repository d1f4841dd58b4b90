import { Prisma, type PrismaClient, type User } from '../../generated/prisma/client';
import { Language, Role } from '../../generated/prisma/enums';
import type { PageSource } from '../../graphql/connection';
import { UserErrorCode, type UserError } from '../../graphql/user-error';
import { hashPassword } from '../auth/auth.passwords';
import { hashLinkToken, newLinkToken } from '../auth/auth.secrets';
import { newPasswordErrors, type AuthService } from '../auth/auth.service';
import type { Session } from '../auth/auth.types';
import { enqueueEmail } from '../mail/mail.outbox';
import { shopOwnerInvitationEmail } from '../mail/mail.templates';
import { ownerMatchSql } from './shop-owners.search';

export type ShopOwnerRow = User;

export interface NewShopOwner {
  userName: string;
  name: string;
  email: string;
  phone?: string | null;
  arrangements?: string | null;
  language?: Language | null;
}

const notFound: UserError = {
  field: 'id',
  message: 'No such shop owner',
  code: UserErrorCode.NOT_FOUND,
};

/** How many shops and bikes a refused deletion names. */
const namedLimit = 3;
const invitationLifetimeMs = 72 * 3600 * 1000;
const userNamePattern = /^[a-z0-9._-]{3,32}$/;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const phonePattern = /^\+?[0-9 ().-]{6,30}$/;

/** Shop owners as admins manage them, and the invitation that activates an account. */
export class ShopOwnerService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly auth: AuthService,
    private readonly publicUrl: string,
  ) {}

  /** Every owner, oldest first; with a search term, those whose name, username or e-mail has it. */
  listSource(search?: string | null): PageSource<ShopOwnerRow> {
    const where = { role: Role.SHOP_OWNER };
    if (search?.trim()) return this.searchSource(search.trim());
    return {
      count: () => this.prisma.user.count({ where }),
      slice: (offset, limit) =>
        this.prisma.user.findMany({ where, orderBy: { id: 'asc' }, skip: offset, take: limit }),
    };
  }

  private searchSource(term: string): PageSource<ShopOwnerRow> {
    const matching = Prisma.sql`FROM users u WHERE u.role = 'SHOP_OWNER' AND ${ownerMatchSql(term)}`;
    return {
      count: async () => {
        const [row] = await this.prisma.$queryRaw<{ count: number }[]>`
          SELECT count(*)::int AS count ${matching}`;
        return row?.count ?? 0;
      },
      slice: async (offset, limit) => {
        const ids = await this.prisma.$queryRaw<{ id: number }[]>`
          SELECT u.id ${matching} ORDER BY u.id OFFSET ${offset} LIMIT ${limit}`;
        return this.prisma.user.findMany({
          where: { id: { in: ids.map((row) => row.id) } },
          orderBy: { id: 'asc' },
        });
      },
    };
  }

  findByIds(ids: readonly number[]): Promise<ShopOwnerRow[]> {
    return this.prisma.user.findMany({ where: { id: { in: [...ids] }, role: Role.SHOP_OWNER } });
  }

  async shopCounts(ownerIds: readonly number[]): Promise<Map<number, number>> {
    const groups = await this.prisma.store.groupBy({
      by: ['ownerId'],
      where: { ownerId: { in: [...ownerIds] }, deletedAt: null },
      _count: { _all: true },
    });
    return new Map(groups.map((group) => [group.ownerId, group._count._all]));
  }

  /** Creates the account, inactive, and queues the invitation e-mail in the same transaction. */
  async create(
    input: NewShopOwner,
  ): Promise<{ shopOwner: ShopOwnerRow | null; userErrors: UserError[] }> {
    const owner = {
      username: input.userName.trim().toLowerCase(),
      name: input.name.trim(),
      email: input.email.trim().toLowerCase(),
      phone: input.phone?.trim() || null,
      arrangements: input.arrangements?.trim() || null,
      language: input.language ?? Language.EN,
    };
    const userErrors = newOwnerErrors(owner);
    if (userErrors.length === 0)
      userErrors.push(...(await this.takenErrors(owner.username, owner.email)));
    if (userErrors.length > 0) return { shopOwner: null, userErrors };

    const { token, hash } = newLinkToken();
    const link = `${this.publicUrl}/shopowner/verify?token=${token}`;
    const shopOwner = await this.prisma.$transaction(async (tx) => {
      const created = await tx.user.create({
        data: {
          ...owner,
          role: Role.SHOP_OWNER,
          active: false,
          invitationTokenHash: hash,
          invitationExpiresAt: new Date(Date.now() + invitationLifetimeMs),
        },
      });
      await enqueueEmail(
        tx,
        created.email,
        created.language,
        shopOwnerInvitationEmail(created.name, link, created.language),
      );
      return created;
    });
    return { shopOwner, userErrors: [] };
  }

  /** The invitation of a link not yet used (expired or not); null for any other token. */
  async invitation(token: string) {
    if (!token) return null;
    const user = await this.prisma.user.findUnique({
      where: { invitationTokenHash: hashLinkToken(token) },
    });
    if (!user?.invitationExpiresAt) return null;
    return {
      userName: user.username,
      name: user.name,
      expiresAt: user.invitationExpiresAt,
      expired: user.invitationExpiresAt.getTime() < Date.now(),
    };
  }

  /** Sets the first password from a valid invitation link, once, and signs the owner in. */
  async acceptInvitation(
    token: string,
    password: string,
  ): Promise<{ session: Session | null; userErrors: UserError[] }> {
    const invalid = (message: string) => ({
      session: null,
      userErrors: [{ field: 'token', message, code: UserErrorCode.INVALID }],
    });
    const hash = hashLinkToken(token);
    const user = await this.prisma.user.findUnique({ where: { invitationTokenHash: hash } });
    if (!user) return invalid('This link is not valid, or it was already used');
    if (!user.invitationExpiresAt || user.invitationExpiresAt.getTime() < Date.now()) {
      return invalid('This link has expired: ask an admin for a new invitation');
    }
    const userErrors = newPasswordErrors(password, password, user.username, 'password');
    if (userErrors.length > 0) return { session: null, userErrors };

    const passwordHash = await hashPassword(password);
    // Conditional on the hash still being there, so two uses of one link cannot both succeed.
    const { count } = await this.prisma.user.updateMany({
      where: { id: user.id, invitationTokenHash: hash },
      data: {
        passwordHash,
        active: true,
        invitationTokenHash: null,
        invitationExpiresAt: null,
        tokenVersion: { increment: 1 },
      },
    });
    if (count === 0) return invalid('This link is not valid, or it was already used');
    const activated = await this.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    return { session: await this.auth.sessionFor(activated), userErrors: [] };
  }

  async update(
    id: number,
    changes: {
      name?: string | null;
      email?: string | null;
      phone?: string | null;
      arrangements?: string | null;
      language?: Language | null;
    },
  ): Promise<{ shopOwner: ShopOwnerRow | null; userErrors: UserError[] }> {
    const current = await this.findOwner(id);
    if (!current) return { shopOwner: null, userErrors: [notFound] };
    const next = {
      username: current.username,
      name: changes.name?.trim() ?? current.name,
      email: changes.email?.trim().toLowerCase() ?? current.email,
      phone: changes.phone === undefined ? current.phone : changes.phone?.trim() || null,
      arrangements:
        changes.arrangements === undefined
          ? current.arrangements
          : changes.arrangements?.trim() || null,
      language: changes.language ?? current.language,
    };
    const userErrors = newOwnerErrors(next);
    if (userErrors.length === 0 && next.email !== current.email) {
      userErrors.push(...(await this.takenErrors('', next.email)));
    }
    if (userErrors.length > 0) return { shopOwner: null, userErrors };
    const { username: _username, ...data } = next;
    return { shopOwner: await this.prisma.user.update({ where: { id }, data }), userErrors: [] };
  }

  async setOnline(id: number, online: boolean | null | undefined) {
    const current = await this.findOwner(id);
    if (!current) return { shopOwner: null, userErrors: [notFound] };
    const shopOwner = await this.prisma.user.update({
      where: { id },
      data: { online: online ?? !current.online },
    });
    return { shopOwner, userErrors: [] };
  }

  /** Deletes an owner who has nothing left; one with shops or bikes is in use (409). */
  async delete(id: number): Promise<{ deleted: boolean; userErrors: UserError[] }> {
    const current = await this.findOwner(id);
    if (!current) return { deleted: false, userErrors: [notFound] };
    const inUse = await this.inUseError(id);
    if (inUse) return { deleted: false, userErrors: [inUse] };
    await this.prisma.user.delete({ where: { id } });
    return { deleted: true, userErrors: [] };
  }

  /** IN_USE naming the first few shops and bikes left (deleted shops count: bookings keep them). */
  private async inUseError(ownerId: number): Promise<UserError | null> {
    const where = { ownerId };
    const named = { orderBy: { id: 'asc' as const }, take: namedLimit, select: { name: true } };
    const [shops, bikes, shopNames, bikeNames] = await Promise.all([
      this.prisma.store.count({ where }),
      this.prisma.bike.count({ where }),
      this.prisma.store.findMany({ where, ...named }),
      this.prisma.bike.findMany({ where, ...named }),
    ]);
    if (shops + bikes === 0) return null;
    const list = (count: number, rows: { name: string }[]) =>
      rows.length === 0
        ? ''
        : ` (${rows.map((row) => `"${row.name}"`).join(', ')}${count > rows.length ? ` and ${count - rows.length} more` : ''})`;
    const message =
      `This owner still has ${shops} shop(s)${list(shops, shopNames)} and ` +
      `${bikes} bike(s)${list(bikes, bikeNames)}: delete or hand them over first`;
    return { field: 'id', message, code: UserErrorCode.IN_USE };
  }

  private findOwner(id: number) {
    return this.prisma.user.findFirst({ where: { id, role: Role.SHOP_OWNER } });
  }

  private async takenErrors(username: string, email: string): Promise<UserError[]> {
    const taken = await this.prisma.user.findMany({
      where: { OR: [{ username }, { email }] },
      select: { username: true, email: true },
    });
    const errors: UserError[] = [];
    if (taken.some((u) => u.username === username)) {
      errors.push({
        field: 'username',
        message: 'This username is taken',
        code: UserErrorCode.ALREADY_EXISTS,
      });
    }
    if (taken.some((u) => u.email === email)) {
      errors.push({
        field: 'email',
        message: 'An account with this e-mail exists',
        code: UserErrorCode.ALREADY_EXISTS,
      });
    }
    return errors;
  }
}

function newOwnerErrors(owner: {
  username: string;
  name: string;
  email: string;
  phone: string | null;
  arrangements: string | null;
}): UserError[] {
  const errors: UserError[] = [];
  const invalid = (field: string, message: string, code = UserErrorCode.INVALID) =>
    errors.push({ field, message, code });
  if (!userNamePattern.test(owner.username)) {
    invalid('username', 'Use 3 to 32 characters: a-z, 0-9, dot, dash or underscore');
  }
  if (owner.name.length === 0) invalid('name', 'Give a name', UserErrorCode.REQUIRED);
  else if (owner.name.length > 100)
    invalid('name', 'Use at most 100 characters', UserErrorCode.TOO_LONG);
  if (owner.email.length > 254 || !emailPattern.test(owner.email))
    invalid('email', 'Give a valid e-mail address');
  if (owner.phone && !phonePattern.test(owner.phone))
    invalid('phone', 'Give a valid phone number, e.g. +84 912 345 678');
  if (owner.arrangements && owner.arrangements.length > 2000) {
    invalid('arrangements', 'Use at most 2000 characters', UserErrorCode.TOO_LONG);
  }
  return errors;
}
