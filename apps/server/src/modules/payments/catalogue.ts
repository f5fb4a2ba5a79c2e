import { Business } from '@lucina/contracts';
import { couponTemplates, membershipPlans, type PlanBenefit } from '../../db/schema/index.js';
import type { Seeder } from '../../seed/index.js';

/**
 * The catalogue (the spec gives no membership prices; these are ours), in fen:
 *   1 基础会员 · 月卡   2990 (原价 4990)    30 天
 *   2 进阶会员 · 季卡   6990 (原价 14970)   90 天
 *   3 高级会员 · 年卡  19900 (原价 59880)  365 天  推荐
 *   4 至尊会员 · 年卡  39900 (原价 99900)  365 天
 *   5 单次测评          1990 (原价 19900)  1 次（SPEC §3 固定）
 * Coupon template 1 is the welcome coupon every account receives once: 8折 on plans 1–4, 30 days.
 */
const benefits = (level: number): PlanBenefit[] =>
  [
    { id: 1, name: '无限次 AI 对话', description: '不再受免费对话次数限制' },
    { id: 2, name: '完整测评报告', description: '解锁霍兰德测评的全部解读与职业匹配' },
    { id: 3, name: '全部职业信息', description: '查看全部匹配职业的详细信息' },
    { id: 4, name: '简历优化建议', description: 'AI 按目标岗位给出修改意见' },
    { id: 5, name: '模拟面试', description: 'AI 面试官按岗位出题并点评' },
    { id: 6, name: '专属顾问', description: '一对一职业规划咨询' },
  ].slice(0, level + 2);

export const PLAN_CATALOGUE = [
  {
    id: 1,
    name: '基础会员',
    description: '月卡，适合短期体验',
    priceFen: 2990,
    originPriceFen: 4990,
    membershipUnit: '月',
    membershipLevel: 1,
    durationDays: 30,
    count: null,
    recommendedTag: '',
    sortOrder: 1,
    benefits: benefits(1),
  },
  {
    id: 2,
    name: '进阶会员',
    description: '季卡，覆盖一个求职季',
    priceFen: 6990,
    originPriceFen: 14970,
    membershipUnit: '季',
    membershipLevel: 2,
    durationDays: 90,
    count: null,
    recommendedTag: '',
    sortOrder: 2,
    benefits: benefits(2),
  },
  {
    id: 3,
    name: '高级会员',
    description: '年卡，全年职业规划陪伴',
    priceFen: 19900,
    originPriceFen: 59880,
    membershipUnit: '年',
    membershipLevel: 3,
    durationDays: 365,
    count: null,
    recommendedTag: '超值推荐',
    sortOrder: 3,
    benefits: benefits(3),
  },
  {
    id: 4,
    name: '至尊会员',
    description: '年卡，含专属顾问服务',
    priceFen: 39900,
    originPriceFen: 99900,
    membershipUnit: '年',
    membershipLevel: 4,
    durationDays: 365,
    count: null,
    recommendedTag: '',
    sortOrder: 4,
    benefits: benefits(4),
  },
  {
    id: Business.singleAssessment.planId,
    name: Business.singleAssessment.name,
    description: '解锁一份完整的 AI 职业测评报告',
    priceFen: Business.singleAssessment.priceFen,
    originPriceFen: Business.singleAssessment.originPriceFen,
    membershipUnit: '次',
    membershipLevel: 0,
    durationDays: 0,
    count: Business.singleAssessment.count,
    recommendedTag: '',
    sortOrder: 5,
    benefits: [
      { id: 1, name: '完整兴趣解读', description: '六种兴趣类型的详细分析' },
      { id: 2, name: '霍兰德代码解读', description: '你的三字母代码的含义' },
      { id: 3, name: '全部匹配职业', description: '按匹配度排序的全部职业' },
      { id: 4, name: '专业方向建议', description: '与兴趣相符的专业' },
      { id: 5, name: '发展建议', description: '下一步的行动建议' },
    ],
  },
];

export const WELCOME_COUPON = {
  id: 1,
  name: '新人会员券',
  description: '新用户专享，开通任意会员可用',
  discountPermille: 800,
  validDays: 30,
  planIds: [1, 2, 3, 4],
};

/**
 * Plans are inserted when missing and never overwritten: once a database has them, admins price them in
 * the console. The welcome coupon template is upserted by id at every start.
 */
export const paymentsSeeder: Seeder = {
  name: 'payments',
  async run(db) {
    await db.transaction(async (tx) => {
      await tx.insert(membershipPlans).values(PLAN_CATALOGUE).onConflictDoNothing({ target: membershipPlans.id });
      const { id: _id, ...coupon } = WELCOME_COUPON;
      await tx
        .insert(couponTemplates)
        .values(WELCOME_COUPON)
        .onConflictDoUpdate({ target: couponTemplates.id, set: coupon });
    });
  },
};
