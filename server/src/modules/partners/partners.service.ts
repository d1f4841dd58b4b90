import { randomInt } from 'node:crypto';
import type { Partner, PrismaClient } from '../../generated/prisma/client';
import { PartnerKind } from '../../generated/prisma/enums';
import type { PageSource } from '../../graphql/connection';
import { UserErrorCode, type UserError } from '../../graphql/user-error';
import { hashPassword } from '../auth/auth.passwords';
import { newPasswordErrors } from '../auth/auth.service';

export type PartnerRow = Partner & { store: { name: string } | null };

/** What an admin gives; `storeId` is a database id, already decoded. */
export interface PartnerFields {
  kind?: PartnerKind | null;
  name?: string | null;
  phone?: string | null;
  email?: string | null;
  arrangements?: string | null;
  storeId?: number | null;
  password?: string | null;
}

type Result = { partner: PartnerRow | null; userErrors: UserError[] };

const withStore = { store: { select: { name: true } } } as const;

const notFound: UserError = {
  field: 'id',
  message: 'No such partner',
  code: UserErrorCode.NOT_FOUND,
};

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const phonePattern = /^\+?[0-9 ().-]{6,30}$/;
const codeAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const codeLength = 8;

/** A fresh affiliate code: 8 characters A-Z 0-9 from a cryptographic source (36^8 codes). */
export function newAffiliateCode(): string {
  let code = '';
  for (let i = 0; i < codeLength; i += 1) code += codeAlphabet[randomInt(codeAlphabet.length)];
  return code;
}

const trimmedOrNull = (value: string | null | undefined) => value?.trim() || null;

/** Rental and marketing partners as admins manage them. */
export class PartnerService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly publicUrl: string,
  ) {}

  affiliateLink(partner: Pick<Partner, 'affiliateCode'>): string {
    return `${this.publicUrl}/?ref=${encodeURIComponent(partner.affiliateCode)}`;
  }

  listSource(kind?: PartnerKind | null): PageSource<PartnerRow> {
    const where = kind ? { kind } : {};
    return {
      count: () => this.prisma.partner.count({ where }),
      slice: (offset, limit) =>
        this.prisma.partner.findMany({
          where,
          include: withStore,
          orderBy: { id: 'asc' },
          skip: offset,
          take: limit,
        }),
    };
  }

  findByIds(ids: readonly number[]): Promise<PartnerRow[]> {
    return this.prisma.partner.findMany({ where: { id: { in: [...ids] } }, include: withStore });
  }

  async create(input: PartnerFields & { online?: boolean | null }): Promise<Result> {
    const next = {
      kind: input.kind ?? PartnerKind.RENTAL,
      name: input.name?.trim() ?? '',
      phone: trimmedOrNull(input.phone),
      email: trimmedOrNull(input.email)?.toLowerCase() ?? null,
      arrangements: trimmedOrNull(input.arrangements),
      storeId: input.storeId ?? null,
    };
    const password = input.password ?? null;
    const userErrors = await this.checked(next, password, null);
    if (userErrors.length > 0) return { partner: null, userErrors };

    const passwordHash = password === null ? null : await hashPassword(password);
    for (let attempt = 0; ; attempt += 1) {
      try {
        const partner = await this.prisma.partner.create({
          data: {
            ...next,
            passwordHash,
            online: input.online ?? true,
            affiliateCode: newAffiliateCode(),
          },
          include: withStore,
        });
        return { partner, userErrors: [] };
      } catch (error) {
        // Someone took the e-mail meanwhile, or (rarely) the code was drawn before: draw again.
        if (!isUniqueViolation(error) || attempt >= 4) throw error;
        const taken = await this.emailTakenErrors(next.email, null);
        if (taken.length > 0) return { partner: null, userErrors: taken };
      }
    }
  }

  async update(id: number, changes: PartnerFields): Promise<Result> {
    const current = await this.prisma.partner.findUnique({ where: { id } });
    if (!current) return { partner: null, userErrors: [notFound] };
    const kind = changes.kind ?? current.kind;
    const pick = <T>(value: T | undefined, old: T) => (value === undefined ? old : value);
    const next = {
      kind,
      name:
        changes.name === undefined || changes.name === null ? current.name : changes.name.trim(),
      phone: changes.phone === undefined ? current.phone : trimmedOrNull(changes.phone),
      email:
        changes.email === undefined
          ? current.email
          : (trimmedOrNull(changes.email)?.toLowerCase() ?? null),
      arrangements:
        changes.arrangements === undefined
          ? current.arrangements
          : trimmedOrNull(changes.arrangements),
      // A rental partner has no shop: changing the kind to RENTAL lets the shop go.
      storeId:
        changes.storeId === undefined && kind === PartnerKind.RENTAL
          ? null
          : pick(changes.storeId, current.storeId),
    };
    const password = changes.password ?? null;
    const userErrors = await this.checked(next, password, current);
    // A marketing partner keeps no password; a rental one keeps theirs unless it is removed.
    const keepsPassword =
      kind === PartnerKind.RENTAL && changes.password !== null && current.passwordHash !== null;
    if (userErrors.length === 0 && keepsPassword && next.email === null) {
      userErrors.push(emailForPassword);
    }
    if (userErrors.length > 0) return { partner: null, userErrors };

    const passwordHash =
      password !== null
        ? await hashPassword(password)
        : keepsPassword
          ? current.passwordHash
          : null;
    try {
      const partner = await this.prisma.partner.update({
        where: { id },
        data: { ...next, passwordHash },
        include: withStore,
      });
      return { partner, userErrors: [] };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return { partner: null, userErrors: await this.emailTakenErrors(next.email, id) };
    }
  }

  async setOnline(id: number, online: boolean | null | undefined): Promise<Result> {
    const current = await this.prisma.partner.findUnique({ where: { id } });
    if (!current) return { partner: null, userErrors: [notFound] };
    const partner = await this.prisma.partner.update({
      where: { id },
      data: { online: online ?? !current.online },
      include: withStore,
    });
    return { partner, userErrors: [] };
  }

  /** Deletes the partner; its bookings stay, no longer tied to a partner. */
  async delete(id: number): Promise<{ deleted: boolean; userErrors: UserError[] }> {
    const { count } = await this.prisma.partner.deleteMany({ where: { id } });
    return count === 0
      ? { deleted: false, userErrors: [notFound] }
      : { deleted: true, userErrors: [] };
  }

  /** Every rule on the partner as it would be saved, then (if well formed) the lookups. */
  private async checked(
    next: {
      kind: PartnerKind;
      name: string;
      phone: string | null;
      email: string | null;
      arrangements: string | null;
      storeId: number | null;
    },
    password: string | null,
    current: Partner | null,
  ): Promise<UserError[]> {
    const errors: UserError[] = [];
    const invalid = (field: string, message: string, code = UserErrorCode.INVALID) =>
      errors.push({ field, message, code });
    if (next.name.length === 0) invalid('name', 'Give a name', UserErrorCode.REQUIRED);
    else if (next.name.length > 100)
      invalid('name', 'Use at most 100 characters', UserErrorCode.TOO_LONG);
    if (next.phone && (next.phone.length > 30 || !phonePattern.test(next.phone)))
      invalid('phone', 'Give a valid phone number, e.g. +84 912 345 678');
    if (next.email && (next.email.length > 254 || !emailPattern.test(next.email)))
      invalid('email', 'Give a valid e-mail address');
    if (next.arrangements && next.arrangements.length > 2000)
      invalid('arrangements', 'Use at most 2000 characters', UserErrorCode.TOO_LONG);
    if (next.kind === PartnerKind.RENTAL && next.storeId !== null)
      invalid('store_id', 'Only a marketing partner is tied to a shop');
    if (password !== null) {
      if (next.kind !== PartnerKind.RENTAL) {
        invalid('password', 'Only a rental partner has a password');
      } else if (next.email === null) {
        errors.push(emailForPassword);
      } else {
        errors.push(...newPasswordErrors(password, password, next.email, 'password'));
      }
    }
    if (errors.length > 0) return errors;

    if (next.storeId !== null && next.storeId !== current?.storeId) {
      const store = await this.prisma.store.findFirst({
        where: { id: next.storeId, deletedAt: null },
        select: { id: true },
      });
      if (!store) invalid('store_id', 'No such shop', UserErrorCode.NOT_FOUND);
    }
    if (next.email !== null && next.email !== current?.email) {
      errors.push(...(await this.emailTakenErrors(next.email, current?.id ?? null)));
    }
    return errors;
  }

  private async emailTakenErrors(
    email: string | null,
    exceptId: number | null,
  ): Promise<UserError[]> {
    if (email === null) return [];
    const taken = await this.prisma.partner.findFirst({
      where: { email, ...(exceptId === null ? {} : { id: { not: exceptId } }) },
      select: { id: true },
    });
    return taken
      ? [
          {
            field: 'email',
            message: 'A partner with this e-mail exists',
            code: UserErrorCode.ALREADY_EXISTS,
          },
        ]
      : [];
  }
}

const emailForPassword: UserError = {
  field: 'email',
  message: 'A partner with a password needs an e-mail address to sign in with',
  code: UserErrorCode.REQUIRED,
};

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'P2002';
}
