import { parseAdminArgs } from './admin-cli-args.js';
import { loadConfig } from './config.js';
import { databaseTargetOf, openDatabase } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { AppError } from './lib/errors.js';
import { createAccessService } from './modules/admin/index.js';

// `npm run admin -- grant <phone or email> <admin|operator>` / `revoke <phone or email>`, on the server's database.
// It only changes roles of existing accounts: the person signs in with the normal login, never a preset password.
async function main(argv: string[]): Promise<number> {
  const args = parseAdminArgs(argv);
  if ('error' in args) {
    console.error(args.error);
    return 2;
  }
  const handle = await openDatabase(databaseTargetOf(loadConfig()));
  try {
    await runMigrations(handle);
    const access = createAccessService({ db: handle.db });
    const result =
      args.command === 'grant' ? await access.grant(args.contact, args.role) : await access.revoke(args.contact);
    const name = `${result.nickname}（${result.userId}）`;
    console.log(
      args.command === 'grant'
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
