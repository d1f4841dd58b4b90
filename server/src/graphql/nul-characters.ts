import type { MiddlewareFn } from 'type-graphql';
import { BadInputError } from '../shared/errors';
import { nulPath, nulProblem } from '../shared/nul-characters';

/**
 * PostgreSQL cannot store the NUL character in text, and would refuse the statement with an
 * error no client could act on: any argument holding one is bad input, named, before a
 * service sees it. Runs for every field that has arguments (GraphQL and the REST facade).
 */
export const refuseNulCharacters: MiddlewareFn = ({ args }, next) => {
  const path = nulPath(args, '');
  if (path)
    throw new BadInputError(`"${path}" must not contain the NUL character`, {
      [path]: nulProblem,
    });
  return next();
};
