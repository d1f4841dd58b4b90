import { Role } from '../generated/prisma/enums';
import { ForbiddenError, UnauthenticatedError } from '../shared/errors';
import { authChecker } from './access';
import type { GraphQLContext } from './context';

describe('authChecker', () => {
  const check = (
    viewer: GraphQLContext['viewer'],
    roles: Role[],
    tokenProblem: GraphQLContext['tokenProblem'] = null,
  ) =>
    authChecker(
      {
        context: { viewer, tokenProblem } as GraphQLContext,
        root: {},
        args: {},
        info: {} as never,
      },
      roles,
    );

  it('refuses anonymous callers as UNAUTHENTICATED, saying when a session has ended', () => {
    expect(() => check(null, [Role.ADMIN])).toThrow(UnauthenticatedError);
    expect(() => check(null, [Role.ADMIN], 'expired')).toThrow('Your session has ended');
    expect(() => check(null, [Role.ADMIN], 'revoked')).toThrow('Your session has ended');
  });

  it('refuses the wrong role as FORBIDDEN and lets the right one through', () => {
    const owner = { userId: 1, role: Role.SHOP_OWNER, tokenVersion: 0 };
    expect(() => check(owner, [Role.ADMIN])).toThrow(ForbiddenError);
    expect(check(owner, [Role.SHOP_OWNER, Role.ADMIN])).toBe(true);
  });
});
