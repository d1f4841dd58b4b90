import { Kind, parse, type DefinitionNode, type FragmentDefinitionNode } from 'graphql';
import ownExamples from './savedQueries.graphql?raw';

/** A named operation the admin opens into GraphiQL's editor. */
export interface SavedQuery {
  name: string;
  /** The comment lines just above the operation in its file. */
  description: string;
  /** The operation with the fragments it uses. */
  query: string;
  /** The names and types of its variables, to fill in when it is opened. */
  variables: { name: string; type: string }[];
}

/** The `#` lines right above `start` in `source`, joined. */
function commentAbove(source: string, start: number): string {
  const lines = source.slice(0, start).split('\n');
  lines.pop(); // the operation's own line, up to its start
  const comment: string[] = [];
  for (let line = lines.pop(); line !== undefined && /^\s*#/.test(line); line = lines.pop())
    comment.unshift(line.replace(/^\s*#\s?/, ''));
  return comment.join(' ').trim();
}

function fragmentsUsed(
  definition: DefinitionNode,
  fragments: Map<string, FragmentDefinitionNode>,
  found = new Set<string>(),
): Set<string> {
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const value = node as { kind?: string; name?: { value: string } };
    if (value.kind === Kind.FRAGMENT_SPREAD && value.name && !found.has(value.name.value)) {
      found.add(value.name.value);
      visit(fragments.get(value.name.value));
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'loc') visit(child);
  };
  visit(definition);
  return found;
}

/** Each named operation of a .graphql file (its fragments follow it), in the file's order. */
export function savedQueriesOf(source: string): SavedQuery[] {
  const document = parse(source);
  const text = (node: DefinitionNode) => source.slice(node.loc!.start, node.loc!.end);
  const fragments = new Map(
    document.definitions
      .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((definition) => [definition.name.value, definition]),
  );
  return document.definitions.flatMap((definition) => {
    if (definition.kind !== Kind.OPERATION_DEFINITION || !definition.name) return [];
    const used = [...fragmentsUsed(definition, fragments)].map((name) =>
      text(fragments.get(name)!),
    );
    return [
      {
        name: definition.name.value,
        description: commentAbove(source, definition.loc!.start),
        query: [text(definition), ...used].join('\n\n') + '\n',
        variables: (definition.variableDefinitions ?? [])
          .filter((variable) => !variable.defaultValue)
          .map((variable) => ({
            name: variable.variable.name.value,
            type: source.slice(variable.type.loc!.start, variable.type.loc!.end),
          })),
      },
    ];
  });
}

/** `YYYY-MM-DD` of a date in Vietnam (the API's days and months are Asia/Ho_Chi_Minh's). */
function vietnamDay(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(date);
}

/**
 * Values for an operation's variables, so that it runs as opened: `month`/`monthYear` this
 * month, `from`/`to` the last three months up to today, a `first`/`limit`/`top` 10; others
 * are left for the admin (null).
 */
export function exampleVariables(query: SavedQuery, now = new Date()): Record<string, unknown> {
  const today = vietnamDay(now);
  const [year, month] = today.split('-').map(Number);
  const threeMonthsBack = new Date(Date.UTC(year, month - 3, 1));
  const values: Record<string, unknown> = {};
  for (const { name, type } of query.variables) {
    const base = type.replace(/[!\s]/g, '');
    if (/^(month|monthYear)$/.test(name) && base === 'String') values[name] = today.slice(0, 7);
    else if (name === 'from' && base === 'Date')
      values[name] = threeMonthsBack.toISOString().slice(0, 10);
    else if (name === 'to' && base === 'Date') values[name] = today;
    else if (base === 'Int') values[name] = 10;
    else values[name] = null;
  }
  return values;
}

/** The console's own examples: monthly orders of owners and of partners, cash, orders. */
export const ownSavedQueries = savedQueriesOf(ownExamples);
