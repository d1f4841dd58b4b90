import { defaultFieldResolver, isObjectType, type GraphQLSchema } from 'graphql';
import { BadInputError } from '../shared/errors';
import { inputProblem } from '../shared/nul-characters';

/**
 * PostgreSQL cannot store the NUL character in text, and would refuse the statement with an
 * error no client could act on: any argument holding one is bad input, named, before the
 * resolver sees it (GraphQL and the REST facade). Like GraphQL's own validation, this answers
 * before access is checked.
 *
 * The check wraps the resolvers of fields that take arguments, synchronously. As a
 * type-graphql global middleware it made every field of every object asynchronous, which
 * cost a page of 100 search results hundreds of promises.
 */
export function refuseNulArguments(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (field.args.length === 0) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context, info) => {
        const refused = inputProblem(args, '');
        if (refused) {
          throw new BadInputError(`"${refused.path}" ${refused.problem}`, {
            [refused.path]: refused.problem,
          });
        }
        return resolve(source, args, context, info);
      };
    }
  }
  return schema;
}
