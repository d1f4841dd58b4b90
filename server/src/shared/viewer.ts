import type { Role } from '../generated/prisma/enums';

/** The caller, as proven by a valid bearer token. */
export interface Viewer {
  userId: number;
  role: Role;
  tokenVersion: number;
}

/** Why a bearer token proves nothing. */
export type TokenProblem = 'malformed' | 'expired' | 'invalid';
