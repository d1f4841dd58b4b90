import { randomBytes } from 'node:crypto';
import type { PrismaClient } from '../../generated/prisma/client';
import { UserErrorCode, type UserError } from '../../graphql/user-error';
import {
  InvalidCredentialsError,
  SignedOutAfterWrongPasswordsError,
  TooManyAttemptsError,
} from './auth.errors';
import { hashPassword, isCommonPassword, passwordLimits, verifyPassword } from './auth.passwords';
import type { LoginThrottle } from './auth.throttle';
import type { AccessTokens } from './auth.tokens';
import type { Viewer } from '../../shared/viewer';
import { Language, Role, type Session } from './auth.types';
import { areValidPushKeys, registeredPushEndpointProblem } from '../push/push-endpoints';
import { OutboundClient } from '../../outbound/outbound-client';

export interface AuthOptions {
  /** Checks push endpoints as push sends: https to public addresses (see pushOutboundClient). */
  pushOutbound: OutboundClient;
  /** Wrong current passwords (password change) within the sign-in window that end every session. */
  wrongCurrentPasswordsBeforeSignOut: number;
}

export interface LoginAttempt {
  username: string;
  password: string;
  area: Role;
  clientAddress: string;
}

/** Sign-ins, sessions and the signed-in user's own settings. */
export class AuthService {
  /** Compared against when the user does not exist, so both failures take the same time. */
  private readonly decoyHash: Promise<string>;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly tokens: AccessTokens,
    private readonly throttle: LoginThrottle,
    private readonly options: AuthOptions = {
      pushOutbound: new OutboundClient(),
      wrongCurrentPasswordsBeforeSignOut: 3,
    },
  ) {
    this.decoyHash = hashPassword(randomBytes(24).toString('base64url'));
  }

  async login(attempt: LoginAttempt): Promise<Session> {
    const username = attempt.username.trim().toLowerCase();
    const accountKey = accountThrottleKey(username);
    const keys = [accountKey, addressThrottleKey(attempt.clientAddress)];
    const claim = await this.throttle.claim(keys);
    if (claim.retryAfterSeconds > 0) throw new TooManyAttemptsError(claim.retryAfterSeconds);

    const user = await this.prisma.user.findUnique({ where: { username } });
    const matches = await verifyPassword(
      user?.passwordHash ?? (await this.decoyHash),
      attempt.password,
    );
    const allowedHere = attempt.area === Role.SHOP_OWNER || user?.role === Role.ADMIN;
    // A failure stays counted under both keys; a success uncounts itself and clears the account.
    if (!user || !user.passwordHash || !user.active || !matches || !allowedHere)
      throw new InvalidCredentialsError();
    await claim.release();
    await this.throttle.clear(accountKey);
    await this.throttle.clear(currentPasswordThrottleKey(user.id));
    return this.sessionFor(user);
  }

  /** Whether a token's claims still hold: the user exists, is active, and has not revoked them. */
  async confirm(viewer: Viewer): Promise<boolean> {
    const user = await this.prisma.user.findUnique({
      where: { id: viewer.userId },
      select: { role: true, active: true, tokenVersion: true },
    });
    return Boolean(
      user?.active && user.role === viewer.role && user.tokenVersion === viewer.tokenVersion,
    );
  }

  async me(viewer: Viewer) {
    const user = await this.prisma.user.findUniqueOrThrow({ where: { id: viewer.userId } });
    return {
      userName: user.username,
      name: user.name,
      role: user.role,
      language: user.language,
      areas: user.role === Role.ADMIN ? [Role.ADMIN, Role.SHOP_OWNER] : [Role.SHOP_OWNER],
    };
  }

  async setLanguage(viewer: Viewer, language: Language) {
    await this.prisma.user.update({ where: { id: viewer.userId }, data: { language } });
    return { me: await this.me(viewer), userErrors: [] };
  }

  /** Stores where to push the user's notifications; an endpoint moves to whoever registers it last. */
  async registerPushSubscription(
    viewer: Viewer,
    input: { endpoint: string; p256dh?: string | null; auth?: string | null },
  ) {
    const endpoint = input.endpoint.trim();
    const errors: UserError[] = [];
    // A device id of an older client has no scheme; `https:/host` is a URL to WHATWG parsers.
    const isUrl = endpoint.includes('://') || /^https?:/i.test(endpoint);
    const endpointProblem =
      isUrl && endpoint.length <= 2000
        ? await registeredPushEndpointProblem(endpoint, this.options.pushOutbound)
        : null;
    if (endpoint.length === 0)
      errors.push({
        field: 'endpoint',
        message: 'Give the subscription endpoint or device id',
        code: UserErrorCode.REQUIRED,
      });
    else if (endpoint.length > 2000)
      errors.push({
        field: 'endpoint',
        message: 'Use at most 2000 characters',
        code: UserErrorCode.TOO_LONG,
      });
    else if (endpointProblem) {
      errors.push({
        field: 'endpoint',
        message: `A push endpoint must be an https URL on the public internet (${endpointProblem})`,
        code: UserErrorCode.INVALID,
      });
    }
    const p256dh = input.p256dh?.trim() || null;
    const auth = input.auth?.trim() || null;
    if ((p256dh || auth) && !(p256dh && auth && areValidPushKeys(p256dh, auth)))
      errors.push({
        field: p256dh ? 'auth' : 'p256dh',
        message: 'Give the subscription keys as the browser gives them (p256dh and auth)',
        code: UserErrorCode.INVALID,
      });
    if (errors.length > 0) return { me: null, userErrors: errors };
    const keys = p256dh && auth ? { p256dh, auth } : undefined;
    await this.prisma.pushSubscription.upsert({
      where: { endpoint },
      create: { endpoint, userId: viewer.userId, keys },
      update: { userId: viewer.userId, keys },
    });
    return { me: await this.me(viewer), userErrors: [] };
  }

  /** Stops notifications to an endpoint of the user's (signing out, or the browser unsubscribed). */
  async unregisterPushSubscription(viewer: Viewer, endpoint: string) {
    await this.prisma.pushSubscription.deleteMany({
      where: { endpoint: endpoint.trim(), userId: viewer.userId },
    });
    return { me: await this.me(viewer), userErrors: [] };
  }

  /**
   * Changes the password and revokes every other token of the user. The current password is a
   * sign-in: a wrong one counts toward the same lock (per account and per client address), and
   * a few in a row end every session, so that a stolen session cannot guess its way to a
   * permanent takeover.
   */
  async changePassword(
    viewer: Viewer,
    input: { oldPassword: string; newPassword: string; repeatPassword: string },
    clientAddress: string,
  ): Promise<{ session: Session | null; userErrors: UserError[] }> {
    const user = await this.prisma.user.findUniqueOrThrow({ where: { id: viewer.userId } });
    const accountKey = accountThrottleKey(user.username);
    const guessKey = currentPasswordThrottleKey(user.id);
    const claim = await this.throttle.claim([
      accountKey,
      addressThrottleKey(clientAddress),
      guessKey,
    ]);
    if (claim.retryAfterSeconds > 0) throw new TooManyAttemptsError(claim.retryAfterSeconds);
    const userErrors = newPasswordErrors(input.newPassword, input.repeatPassword, user.username);
    if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.oldPassword))) {
      // Counted under every key, as a failed sign-in.
      if (
        (await this.throttle.count(guessKey)) >= this.options.wrongCurrentPasswordsBeforeSignOut
      ) {
        await this.prisma.user.update({
          where: { id: user.id },
          data: { tokenVersion: { increment: 1 } },
        });
        await this.throttle.clear(guessKey);
        throw new SignedOutAfterWrongPasswordsError();
      }
      userErrors.unshift({
        field: 'old_password',
        message: 'This is not your current password',
        code: UserErrorCode.INVALID,
      });
      return { session: null, userErrors };
    }
    await claim.release();
    if (userErrors.length > 0) return { session: null, userErrors };
    await this.throttle.clear(accountKey);
    await this.throttle.clear(guessKey);
    const updated = await this.prisma.user.update({
      where: { id: user.id },
      data: { passwordHash: await hashPassword(input.newPassword), tokenVersion: { increment: 1 } },
    });
    return { session: await this.sessionFor(updated), userErrors: [] };
  }

  async sessionFor(user: {
    id: number;
    role: Role;
    tokenVersion: number;
    username: string;
  }): Promise<Session> {
    const token = await this.tokens.sign({
      userId: user.id,
      role: user.role,
      tokenVersion: user.tokenVersion,
    });
    return { token, user: { role: user.role, userName: user.username } };
  }
}

const accountThrottleKey = (username: string) => `account:${username.trim().toLowerCase()}`;
const addressThrottleKey = (clientAddress: string) => `address:${clientAddress}`;
const currentPasswordThrottleKey = (userId: number) => `current-password:${userId}`;

/** What is wrong with a new password, first problem only; then whether the repeat matches. */
export function newPasswordErrors(
  password: string,
  repeat: string,
  username: string,
  field = 'new_password',
): UserError[] {
  const errors: UserError[] = [];
  const problem = newPasswordProblem(password, username);
  if (problem) errors.push({ field, ...problem });
  if (repeat !== password) {
    errors.push({
      field: 'repeat_password',
      message: 'The two new passwords differ',
      code: UserErrorCode.INVALID,
    });
  }
  return errors;
}

function newPasswordProblem(password: string, username: string): Omit<UserError, 'field'> | null {
  if (password.length < passwordLimits.min) {
    return {
      message: `Use at least ${passwordLimits.min} characters`,
      code: UserErrorCode.TOO_SHORT,
    };
  }
  if (password.length > passwordLimits.max) {
    return {
      message: `Use at most ${passwordLimits.max} characters`,
      code: UserErrorCode.TOO_LONG,
    };
  }
  if (password.toLowerCase().includes(username.toLowerCase())) {
    return { message: 'Do not use your username in the password', code: UserErrorCode.INVALID };
  }
  if (isCommonPassword(password)) {
    return { message: 'This password is too common: choose another', code: UserErrorCode.INVALID };
  }
  return null;
}
