import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { modelPrices } from '../../db/schema/index.js';

export function modelPriceRepository(db: Executor) {
  return {
    all: () => db.select().from(modelPrices).orderBy(asc(modelPrices.model)),
    async find(model: string) {
      const [row] = await db.select().from(modelPrices).where(eq(modelPrices.model, model)).limit(1);
      return row ?? null;
    },
    async upsert(values: {
      model: string;
      inputFenPerMillion: number;
      outputFenPerMillion: number;
      updatedBy: string;
    }) {
      const { model: _key, ...set } = values;
      await db
        .insert(modelPrices)
        .values(values)
        .onConflictDoUpdate({ target: modelPrices.model, set: { ...set, updatedAt: new Date() } });
    },
    async remove(model: string) {
      await db.delete(modelPrices).where(eq(modelPrices.model, model));
    },
  };
}
