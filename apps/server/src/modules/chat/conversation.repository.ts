import { and, eq, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { once } from '../../lib/once.js';
import { conversations, users } from '../../db/schema/index.js';

/** Who owns a conversation: an account, or a visitor (temp token) until login moves it to the account. */
export type ChatOwner = { kind: 'user'; userId: string } | { kind: 'visitor'; visitorId: string };

/** The live conversations of an account or a visitor; `id` a value, or a prepared statement's placeholder. */
export function ownedBy(kind: ChatOwner['kind'], id: string | Placeholder): SQL {
  return kind === 'user'
    ? and(isNull(conversations.deletedAt), eq(conversations.userId, id))!
    : and(isNull(conversations.deletedAt), eq(conversations.visitorId, id), isNull(conversations.userId))!;
}

/** The owner's live (not deleted) conversations; a visitor's stop being theirs once claimed by an account. */
export function ownedConversations(owner: ChatOwner): SQL {
  return owner.kind === 'user' ? ownedBy('user', owner.userId) : ownedBy('visitor', owner.visitorId);
}

export function conversationRepository(db: Executor) {
  // The list is read on every page with the sidebar: built once per kind of owner, prepared on the server.
  const listOf = (kind: ChatOwner['kind']) =>
    once(() =>
      db
        .select()
        .from(conversations)
        .where(ownedBy(kind, sql.placeholder('ownerId')))
        // Same order as the list index, so the database reads it in index order.
        .orderBy(
          sql`${conversations.pinned} desc nulls last`,
          sql`${conversations.pinnedAt} desc nulls last`,
          sql`${conversations.lastMessageAt} desc nulls last`,
        )
        .limit(sql.placeholder('limit'))
        .prepare(`conversations_of_${kind}`),
    );
  const lists = { user: listOf('user'), visitor: listOf('visitor') };
  // Every message list checks ownership first: prepared too, per kind of owner.
  const findOf = (kind: ChatOwner['kind']) =>
    once(() =>
      db
        .select()
        .from(conversations)
        .where(and(ownedBy(kind, sql.placeholder('ownerId')), eq(conversations.id, sql.placeholder('id'))))
        .limit(1)
        .prepare(`conversation_owned_by_${kind}`),
    );
  const finds = { user: findOf('user'), visitor: findOf('visitor') };
  return {
    async list(owner: ChatOwner, limit: number) {
      const ownerId = owner.kind === 'user' ? owner.userId : owner.visitorId;
      return lists[owner.kind]().execute({ ownerId, limit });
    },
    async findOwned(owner: ChatOwner, id: string) {
      const ownerId = owner.kind === 'user' ? owner.userId : owner.visitorId;
      const [row] = await finds[owner.kind]().execute({ ownerId, id });
      return row ?? null;
    },
    /** Changes a conversation only when the owner owns it; null otherwise. */
    async update(owner: ChatOwner, id: string, patch: { title?: string; pinned?: boolean }) {
      const pin =
        patch.pinned === undefined ? {} : { pinned: patch.pinned, pinnedAt: patch.pinned ? sql`now()` : null };
      const [row] = await db
        .update(conversations)
        .set({ ...(patch.title === undefined ? {} : { title: patch.title }), ...pin, updatedAt: sql`now()` })
        .where(and(ownedConversations(owner), eq(conversations.id, id)))
        .returning();
      return row ?? null;
    },
    async softDelete(owner: ChatOwner, id: string) {
      const [row] = await db
        .update(conversations)
        .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(ownedConversations(owner), eq(conversations.id, id)))
        .returning({ id: conversations.id });
      return row ?? null;
    },
    /** A new message arrived: the conversation moves up the list and remembers the model last used. */
    async touch(id: string, modelCode: number) {
      await db
        .update(conversations)
        .set({ lastMessageAt: sql`now()`, updatedAt: sql`now()`, modelCode })
        .where(eq(conversations.id, id));
    },
    /** users.conversationCount follows every create, delete and claim by the same delta (race-free, unlike a recount). */
    async adjustConversationCount(userId: string, delta: number) {
      await db
        .update(users)
        .set({ conversationCount: sql`greatest(${users.conversationCount} + ${delta}, 0)`, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
    },
    /** At login a visitor's conversations become the account's (inside the login transaction). */
    async moveVisitorConversations(visitorId: string, userId: string) {
      const moved = await db
        .update(conversations)
        .set({ userId, visitorId: null, updatedAt: sql`now()` })
        .where(and(eq(conversations.visitorId, visitorId), isNull(conversations.userId)))
        .returning({ id: conversations.id });
      return moved.length;
    },
  };
}

export type ConversationRepository = ReturnType<typeof conversationRepository>;
