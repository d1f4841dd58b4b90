import { registerEnumType } from 'type-graphql';
import { Role } from '../../generated/prisma/enums';

registerEnumType(Role, { name: 'Role', description: 'What a signed-in user may do.' });

export { Role };

/** The caller, as proven by a valid bearer token. */
export interface Viewer {
  userId: number;
  role: Role;
  tokenVersion: number;
}
