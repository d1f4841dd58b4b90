import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';
import type { ComplexityEstimatorArgs } from 'graphql-query-complexity';
import { BadInputError } from '../shared/errors';

export const maxPageSize = 100;
export const defaultPageSize = 20;

// Plain fields on every list's hot path: no per-field middleware (see BikeSearchResult).
@ObjectType({ description: 'Where a page sits in its list.', simpleResolvers: true })
export class PageInfo {
  @Field(() => Boolean, {
    description: 'True when more nodes follow this page: ask again with `after: endCursor`.',
  })
  hasNextPage!: boolean;

  @Field(() => Boolean, {
    description: 'True when nodes come before this page: ask again with `before: startCursor`.',
  })
  hasPreviousPage!: boolean;

  @Field(() => String, {
    description: 'Cursor of the first node of the page; null when the page is empty.',
    nullable: true,
  })
  startCursor!: string | null;

  @Field(() => String, {
    description: 'Cursor of the last node of the page; null when the page is empty.',
    nullable: true,
  })
  endCursor!: string | null;
}

@ArgsType()
export class ConnectionArgs {
  @Field(() => Int, {
    nullable: true,
    description: `Page size from the start (at most ${maxPageSize}).`,
  })
  first?: number | null;

  @Field(() => String, { nullable: true, description: 'Cursor to continue after.' })
  after?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: `Page size from the end (at most ${maxPageSize}).`,
  })
  last?: number | null;

  @Field(() => String, { nullable: true, description: 'Cursor to continue before.' })
  before?: string | null;
}

export interface Edge<T> {
  cursor: string;
  node: T;
}

export interface ConnectionResult<T> {
  edges: Edge<T>[];
  nodes: T[];
  pageInfo: PageInfo;
  totalCount: number;
}

/** A connection type (`<Node>Connection` with `<Node>Edge`) for a node class. */
export function ConnectionType<TNode extends object>(nodeType: ClassType<TNode>) {
  @ObjectType(`${nodeType.name}Edge`, {
    description: `One ${nodeType.name} of a list, with its cursor.`,
    simpleResolvers: true,
  })
  class EdgeType {
    @Field(() => String, {
      description: 'Opaque position of this node: pass it as `after` or `before` to page on.',
    })
    cursor!: string;

    @Field(() => nodeType, { description: `The ${nodeType.name} itself.` })
    node!: TNode;
  }

  @ObjectType()
  abstract class Connection {
    @Field(() => [EdgeType], {
      description: 'The page of nodes, each with its cursor, in the list’s order.',
      simple: true,
    })
    edges!: EdgeType[];

    @Field(() => [nodeType], {
      description: 'The nodes of `edges`, for clients that need no cursors.',
      simple: true,
    })
    nodes!: TNode[];

    @Field(() => PageInfo, {
      description: 'Whether more pages follow or precede, and where.',
      simple: true,
    })
    pageInfo!: PageInfo;

    @Field(() => Int, { description: 'How many nodes the whole list holds.', simple: true })
    totalCount!: number;
  }
  return Connection;
}

/** Cost of a connection field: its children, once per requested node. */
export function connectionComplexity({ args, childComplexity }: ComplexityEstimatorArgs): number {
  const size = Number(args.first ?? args.last ?? defaultPageSize);
  return 1 + childComplexity * Math.max(1, Math.min(size, maxPageSize));
}

/**
 * Cost of a list field that is not a connection: its children once per item it is expected to
 * hold (what the data allows, e.g. a day's opening slots, or a size argument of the field).
 * Without it a list costs its children once, and lists nested in lists (a shop's bikes, each
 * bike's shop, its bikes...) would cost next to nothing while answering megabytes.
 */
export function listComplexity(
  expectedSize: number | ((args: Record<string, unknown>) => number),
): (estimate: ComplexityEstimatorArgs) => number {
  return ({ args, childComplexity }) => {
    const size = typeof expectedSize === 'number' ? expectedSize : expectedSize(args);
    return 1 + childComplexity * Math.max(1, size);
  };
}

const cursorPrefix = 'offset:';

export function encodeCursor(offset: number): string {
  return Buffer.from(`${cursorPrefix}${offset}`, 'utf8').toString('base64url');
}

function decodeCursor(cursor: string, field: string): number {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const offset = Number(text.slice(cursorPrefix.length));
  if (!text.startsWith(cursorPrefix) || !Number.isInteger(offset) || offset < 0) {
    throw new BadInputError(`"${field}" is not a cursor of this list`, {
      [field]: 'not a valid cursor',
    });
  }
  return offset;
}

function checkSize(value: number | null | undefined, field: string): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (value < 0 || value > maxPageSize) {
    throw new BadInputError(`"${field}" must be from 0 to ${maxPageSize}`, {
      [field]: `must be from 0 to ${maxPageSize}`,
    });
  }
  return value;
}

/** The rows a list can give: how many in all, and a window of them in a stable order. */
export interface PageSource<T> {
  count(): Promise<number>;
  slice(offset: number, limit: number): Promise<T[]>;
}

/** A list already in memory (e.g. a DataLoader's rows of one parent) as a page source. */
export function rowsSource<T>(rows: readonly T[]): PageSource<T> {
  return {
    count: () => Promise.resolve(rows.length),
    slice: (offset, limit) => Promise.resolve(rows.slice(offset, offset + limit)),
  };
}

export async function paginate<T>(
  args: ConnectionArgs,
  source: PageSource<T>,
): Promise<ConnectionResult<T>> {
  const first = checkSize(args.first, 'first');
  const last = checkSize(args.last, 'last');
  if (first !== undefined && last !== undefined) {
    throw new BadInputError('Give "first" or "last", not both', {
      last: 'not together with first',
    });
  }
  const afterOffset = args.after ? decodeCursor(args.after, 'after') : -1;
  const beforeOffset = args.before ? decodeCursor(args.before, 'before') : undefined;

  const totalCount = await source.count();
  let start = afterOffset + 1;
  let end = Math.min(beforeOffset ?? totalCount, totalCount);
  if (last !== undefined) start = Math.max(start, end - last);
  else end = Math.min(end, start + (first ?? defaultPageSize));
  const rows = end > start ? await source.slice(start, end - start) : [];

  const edges = rows.map((node, index) => ({ cursor: encodeCursor(start + index), node }));
  return {
    edges,
    nodes: rows,
    totalCount,
    pageInfo: {
      hasPreviousPage: start > 0,
      hasNextPage: start + rows.length < totalCount,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
