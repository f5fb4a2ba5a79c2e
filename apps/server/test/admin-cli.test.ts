import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ADMIN_CLI_USAGE, parseAdminArgs } from '../src/admin-cli-args.js';

describe('npm run admin', () => {
  it('refuses a grant without a role, naming the roles, instead of granting admin', () => {
    const parsed = parseAdminArgs(['grant', '13800000000']);
    expect(parsed).toEqual({ error: expect.stringContaining('请指定要授予的角色：admin 或 operator') });
    expect('error' in parsed && parsed.error).toContain(ADMIN_CLI_USAGE);
  });

  it('stops with the usage, exit status 2, before it opens any database', () => {
    const serverDir = fileURLToPath(new URL('..', import.meta.url));
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/admin-cli.ts', 'grant', '13800000000'], {
      cwd: serverDir,
      encoding: 'utf8',
      // A database nobody can reach: a command that went on would fail differently.
      env: { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
      timeout: 30_000,
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('请指定要授予的角色：admin 或 operator');
  }, 40_000);

  it('refuses a role that is not admin or operator', () => {
    for (const role of ['root', 'Admin', '']) {
      expect(parseAdminArgs(['grant', 'a@example.com', role])).toEqual({
        error: expect.stringContaining('角色只能是 admin 或 operator'),
      });
    }
  });

  it('grants the role named, and revokes without one', () => {
    expect(parseAdminArgs(['grant', ' a@example.com ', 'operator'])).toEqual({
      command: 'grant',
      contact: 'a@example.com',
      role: 'operator',
    });
    expect(parseAdminArgs(['grant', '13800000000', 'admin'])).toEqual({
      command: 'grant',
      contact: '13800000000',
      role: 'admin',
    });
    expect(parseAdminArgs(['revoke', '13800000000'])).toEqual({ command: 'revoke', contact: '13800000000' });
  });

  it('shows the usage for anything else', () => {
    for (const argv of [[], ['grant'], ['promote', 'a@example.com', 'admin'], ['revoke', 'a@example.com', 'admin']]) {
      expect(parseAdminArgs(argv)).toEqual({ error: ADMIN_CLI_USAGE });
    }
  });
});
