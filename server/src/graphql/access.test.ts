import { isObjectType } from 'graphql';
import { ForbiddenError, UnauthenticatedError } from '../shared/errors';
import { Role } from '../modules/auth/auth.types';
import { accessExtension, authChecker } from './access';
import type { GraphQLContext } from './context';
import { buildAppSchema } from './schema';

describe('access declarations', () => {
  it('every root field says who may call it', async () => {
    const schema = await buildAppSchema();
    const undeclared: string[] = [];
    for (const root of [
      schema.getQueryType(),
      schema.getMutationType(),
      schema.getSubscriptionType(),
    ]) {
      if (!isObjectType(root)) continue;
      for (const field of Object.values(root.getFields())) {
        const access = field.extensions[accessExtension];
        const valid = access === 'public' || (Array.isArray(access) && access.length > 0);
        if (!valid) undeclared.push(`${root.name}.${field.name}`);
      }
    }
    expect(undeclared).toEqual([]);
  });
});

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
