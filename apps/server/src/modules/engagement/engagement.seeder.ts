import { sql } from 'drizzle-orm';
import { Engagement, Pages } from '@lucina/contracts';
import { banners, feedbackCategories, infoQuestionnaires } from '../../db/schema/index.js';
import type { Seeder } from '../../seed/index.js';
import { INFO_QUESTIONNAIRE } from './info-questions.js';

export const BANNER_FOLDER = 'banners';
const bannerUrl = (file: string) => `${Engagement.mediaPrefix}/${BANNER_FOLDER}/${file}`;

/** The shipped banners; their images live in src/seed/banners and are served by this server. */
export const BANNERS = [
  {
    id: 1,
    title: 'AI 职业规划师，随时在线',
    pcImageUrl: bannerUrl('ai-planner.svg'),
    redirectUrl: Pages.home.path,
    sort: 1,
  },
  {
    id: 2,
    title: '8 分钟找到适合你的职业方向',
    pcImageUrl: bannerUrl('career-test.svg'),
    redirectUrl: Pages.surveyTest.path,
    sort: 2,
  },
  {
    id: 3,
    title: '开通会员，规划之路不设限',
    pcImageUrl: bannerUrl('membership.svg'),
    redirectUrl: Pages.member.path,
    sort: 3,
  },
];

export const FEEDBACK_CATEGORIES = [
  { id: 1, name: '功能异常', description: '页面打不开、按钮无反应、报错等问题', sort: 1 },
  { id: 2, name: 'AI 回答质量', description: '回答不准确、答非所问或内容过时', sort: 2 },
  { id: 3, name: '会员与支付', description: '开通会员、扣款、优惠券、发票相关', sort: 3 },
  { id: 4, name: '测评与报告', description: '职业测评题目、结果或报告内容', sort: 4 },
  { id: 5, name: '账号与登录', description: '验证码收不到、手机号或微信绑定', sort: 5 },
  { id: 6, name: '产品建议', description: '希望增加或改进的功能', sort: 6 },
  { id: 7, name: '其他', description: '以上都不是', sort: 7 },
];

/**
 * Banners, feedback categories and the profile questionnaire; idempotent. Banners are inserted once (the
 * console owns them after that, deleted ones included); categories and the questionnaire follow the source.
 */
export const engagementSeeder: Seeder = {
  name: 'engagement',
  async run(db) {
    await db.insert(banners).values(BANNERS).onConflictDoNothing();
    for (const { id, ...rest } of FEEDBACK_CATEGORIES) {
      await db
        .insert(feedbackCategories)
        .values({ id, ...rest })
        .onConflictDoUpdate({ target: feedbackCategories.id, set: rest });
    }
    await db
      .insert(infoQuestionnaires)
      .values(INFO_QUESTIONNAIRE)
      .onConflictDoUpdate({
        target: infoQuestionnaires.id,
        set: {
          title: INFO_QUESTIONNAIRE.title,
          description: INFO_QUESTIONNAIRE.description,
          questions: INFO_QUESTIONNAIRE.questions,
          updatedAt: sql`now()`,
        },
      });
  },
};
