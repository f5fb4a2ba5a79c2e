import { consoleRoleSchema } from '@lucina/contracts/admin';
import { loadConfig } from './config.js';
import { databaseTargetOf, openDatabase } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { AppError } from './lib/errors.js';
import { createAccessService } from './modules/admin/index.js';

// `npm run admin -- grant <phone or email> [admin|operator]` / `revoke <phone or email>`, on the server's database.
// It only changes roles of existing accounts: the person signs in with the normal login, never a preset password.
const USAGE =
  '用法：npm run admin -- grant <手机号或邮箱> [admin|operator]\n      npm run admin -- revoke <手机号或邮箱>';

async function main(argv: string[]): Promise<number> {
  const [command, contact, roleArg] = argv;
  if (!contact || (command !== 'grant' && command !== 'revoke')) {
    console.error(USAGE);
    return 2;
  }
  const role = consoleRoleSchema.safeParse(roleArg ?? 'admin');
  if (command === 'grant' && !role.success) {
    console.error(`角色只能是 admin 或 operator\n${USAGE}`);
    return 2;
  }
  const handle = await openDatabase(databaseTargetOf(loadConfig()));
  try {
    await runMigrations(handle);
    const access = createAccessService({ db: handle.db });
    const result =
      command === 'grant' ? await access.grant(contact.trim(), role.data!) : await access.revoke(contact.trim());
    const name = `${result.nickname}（${result.userId}）`;
    console.log(
      command === 'grant'
        ? `已授予 ${name} ${result.role} 角色（原角色：${result.before ?? '无'}）`
        : result.before
          ? `已撤销 ${name} 的 ${result.before} 角色`
          : `${name} 本来就没有后台角色`,
    );
    return 0;
  } catch (err) {
    if (err instanceof AppError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
