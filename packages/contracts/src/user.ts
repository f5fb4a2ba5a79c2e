import { z } from 'zod';
import { splitSurveyTags, surveyTagsProblem } from './needs-survey.js';

/** User info of SPEC §3 as the API returns it. Flags stay strings where the spec compares strings. */
export const userInfoSchema = z.object({
  id: z.string(),
  nickname: z.string(),
  userIcon: z.string(),
  /** '1'–'4' member, '0' or '' ordinary. */
  userGrade: z.string(),
  /** Membership expiry, ISO 8601, or null when never a member. */
  endTime: z.string().nullable(),
  chatCount: z.number().int().min(0),
  conversationCount: z.number().int().min(0),
  displayThinkProcess: z.string(),
  completeAitestFirst: z.number().int(),
  bootState: z.string(),
  /** 0 not collected, 1 skipped, 2 done. */
  tagiSCollect: z.number().int(),
  workTag: z.string(),
  layoutTag: z.string(),
  careerTestState: z.number().int(),
  systemMessageUnread: z.number().int().min(0),
  infoCollectionState: z.string(),
  /** Masked contacts for display. */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  wechatBound: z.boolean(),
  inviteCode: z.string(),
  createTime: z.string(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

const flag01 = z.enum(['0', '1']);

/**
 * POST /user/lucinaUser/updateInfo: `id` plus only the fields SPEC §7 lists.
 * Unknown keys are refused (strict) so a client cannot touch grade, counts or contacts.
 */
export const updateInfoBodySchema = z
  .object({
    id: z.string().min(1, '缺少用户ID'),
    infoCollectionState: z.enum(['0', '1', '2'], { message: 'infoCollectionState 只能是 0、1、2' }).optional(),
    bootState: flag01.optional(),
    completeAitestFirst: z.union([z.literal(0), z.literal(1)]).optional(),
    tagiSCollect: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
    workTag: z.string().max(500, '标签过长').optional(),
    layoutTag: z.string().max(500, '标签过长').optional(),
  })
  .strict()
  // The survey-tag save: tags must be the SPEC §3 options, with '暂无' alone.
  .superRefine((b, ctx) => {
    const problem =
      (b.workTag === undefined ? null : surveyTagsProblem('work', splitSurveyTags(b.workTag))) ??
      (b.layoutTag === undefined ? null : surveyTagsProblem('study', splitSurveyTags(b.layoutTag)));
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
export type UpdateInfoBody = z.infer<typeof updateInfoBodySchema>;

/** The membership level shown in the header and member center (SPEC §3). */
export interface MembershipLevelView {
  membershipLevel: number;
  name: string;
  icon: string;
  expireTime: string | null;
}

export const MEMBER_LEVEL_NAMES: Readonly<Record<number, string>> = {
  0: '普通用户',
  1: '基础会员',
  2: '进阶会员',
  3: '高级会员',
  4: '至尊会员',
};

export function membershipLevelOf(user: Pick<UserInfo, 'userGrade' | 'endTime'> | null): MembershipLevelView {
  const level = Number(user?.userGrade ?? 0);
  const valid = Number.isInteger(level) && level >= 1 && level <= 4;
  const membershipLevel = valid ? level : 0;
  return {
    membershipLevel,
    name: MEMBER_LEVEL_NAMES[membershipLevel] ?? MEMBER_LEVEL_NAMES[0]!,
    icon: `member-level-${membershipLevel}`,
    expireTime: valid ? (user?.endTime ?? null) : null,
  };
}

/**
 * The level of a membership in force at `now`: its level (1–4) while the expiry is still ahead, else 0; every
 * purchase sets the expiry. The one rule of membership: the server's SQL form (lib/membership.ts) says the same.
 */
export function memberLevelAt(
  m: { level: number; endTime: Date | string | null },
  now: Date | number = Date.now(),
): number {
  const ends = m.endTime === null ? NaN : typeof m.endTime === 'string' ? Date.parse(m.endTime) : m.endTime.getTime();
  return Number.isInteger(m.level) && m.level >= 1 && m.level <= 4 && ends > Number(now) ? m.level : 0;
}

/** Whether a user's membership is in force (memberLevelAt on the user's fields). */
export function isMember(
  user: Pick<UserInfo, 'userGrade' | 'endTime'> | null,
  now: Date | number = Date.now(),
): boolean {
  return memberLevelAt({ level: Number(user?.userGrade ?? 0), endTime: user?.endTime ?? null }, now) > 0;
}
