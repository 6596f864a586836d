import { hash, parseOptions, verify } from '@node-rs/argon2';
import { normalizePassword } from '../domain/password-policy.js';

/** Hashes and checks passwords; the only place that knows the algorithm. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Costs what `verify` costs and always fails: for accounts that do not exist, so timing says nothing. */
  verifyWithoutAccount(password: string): Promise<false>;
  /** Whether a stored hash was made with other parameters than today's (rehash it after a successful login). */
  needsRehash(passwordHash: string): boolean;
}

export interface Argon2Params {
  /** KiB */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** OWASP Password Storage Cheat Sheet: Argon2id, 19 MiB, 2 passes, 1 lane. */
export const defaultArgon2Params: Argon2Params = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Argon2id (the library's default algorithm) with a random 16-byte salt per hash, PHC strings stored. */
export class Argon2PasswordHasher implements PasswordHasher {
  private dummyHash: Promise<string> | undefined;

  constructor(private readonly params: Argon2Params = defaultArgon2Params) {}

  hash(password: string): Promise<string> {
    return hash(normalizePassword(password), { ...this.params, outputLen: 32 });
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, normalizePassword(password));
    } catch {
      return false; // a malformed stored hash never signs anyone in
    }
  }

  async verifyWithoutAccount(password: string): Promise<false> {
    this.dummyHash ??= this.hash(`no account ${Math.random()}`);
    await this.verify(await this.dummyHash, password);
    return false;
  }

  needsRehash(passwordHash: string): boolean {
    try {
      const used = parseOptions(passwordHash);
      return used.memoryCost !== this.params.memoryCost || used.timeCost !== this.params.timeCost || used.parallelism !== this.params.parallelism;
    } catch {
      return true;
    }
  }
}
