import { z } from 'zod';
import { defineRoute } from './define.js';

const counts = {
  /** Distinct people who opened a page: the account when logged in, else the address. */
  visitors: z.number().int(),
  signups: z.number().int(),
  testsFinished: z.number().int(),
  conversations: z.number().int(),
  /** Orders paid. */
  orders: z.number().int(),
  revenueFen: z.number().int(),
  /** Refunds completed. */
  refundFen: z.number().int(),
};

export const dashboardDaySchema = z.object({ date: z.string(), ...counts });
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const dashboardChannelSchema = z.object({
  /** The inviter's invite code; '' for people who came without one. */
  inviteCode: z.string(),
  inviterNickname: z.string().nullable(),
  signups: z.number().int(),
  testsFinished: z.number().int(),
  paid: z.number().int(),
  revenueFen: z.number().int(),
});
export type DashboardChannel = z.infer<typeof dashboardChannelSchema>;

export const dashboardSchema = z.object({
  /** Days are China-time calendar days (YYYY-MM-DD), oldest first; the last one is today. */
  days: z.array(dashboardDaySchema),
  /** New visitors of the period, then how many of them logged in, finished a test, and paid. */
  funnel: z.object({
    visitors: z.number().int(),
    logins: z.number().int(),
    testsFinished: z.number().int(),
    paid: z.number().int(),
  }),
  channels: z.array(dashboardChannelSchema),
  /** Content safety: blocks by the gate's category (today, and the last 7 days with today), and open reviews. */
  safety: z.object({
    blocksToday: z.array(z.object({ category: z.string(), count: z.number().int() })),
    blocksWeek: z.array(z.object({ category: z.string(), count: z.number().int() })),
    openReports: z.number().int(),
    openBlocks: z.number().int(),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const adminDashboardRoutes = {
  dashboard: defineRoute({
    method: 'GET',
    path: '/admin/dashboard',
    auth: 'user',
    role: 'admin',
    tag: 'admin',
    summary: '数据概览：今日与近 N 天的访客、注册、测评、对话、订单与收入，转化漏斗与渠道转化，内容安全的拦截与待审',
    query: z.object({
      days: z.coerce.number().int().min(7, '最少 7 天').max(90, '最多 90 天').default(30),
    }),
    response: dashboardSchema,
  }),
};
