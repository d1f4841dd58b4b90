/** How a statement failed inside the database: its SQLSTATE and PostgreSQL's message. */
export interface SqlFailure {
  sqlState: string;
  message: string;
}

/** Awaits a raw query that must fail in the database, and says how it failed. */
export async function sqlFailure(statement: Promise<unknown>): Promise<SqlFailure> {
  try {
    await statement;
  } catch (error) {
    const failure = databaseCause(error);
    if (failure) return failure;
    throw error;
  }
  throw new Error('The statement succeeded; it was expected to fail');
}

/** Prisma wraps the driver's error: meta.driverAdapterError.cause carries the original. */
function databaseCause(error: unknown): SqlFailure | undefined {
  const cause = field(field(field(error, 'meta'), 'driverAdapterError'), 'cause');
  const sqlState = field(cause, 'originalCode');
  const message = field(cause, 'originalMessage');
  return typeof sqlState === 'string' && typeof message === 'string'
    ? { sqlState, message }
    : undefined;
}

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[name]
    : undefined;
}
