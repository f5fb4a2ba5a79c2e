import type { Seeder } from '../../seed/index.js';
import { keywordRepository } from './keyword.repository.js';
import { shippedKeywords } from './shipped-keywords.js';

/** The shipped keyword library, inserted once per term; from then on the operators' edits stand. */
export const safetySeeder: Seeder = {
  name: 'safety',
  run: (db) => keywordRepository(db).insertShipped(shippedKeywords()),
};
