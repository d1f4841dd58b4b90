import {
  Kind,
  parse,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { operationResultSchema, schemaAtPath } from './result-schema';
import { listLimit, type JsonSchema, type ParamSpec, type RestRoute } from './route';

export interface CompiledRoute extends RestRoute {
  document: DocumentNode;
  /** find-my-way syntax: `/api/cities/info/:id`. */
  routerPath: string;
  paramsSchema?: JsonSchema;
  querySchema?: JsonSchema;
  /** JSON Schema of the response's `data`. */
  dataSchema: JsonSchema;
}

const limitParam: ParamSpec = {
  name: 'limit',
  in: 'query',
  type: 'integer',
  minimum: 1,
  maximum: listLimit.maximum,
  description: `How many items at most (default ${listLimit.default}).`,
};

export function paramJsonSchema(param: ParamSpec): JsonSchema {
  const schema: JsonSchema = (() => {
    switch (param.type) {
      case 'integer':
      case 'number':
        return { type: param.type, minimum: param.minimum, maximum: param.maximum };
      case 'boolean':
        return { type: 'boolean' };
      case 'date-time':
        return { type: 'string', anyOf: [{ format: 'date' }, { format: 'date-time' }] };
      case 'integer-list':
        return { type: 'string', pattern: '^[0-9]{1,10}(,[0-9]{1,10}){0,99}$' };
      case 'string-list':
      case 'string':
        return { type: 'string', maxLength: param.maxLength ?? 200, enum: param.enum };
    }
  })();
  if (param.description) schema.description = param.description;
  return Object.fromEntries(Object.entries(schema).filter(([, value]) => value !== undefined));
}

function objectSchema(params: ParamSpec[]): JsonSchema | undefined {
  if (params.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((param) => [param.name, paramJsonSchema(param)])),
    required: params
      .filter((param) => param.required || param.in === 'path')
      .map((param) => param.name),
  };
}

export function routeParams(route: RestRoute): ParamSpec[] {
  return [...(route.params ?? []), ...(route.pageThrough ? [limitParam] : [])];
}

/** Parses and validates every stored operation once; any mistake stops the server at start-up. */
export function compileRoutes(
  schema: GraphQLSchema,
  routes: readonly RestRoute[],
): CompiledRoute[] {
  const problems: string[] = [];
  const compiled = routes.flatMap((route) => {
    const where = `${route.method} ${route.path}`;
    try {
      const document = parse(route.operation);
      const errors = validate(schema, document);
      if (errors.length > 0) throw new Error(errors.map((e) => e.message).join('; '));
      const operations = document.definitions.filter(
        (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
      );
      if (operations.length !== 1) throw new Error('needs exactly one operation');
      const params = routeParams(route);
      const pathNames = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const declared = params.filter((p) => p.in === 'path').map((p) => p.name);
      if (pathNames.join() !== declared.join()) {
        throw new Error(
          `path parameters {${pathNames.join(',')}} do not match the declared (${declared.join(',')})`,
        );
      }
      if (route.files) {
        if (route.access === 'public') throw new Error('uploads need a signed-in caller');
        const unknown = (route.files.required ?? []).filter(
          (f) => !route.files!.fields.includes(f),
        );
        if (unknown.length > 0) throw new Error(`required files not among the fields: ${unknown}`);
      }
      const resultSchema = operationResultSchema(schema, operations[0]);
      return [
        {
          ...route,
          document,
          routerPath: route.path.replace(/\{(\w+)\}/g, ':$1'),
          paramsSchema: objectSchema(params.filter((p) => p.in === 'path')),
          querySchema: objectSchema(params.filter((p) => p.in === 'query')),
          dataSchema: schemaAtPath(resultSchema, route.resultPath),
        },
      ];
    } catch (error) {
      problems.push(`${where}: ${(error as Error).message}`);
      return [];
    }
  });
  if (problems.length > 0) throw new Error(`REST route table is invalid:\n${problems.join('\n')}`);
  return compiled;
}
