import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { invitations, users } from '../../db/schema/index.js';
import type { WechatApp } from '../../providers/wechat/index.js';

/** Tokens issued before the official account existed carry no app: they are the website's. */
const openIdColumn = (app: WechatApp | undefined) => (app === 'mp' ? users.wechatMpOpenId : users.wechatOpenId);

/** User lookups and contact changes that login needs; every call joins the caller's transaction. */
export function accountRepository(db: Executor) {
  const findBy = async (where: SQL) => {
    const [row] = await db.select().from(users).where(where).limit(1);
    return row ?? null;
  };
  return {
    findByPhone: (phone: string) => findBy(eq(users.phone, phone)),
    findByEmail: (email: string) => findBy(eq(users.email, email)),
    findByInviteCode: (code: string) => findBy(eq(users.inviteCode, code)),
    /**
     * unionid first: it is the same across the company's WeChat apps (website QR and official account), so
     * both logins reach one account; openid is per app, kept in that app's column.
     */
    async findByWechat(ids: { app?: WechatApp; openid: string; unionid: string | null }) {
      const byUnion = ids.unionid ? await findBy(eq(users.wechatUnionId, ids.unionid)) : null;
      return byUnion ?? findBy(eq(openIdColumn(ids.app), ids.openid));
    },
    async setPhone(userId: string, phone: string) {
      await db
        .update(users)
        .set({ phone, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
    },
    /** Binds a WeChat identity; the avatar is taken only when the account has none. */
    async attachWechat(
      userId: string,
      ids: { app?: WechatApp; openid: string; unionid: string | null; headimgurl: string },
    ) {
      await db
        .update(users)
        .set({
          ...(ids.app === 'mp' ? { wechatMpOpenId: ids.openid } : { wechatOpenId: ids.openid }),
          // An account found by one app's openid keeps its unionid when the other app reports none.
          wechatUnionId: ids.unionid ?? sql`${users.wechatUnionId}`,
          userIcon: sql`case when ${users.userIcon} = '' then ${ids.headimgurl} else ${users.userIcon} end`,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, userId));
    },
    /** Records who invited the new account; a second attempt for the same invitee does nothing. */
    async recordInvitation(inviterUserId: string, inviteeUserId: string) {
      const [row] = await db
        .insert(invitations)
        .values({ inviterUserId, inviteeUserId })
        .onConflictDoNothing({ target: invitations.inviteeUserId })
        .returning();
      if (row) await db.update(users).set({ invitedByUserId: inviterUserId }).where(eq(users.id, inviteeUserId));
      return row ?? null;
    },
  };
}
