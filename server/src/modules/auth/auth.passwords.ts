import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/** argon2id with OWASP's parameters: 19 MiB, 2 iterations, 1 lane. */
const argon2idOptions = {
  // Algorithm.Argon2id; the package declares it as a const enum, which isolatedModules cannot read.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const passwordLimits = { min: 8, max: 128 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2idOptions);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let commonPasswords: Set<string> | undefined;

/**
 * Among the ~49,000 most used passwords of public breach lists (zxcvbn-ts' list), compared
 * without regard to case.
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    (dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()),
  );
  return commonPasswords.has(password.toLowerCase());
}
