import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The server's HMAC key: AUTH_SECRET when set; otherwise one generated on first start and kept in
 * DATA_DIR/secret so restarts keep codes and bind tokens valid. Tests get a throw-away key.
 */
export function resolveAuthSecret(config: { authSecret: string | null; env: string; dataDir: string }): string {
  if (config.authSecret) return config.authSecret;
  if (config.env === 'test') return randomBytes(32).toString('hex');
  return loadOrCreateSecret(path.join(config.dataDir, 'secret'));
}

export function loadOrCreateSecret(file: string): string {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    // 'wx' fails when the file exists, so two processes starting together agree on one secret.
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable secret; delete it or set AUTH_SECRET`);
  return secret;
}
