import {
  getNamedType,
  GraphQLEnumType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLScalarType,
  isAbstractType,
  isCompositeType,
  Kind,
  typeFromAST,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type GraphQLCompositeType,
} from 'graphql';
import type { JsonSchema } from './route';

const scalarSchemas: Record<string, JsonSchema> = {
  Int: { type: 'integer' },
  Float: { type: 'number' },
  String: { type: 'string' },
  ID: { type: 'string' },
  Boolean: { type: 'boolean' },
  DateTime: { type: 'string', format: 'date-time' },
};

function nullable(schema: JsonSchema): JsonSchema {
  return { anyOf: [schema, { type: 'null' }] };
}

/**
 * The JSON Schema of what an operation answers, derived from its selections against the
 * GraphQL schema, so the OpenAPI document can never disagree with what a route returns.
 */
export function operationResultSchema(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
): JsonSchema {
  const root = schema.getRootType(operation.operation);
  if (!root) throw new Error(`The schema has no ${operation.operation} type`);
  return selectionSchema(schema, root, operation.selectionSet);
}

function selectionSchema(
  schema: GraphQLSchema,
  parent: GraphQLCompositeType,
  selectionSet: SelectionSetNode,
): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const name = selection.name.value;
      const key = selection.alias?.value ?? name;
      if (name === '__typename') {
        properties[key] = { type: 'string' };
        continue;
      }
      if (isAbstractType(parent) || !('getFields' in parent)) continue;
      const field = parent.getFields()[name];
      if (!field) continue;
      properties[key] = outputSchema(schema, field.type, selection.selectionSet);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const condition = selection.typeCondition
        ? (typeFromAST(schema, selection.typeCondition) as GraphQLCompositeType | undefined)
        : parent;
      if (!condition) continue;
      Object.assign(
        properties,
        (selectionSchema(schema, condition, selection.selectionSet).properties ?? {}) as object,
      );
    }
  }
  return { type: 'object', properties };
}

function outputSchema(
  schema: GraphQLSchema,
  type: GraphQLOutputType,
  selectionSet?: SelectionSetNode,
): JsonSchema {
  if (type instanceof GraphQLNonNull) return innerSchema(schema, type.ofType, selectionSet);
  return nullable(innerSchema(schema, type, selectionSet));
}

function innerSchema(
  schema: GraphQLSchema,
  type: GraphQLOutputType,
  selectionSet?: SelectionSetNode,
): JsonSchema {
  if (type instanceof GraphQLList)
    return { type: 'array', items: outputSchema(schema, type.ofType, selectionSet) };
  if (type instanceof GraphQLEnumType)
    return { type: 'string', enum: type.getValues().map((v) => v.name) };
  if (type instanceof GraphQLScalarType) return scalarSchemas[type.name] ?? {};
  const named = getNamedType(type);
  if (isCompositeType(named) && selectionSet) return selectionSchema(schema, named, selectionSet);
  return {};
}

/** The part of a schema at a dot path of object properties (`cities.nodes`). */
export function schemaAtPath(root: JsonSchema, path: string): JsonSchema {
  let current: JsonSchema = root;
  for (const key of path.split('.')) {
    const objectSchema = (current.anyOf as JsonSchema[] | undefined)?.[0] ?? current;
    const properties = objectSchema.properties as Record<string, JsonSchema> | undefined;
    const next = properties?.[key];
    if (!next) throw new Error(`The result has no "${key}" in "${path}"`);
    current = next;
  }
  return current;
}
