import type { ConsoleRole } from '@lucina/contracts';
import type { TestApp } from '../helpers/app.js';
import { createAccessService } from '../../src/modules/admin/index.js';

let seq = 0;

/** A logged-in account holding `role` (granted as the command line does), or a plain user when null. */
export async function loginAs(t: TestApp, role: ConsoleRole | null, nickname = `员工${++seq}`) {
  const email = `staff${Date.now()}${++seq}@example.com`;
  const session = await t.login({ nickname, email });
  if (role) await createAccessService({ db: t.db }).grant(email, role);
  return { ...session, email };
}
