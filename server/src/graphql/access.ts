import { Authorized, Extensions, type AuthCheckerFn } from 'type-graphql';
import type { Role } from '../generated/prisma/enums';
import { ForbiddenError, UnauthenticatedError } from '../shared/errors';
import type { GraphQLContext } from './context';

/**
 * Every root field declares who may call it, with exactly one of these decorators; a test
 * (src/schema.test.ts) walks the schema and fails on a root field without one.
 */
export const accessExtension = 'access';

export type Access = 'public' | Role[];

/** Anyone, signed in or not. */
export function Public(): MethodDecorator {
  return Extensions({ [accessExtension]: 'public' }) as MethodDecorator;
}

/** Only signed-in users with one of the roles. */
export function Allow(...roles: Role[]): MethodDecorator {
  const authorized = Authorized(...roles) as MethodDecorator;
  const extension = Extensions({ [accessExtension]: roles }) as MethodDecorator;
  return (target, key, descriptor) => {
    authorized(target, key, descriptor);
    extension(target, key, descriptor);
  };
}

export const authChecker: AuthCheckerFn<GraphQLContext, Role> = ({ context }, roles) => {
  if (!context.viewer) {
    const ended = context.tokenProblem === 'expired' || context.tokenProblem === 'revoked';
    throw new UnauthenticatedError(
      ended ? 'Your session has ended: sign in again' : 'Sign in to continue',
    );
  }
  if (roles.length > 0 && !roles.includes(context.viewer.role)) {
    throw new ForbiddenError();
  }
  return true;
};
