import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orders, wechatPayers } from '../../db/schema/index.js';

/** Phone payments: the contexts an order was paid from, and JSAPI payers' openids. */
export function phonePayRepository(db: Executor) {
  return {
    /** Adds a context once (a second tap on the same button does not repeat it). */
    async addPhoneContext(orderId: string, context: string) {
      await db
        .update(orders)
        .set({
          phoneContexts: sql`array_append(${orders.phoneContexts}, ${context}::text)`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(orders.id, orderId), sql`not (${context}::text = any(${orders.phoneContexts}))`));
    },
    /** The openid kept for the user under `appId` (a changed pay appid makes it unknown again). */
    async payerOpenid(userId: string, appId: string) {
      const [row] = await db
        .select({ openid: wechatPayers.openid })
        .from(wechatPayers)
        .where(and(eq(wechatPayers.userId, userId), eq(wechatPayers.appId, appId)))
        .limit(1);
      return row?.openid ?? null;
    },
    async savePayerOpenid(userId: string, appId: string, openid: string) {
      await db
        .insert(wechatPayers)
        .values({ userId, appId, openid })
        .onConflictDoUpdate({ target: wechatPayers.userId, set: { appId, openid, updatedAt: sql`now()` } });
    },
  };
}
