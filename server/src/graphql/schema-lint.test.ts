import path from 'node:path';
import { runner } from 'graphql-schema-linter';

const schemaFile = path.resolve(__dirname, '../../../schema/schema.graphql');

/** The relay rules keep every list a proper connection; the rest keep the schema documented. */
const rules = [
  'relay-connection-types-spec',
  'relay-connection-arguments-spec',
  'relay-page-info-spec',
  'types-have-descriptions',
  'fields-have-descriptions',
  'arguments-have-descriptions',
  'input-object-values-have-descriptions',
  'enum-values-have-descriptions',
  'deprecations-have-a-reason',
];

interface Finding {
  message: string;
  location: { line: number; column: number };
  rule: string;
}

/** Runs the linter's own CLI entry in-process, as `graphql-schema-linter --format json` would. */
async function lint(file: string): Promise<{ exitCode: number; findings: Finding[] }> {
  let out = '';
  let err = '';
  const sink = (append: (text: string) => void) => ({
    write: (text: string) => (append(text), true),
    on: () => undefined,
  });
  const exitCode = await runner.run(
    sink((text) => (out += text)),
    process.stdin,
    sink((text) => (err += text)),
    ['node', 'graphql-schema-linter', '--format', 'json', '--rules', rules.join(','), file],
  );
  if (exitCode === 2 || !out) throw new Error(`graphql-schema-linter failed: ${err || out}`);
  return { exitCode, findings: JSON.parse(out).errors };
}

describe('schema/schema.graphql under graphql-schema-linter', () => {
  it('has no finding: every type, field, argument and value described, connections as Relay says', async () => {
    const { exitCode, findings } = await lint(schemaFile);
    const listed = findings.map(
      (f) => `${f.location.line}:${f.location.column} ${f.message} (${f.rule})`,
    );
    expect(listed).toEqual([]);
    expect(exitCode).toBe(0);
  });
});
