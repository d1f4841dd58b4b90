import { BadInputError } from '../shared/errors';

/**
 * Global IDs are opaque to clients: base64url of "<Type>:<database id>". Clients must not
 * build or parse them; the encoding may change.
 */
export function toGlobalId(typeName: string, id: number): string {
  return Buffer.from(`${typeName}:${id}`, 'utf8').toString('base64url');
}

export interface DecodedGlobalId {
  typeName: string;
  id: number;
}

const decodedShape = /^([A-Z][A-Za-z]{0,40}):([1-9][0-9]{0,9})$/;

/** Null when the string is not a global ID of ours. */
export function decodeGlobalId(globalId: string): DecodedGlobalId | null {
  if (!/^[A-Za-z0-9_-]{1,80}$/.test(globalId)) return null;
  const match = decodedShape.exec(Buffer.from(globalId, 'base64url').toString('utf8'));
  if (!match) return null;
  const id = Number(match[2]);
  return id <= 2_147_483_647 ? { typeName: match[1], id } : null;
}

/** The database id behind a global ID of the expected type, or a BAD_USER_INPUT error. */
export function databaseIdOf(globalId: string, typeName: string, field = 'id'): number {
  const decoded = decodeGlobalId(globalId);
  if (!decoded || decoded.typeName !== typeName) {
    throw new BadInputError(`"${field}" is not a valid ${typeName} ID`, {
      [field]: `not a valid ${typeName} ID`,
    });
  }
  return decoded.id;
}
