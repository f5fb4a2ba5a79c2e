import type { Database } from '../db/client.js';
import { assessmentSeeder } from '../modules/assessment/index.js';
import { contentSeeder, demoContentSeeder } from '../modules/content/index.js';
import { engagementSeeder } from '../modules/engagement/index.js';
import { paymentsSeeder } from '../modules/payments/index.js';
import { safetySeeder } from '../modules/safety/index.js';

/** A seeder writes reference data idempotently (upserts keyed by stable ids); it runs at every start. */
export type Seeder = { name: string; run(db: Database): Promise<void> };

/** Features add their seeders here (plans, market configs, RIASEC test, occupations…). */
export const seeders: Seeder[] = [assessmentSeeder, paymentsSeeder, engagementSeeder, contentSeeder, safetySeeder];
/** Sample data a demonstration shows (invented people); never run on a production site. */
export const demoSeeders: Seeder[] = [demoContentSeeder];

export async function runSeed(db: Database, list: Seeder[] = seeders): Promise<void> {
  for (const seeder of list) await seeder.run(db);
}
