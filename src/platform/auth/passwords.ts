import { argon2id, argon2Verify } from 'hash-wasm';

// OWASP's argon2id minimum: 19 MiB, 2 iterations, 1 lane. WebAssembly, so it also runs in the browser demo.
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return argon2id({ password, salt, parallelism: 1, iterations: 2, memorySize: 19456, hashLength: 32, outputType: 'encoded' });
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  try {
    return await argon2Verify({ password, hash });
  } catch {
    return false;
  }
}
