import { EngagementText, Pages, type SystemMessage, type SystemMessageKind } from '@lucina/contracts';
import type { Database, Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { messagesRepository, unreadCountSql } from './messages.repository.js';
import { cachedView, type UserViewCache } from '../users/index.js';

/** What each kind of notification needs; other features call notify() with these. */
export interface NotifyPayloads {
  welcome: { nickname?: string };
  payment: { planName: string; amountYuan: string; endTime?: string | null; orderNo?: string; single?: boolean };
  membershipExpiring: { days: number; endTime: string };
  coupon: { couponName: string; discountYuan?: string; discountLabel?: string; expireTime?: string | null };
  inviteReward: { inviteeNickname: string; chats: number };
  refund: {
    orderNo: string;
    subject: string;
    amountYuan: string;
    method: 'wechat' | 'alipay';
    /** What the refund took back: see modules/payments/refund-rules.ts. */
    effect: 'membership' | 'unlock' | 'none';
    memberName?: string | null;
    memberUntil?: string | null;
    couponReturned?: boolean;
  };
  grant: { chats?: number; days?: number; memberName?: string; memberUntil?: string; reason: string };
}
export type NotifyKind = keyof NotifyPayloads;

const dateOf = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '');
const METHOD_NAME = { wechat: '微信', alipay: '支付宝' } as const;

function refundEffectText(p: NotifyPayloads['refund']): string {
  if (p.effect === 'unlock') return '该订单解锁的完整测评报告已恢复为未解锁状态。';
  if (p.effect === 'none') return '这笔付款没有开通任何权益（订单当时已关闭或已支付），无需其他处理。';
  return p.memberName && p.memberUntil
    ? `会员权益已相应调整：当前为「${p.memberName}」，有效期至 ${dateOf(p.memberUntil)}。`
    : '该订单开通的会员权益已收回，账户已恢复为普通用户。';
}

/** Message texts per kind: what a user of a Chinese consumer service expects to read. */
const TEMPLATES: { [K in NotifyKind]: (p: NotifyPayloads[K]) => { title: string; content: string; link: string } } = {
  welcome: (p) => ({
    title: '欢迎来到 Lucina AI 职业规划师',
    content:
      `${p.nickname ? `${p.nickname}，你好！` : '你好！'}感谢注册 Lucina。\n\n` +
      '你可以直接在首页向 AI 职业规划师提问，例如“我适合做什么工作”“简历怎么写更有竞争力”；' +
      '也可以先做一次 AI 职业测评，了解自己的职业兴趣类型，让建议更贴合你。\n\n' +
      '如有问题或建议，欢迎在“帮助与反馈”中告诉我们。',
    link: Pages.surveyTest.path,
  }),
  payment: (p) =>
    p.single
      ? {
          title: '测评完整报告已解锁',
          content:
            `你已成功购买「${p.planName}」，支付金额 ${p.amountYuan} 元` +
            `${p.orderNo ? `（订单号 ${p.orderNo}）` : ''}。\n\n` +
            '现在可以查看完整的 AI 职业测评报告：六种兴趣深度解读、全部匹配职业、AI 个性化解读，并可下载 PDF。',
          link: Pages.surveyTest.path,
        }
      : {
          title: '会员开通成功',
          content:
            `你已成功开通「${p.planName}」，支付金额 ${p.amountYuan} 元` +
            `${p.orderNo ? `（订单号 ${p.orderNo}）` : ''}。` +
            `${p.endTime ? `会员有效期至 ${dateOf(p.endTime)}。` : ''}\n\n` +
            '会员期间可无限次与 AI 职业规划师对话，并查看完整的 AI 职业测评报告。',
          link: Pages.member.path,
        },
  membershipExpiring: (p) => ({
    title: '会员即将到期',
    content:
      `你的会员将在 ${p.days} 天后（${dateOf(p.endTime)}）到期。` +
      '到期后将恢复为普通用户，对话次数受限，完整测评报告也将无法查看。如需继续使用，请前往会员中心续费。',
    link: Pages.member.path,
  }),
  coupon: (p) => ({
    title: '你收到一张优惠券',
    content:
      `你获得了优惠券「${p.couponName}」${p.discountYuan ? `，可抵扣 ${p.discountYuan} 元` : ''}` +
      `${p.discountLabel ? `，开通会员享 ${p.discountLabel}` : ''}。` +
      `${p.expireTime ? `请在 ${dateOf(p.expireTime)} 前使用。` : ''}开通会员时可在支付页选择使用。`,
    link: Pages.myCoupons.path,
  }),
  refund: (p) => ({
    title: '退款成功',
    content:
      `你的订单 ${p.orderNo}（${p.subject}）已退款 ${p.amountYuan} 元，款项将原路退回你的${METHOD_NAME[p.method]}账户，` +
      `到账时间以${METHOD_NAME[p.method]}为准。\n\n${refundEffectText(p)}` +
      `${p.couponReturned ? '订单使用的优惠券已退回，可在有效期内继续使用。' : ''}\n\n如有疑问，请在“帮助与反馈”中联系我们。`,
    link: Pages.member.path,
  }),
  grant: (p) => ({
    title: p.days ? '会员时长已到账' : '对话次数已到账',
    content:
      `${p.chats ? `平台为你赠送了 ${p.chats} 次 AI 对话次数，已发放到你的账户。` : ''}` +
      `${p.days ? `平台为你赠送了 ${p.days} 天会员时长，当前为「${p.memberName ?? ''}」，有效期至 ${dateOf(p.memberUntil)}。` : ''}` +
      `\n\n说明：${p.reason}`,
    link: p.days ? Pages.member.path : Pages.home.path,
  }),
  inviteReward: (p) => ({
    title: '邀请奖励已到账',
    content:
      `你邀请的好友「${p.inviteeNickname}」已加入 Lucina，${p.chats} 次 AI 对话次数已自动发放到你的账户。\n\n` +
      `继续邀请好友，每成功邀请 1 位即可再得 ${p.chats} 次对话次数。`,
    link: Pages.referralBonus.path,
  }),
};

/** A notification's title, content and link, for a feature that writes many copies in one statement. */
export function renderNotice<K extends NotifyKind>(kind: K, payload: NotifyPayloads[K]) {
  return TEMPLATES[kind](payload);
}

type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof messagesRepository>['findVisible']>>>;

function toMessage(row: Row): SystemMessage {
  return {
    id: row.id,
    kind: row.kind as SystemMessageKind,
    title: row.title,
    content: row.content,
    link: row.link,
    isRead: row.readAt ? 1 : 0,
    createTime: row.createdAt.toISOString(),
  };
}

/**
 * `views` keeps a user's pages and unread count between the database's change notifications (the messages, their
 * reads and the user row announce every write: migration 0011); without it every call reads.
 */
export function createMessageService({ db, views }: { db: Database; views?: UserViewCache }) {
  const repo = messagesRepository(db);

  return {
    list(userId: string, page: number, pageSize: number) {
      return cachedView(views, userId, `messages:${page}:${pageSize}`, async () => {
        const { rows, total } = await repo.page(userId, page, pageSize);
        return { list: rows.map(toMessage), total, page, pageSize };
      });
    },
    /** Opening a message reads it; another user's targeted message is simply not found. */
    async detail(userId: string, id: string) {
      const row = await repo.findVisible(userId, id);
      if (!row) throw AppError.notFound(EngagementText.messageNotFound);
      if (!row.readAt) await repo.markRead(userId, id);
      return { ...toMessage(row), isRead: 1 };
    },
    unreadCount: (userId: string) => cachedView(views, userId, 'unread', () => repo.unreadCount(userId)),
    /** The same count as an expression another feature's query can select. */
    unreadCountSql,
    async markRead(userId: string, target: { id?: string | undefined; all?: boolean | undefined }) {
      if (target.all) await repo.markAllRead(userId);
      else if (target.id) {
        if (!(await repo.findVisible(userId, target.id))) throw AppError.notFound(EngagementText.messageNotFound);
        await repo.markRead(userId, target.id);
      }
      return { unread: await repo.unreadCount(userId) };
    },
    /**
     * A message to one user, written by the system. `dedupeKey` makes repeated calls harmless (e.g. one
     * expiry notice per membership term); `tx` joins the caller's transaction.
     */
    async notify<K extends NotifyKind>(
      userId: string,
      kind: K,
      payload: NotifyPayloads[K],
      opts: { dedupeKey?: string; tx?: Executor } = {},
    ) {
      const text = renderNotice(kind, payload);
      return messagesRepository(opts.tx ?? db).insert({ userId, kind, ...text, dedupeKey: opts.dedupeKey ?? null });
    },
    /** An announcement every current account sees (accounts created later do not). */
    async broadcast(input: { title: string; content: string; link?: string; dedupeKey?: string }) {
      return repo.insert({
        userId: null,
        kind: 'announcement',
        title: input.title,
        content: input.content,
        link: input.link ?? '',
        dedupeKey: input.dedupeKey ?? null,
      });
    },
  };
}

export type MessageService = ReturnType<typeof createMessageService>;
