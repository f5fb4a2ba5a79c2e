import type { ConsoleRole } from '@lucina/contracts';
import { consoleRoleSchema } from '@lucina/contracts/admin';

export const ADMIN_CLI_USAGE =
  '用法：npm run admin -- grant <手机号或邮箱> <admin|operator>\n      npm run admin -- revoke <手机号或邮箱>';

export type AdminCliCommand =
  { command: 'grant'; contact: string; role: ConsoleRole } | { command: 'revoke'; contact: string } | { error: string };

/**
 * The command line of `npm run admin`. A grant names its role: the most powerful role is never a default, so a
 * forgotten word cannot make someone an admin.
 */
export function parseAdminArgs(argv: string[]): AdminCliCommand {
  const [command, rawContact, roleArg, ...extra] = argv;
  const contact = rawContact?.trim();
  if (!contact || extra.length > 0) return { error: ADMIN_CLI_USAGE };
  if (command === 'revoke') {
    return roleArg === undefined ? { command, contact } : { error: ADMIN_CLI_USAGE };
  }
  if (command !== 'grant') return { error: ADMIN_CLI_USAGE };
  if (roleArg === undefined) return { error: `请指定要授予的角色：admin 或 operator\n${ADMIN_CLI_USAGE}` };
  const role = consoleRoleSchema.safeParse(roleArg);
  if (!role.success) return { error: `角色只能是 admin 或 operator\n${ADMIN_CLI_USAGE}` };
  return { command, contact, role: role.data };
}
