import { z } from 'zod';
import { Business } from './constants.js';
import { Pages } from './pages.js';

/** Order status of SPEC §4: 0 pending (keep polling), 1 paid, 2 cancelled, timed out or failed. */
export const OrderStatus = { pending: 0, paid: 1, closed: 2 } as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

/** openType of SPEC §4: 2 when the plan is the caller's current plan (renewal), else 1. */
export const OpenType = { purchase: 1, current: 2 } as const;

/** userStatus of a coupon: 0 usable, 1 used, 2 expired. */
export const CouponStatus = { usable: 0, used: 1, expired: 2 } as const;

export const Payments = {
  /** Days before expiry in which membershipWillExpireInDays reports the days left (else 0). */
  expiryWindowDays: 7,
  /** Providers cannot take 0: deductions stop at 1 fen. */
  minPayableFen: 1,
  defaultOrderTimeoutMinutes: 15,
  /** The plan ids of the membership levels 1–4; plan 5 is the single assessment. */
  membershipPlanIds: [1, 2, 3, 4] as const,
  singlePlanId: Business.singleAssessment.planId,
} as const;

/** Fen → yuan text with two decimals ('19.90'); only for the *Yuan display fields. */
export function fenToYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fen));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Yuan text or number ('19.9', 19.9, '19.90') → integer fen, or null when it is not a money amount. */
export function yuanToFen(yuan: string | number): number | null {
  const text = typeof yuan === 'number' ? String(yuan) : yuan.trim();
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** The N of "N折": a rate of 0.8 shows as 8折, 0.85 as 8.5折. */
export function discountLabel(discountValue: number): string {
  return `${Math.round(discountValue * 100) / 10}折`;
}

export const planBenefitSchema = z.object({ id: z.number().int(), name: z.string(), description: z.string() });

/**
 * Membership plan of SPEC §3, in its shapes: `price` in fen, `priceYuan` and `originPrice` in yuan
 * (the single assessment: 1990, 19.9, 199). `originPriceFen` is the original price for computing.
 */
export const membershipPlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  priceYuan: z.number(),
  originPrice: z.number(),
  originPriceFen: z.number().int(),
  /** Display unit of one period: 月, 季, 年, or 次 for the single assessment. */
  membershipUnit: z.string(),
  membershipLevel: z.number().int(),
  /** Days of membership one purchase adds (0 for the single assessment). */
  duration: z.number().int(),
  isActive: z.boolean(),
  recommendedTag: z.string(),
  yn: z.number().int(),
  createUserId: z.string().nullable(),
  createTime: z.string(),
  updateUserId: z.string().nullable(),
  updateTime: z.string(),
  subList: z.array(planBenefitSchema),
  /** e.g. '¥29.90/月'. */
  priceAndUnit: z.string(),
  isCurrentUserPlan: z.boolean(),
  /** Uses of the single assessment; null for membership plans. */
  count: z.number().int().nullable(),
});
export type MembershipPlan = z.infer<typeof membershipPlanSchema>;

export const memberCenterSchema = z.object({
  membershipLevel: z.number().int(),
  name: z.string(),
  icon: z.string(),
  expireTime: z.string().nullable(),
  plans: z.array(membershipPlanSchema),
  singlePlan: membershipPlanSchema,
});

/** payData of SPEC §3, plus the order number; amounts in yuan text as the spec names them. */
export const payDataSchema = z.object({
  orderNo: z.string(),
  packageAmountYuan: z.string(),
  /** Membership expiry after this purchase (ISO 8601); null for the single assessment. */
  endTime: z.string().nullable(),
  upgradeDifferenceAmount: z.string(),
  couponReduceAmount: z.string(),
  /** The same amounts in fen. */
  packageAmount: z.number().int(),
  upgradeDifferenceAmountFen: z.number().int(),
  couponReduceAmountFen: z.number().int(),
  planPrice: z.number().int(),
  membershipPlanId: z.number().int(),
  openType: z.number().int(),
  userCouponId: z.string().nullable(),
  status: z.number().int(),
  expireTime: z.string(),
});
export type PayData = z.infer<typeof payDataSchema>;

const optionalId = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v) => (v ? v : null));

export const openMembershipQuerySchema = z.object({
  openType: z.coerce.number().int().min(1, 'openType 只能是 1 或 2').max(2, 'openType 只能是 1 或 2').default(1),
  membershipPlanId: z.coerce.number({ message: '请选择会员套餐' }).int().min(1, '请选择会员套餐'),
  userCouponId: optionalId.pipe(z.uuid({ message: '优惠券不存在' }).nullable()),
  /** Single assessment only, and required there: the record whose full report the purchase unlocks. */
  recordId: optionalId.pipe(z.uuid({ message: '测评记录不存在' }).nullable()),
});

export const couponSubSchema = z.object({
  /** Rate paid: 0.8 shows as 8折 (N = discountValue × 10). */
  discountValue: z.number(),
  discountLabel: z.string(),
});

export const userCouponSchema = z.object({
  id: z.string(),
  couponName: z.string(),
  description: z.string(),
  userStatus: z.number().int(),
  /** The coupon is reserved by a pending order of the caller. */
  held: z.boolean(),
  isNew: z.boolean(),
  validStartTime: z.string(),
  validEndTime: z.string(),
  /** Plans the coupon applies to. */
  membershipPlanIds: z.array(z.number().int()),
  subList: z.array(couponSubSchema),
  createTime: z.string(),
});
export type UserCoupon = z.infer<typeof userCouponSchema>;

export const couponListQuerySchema = z.object({
  userStatus: z.coerce.number().int().min(0).max(2, 'userStatus 只能是 0、1、2').default(0),
  membershipPlanId: z.coerce.number().int().min(1).optional(),
});

const amountField = z.union([z.string(), z.number()]);

export const createMultiPayBodySchema = z.object({
  orderNo: z.string().min(1, '缺少订单号').max(64),
  /** packageAmountYuan of the order; the server charges its own stored amount and refuses a mismatch. */
  amount: amountField.optional(),
  subject: z.string().max(128).optional(),
  membershipPlanId: z.coerce.number().int().min(1).optional(),
});

export const payQrSchema = z.object({ wechatQrCode: z.string(), alipayQrCode: z.string() });

/**
 * Where the pay page is open decides how it pays: a QR on a desktop; in WeChat's browser, WeChat Pay JSAPI;
 * in another phone browser, a jump to WeChat Pay (H5) or Alipay (手机网站支付).
 */
export const PayContexts = ['qr', 'wechat_jsapi', 'wechat_h5', 'alipay_wap'] as const;
export type PayContext = (typeof PayContexts)[number];
export type PhonePayContext = Exclude<PayContext, 'qr'>;

export const payForContextBodySchema = z.object({
  orderNo: z.string().min(1, '缺少订单号').max(64),
  payContext: z.enum(PayContexts, { message: '支付方式只能是 qr、wechat_jsapi、wechat_h5 或 alipay_wap' }),
});

/** What WeixinJSBridge's getBrandWCPayRequest takes, signed by the merchant (RSA). */
export const jsapiParamsSchema = z.object({
  appId: z.string(),
  timeStamp: z.string(),
  nonceStr: z.string(),
  package: z.string(),
  signType: z.literal('RSA'),
  paySign: z.string(),
});
export type JsapiParams = z.infer<typeof jsapiParamsSchema>;

/**
 * qr: the two codes, as createMultiPay; redirect: open `url` (the provider's phone cashier); jsapi: call
 * getBrandWCPayRequest with `params` (`sandboxSheetUrl` is set only by the sandbox cashier: its stand-in for
 * WeChat's pay sheet, opened instead of the sheet, since a real WeixinJSBridge refuses the sandbox's appid); authorize: WeChat must first tell us the payer's openid, open `url`.
 */
export const payForContextSchema = z.discriminatedUnion('kind', [
  payQrSchema.extend({ kind: z.literal('qr') }),
  z.object({ kind: z.literal('redirect'), url: z.string() }),
  z.object({ kind: z.literal('jsapi'), params: jsapiParamsSchema, sandboxSheetUrl: z.string().nullable() }),
  z.object({ kind: z.literal('authorize'), url: z.string() }),
]);
export type PayForContext = z.infer<typeof payForContextSchema>;

/** The web page a phone payment comes back to; it polls the order until it is paid, closed or timed out. */
export const PayResultPath = Pages.payResult.path;
export const checkOrderBodySchema = z.object({ orderNo: z.string().min(1, '缺少订单号').max(64) });
export const orderStatusSchema = z.object({ status: z.number().int() });

export const inviteRewardSchema = z.object({
  /** Invitations settled by this call (the caller's friends, or the caller's own invitation). */
  settled: z.number().int(),
  /** Chats added to the caller by this call. */
  chatCountAdded: z.number().int(),
});

export const invitedFriendSchema = z.object({
  nickname: z.string(),
  userIcon: z.string(),
  createTime: z.string(),
  rewarded: z.boolean(),
});

export const inviteInfoSchema = z.object({
  inviteCode: z.string(),
  /** The login page with `tk`; the web draws its QR. */
  inviteLink: z.string(),
  rewardPerInvite: z.number().int(),
  invitedCount: z.number().int(),
  rewardedChatCount: z.number().int(),
  friends: z.array(invitedFriendSchema),
});

/** Provider-facing endpoints and the sandbox cashier pages (not JSON envelope calls), under /api. */
export const PayEndpoints = {
  wechatNotify: '/pay/notify/wechat',
  alipayNotify: '/pay/notify/alipay',
  /** WeChat Pay's refund results (Alipay answers refunds synchronously). */
  wechatRefundNotify: '/pay/notify/wechat/refund',
  sandboxCashier: '/pay/sandbox/cashier',
  sandboxPay: '/pay/sandbox/cashier/pay',
  sandboxCancel: '/pay/sandbox/cashier/cancel',
  /** WeChat's snsapi_base authorisation comes back here with the payer's code (JSAPI needs the openid). */
  wechatPayerCallback: '/pay/wechat/payer',
  /** Demo mode: the stand-in for WeChat's authorisation page, and the phone cashier the apps would show. */
  sandboxAuthorize: '/pay/sandbox/oauth2/authorize',
  sandboxJump: '/pay/sandbox/jump',
  sandboxJumpPay: '/pay/sandbox/jump/pay',
  sandboxJumpCancel: '/pay/sandbox/jump/cancel',
} as const;

export const PaymentText = {
  planNotFound: '会员套餐不存在或已下架',
  lowerLevel: '当前会员等级更高，不能购买更低等级的会员',
  couponNotFound: '优惠券不存在',
  couponUnusable: '优惠券已使用、已过期或不适用于该套餐',
  couponNotForSingle: '单次测评不能使用优惠券',
  orderNotFound: '订单不存在',
  orderClosed: '订单已关闭，请重新下单',
  orderPaid: '订单已支付',
  amountMismatch: '订单金额不一致，请重新下单',
  planMismatch: '订单套餐不一致，请重新下单',
  recordNotFound: '测评记录不存在',
  recordRequired: '单次测评需在测评报告页购买（缺少测评记录）',
  providerFailed: '支付通道暂时不可用，请稍后再试',
  contextUnavailable: (context: string) =>
    context === 'wechat_jsapi'
      ? '暂不支持在微信内直接支付，请在电脑上打开并扫码支付'
      : context === 'alipay_wap'
        ? '暂不支持跳转支付宝付款，请换用微信支付或在电脑上扫码支付'
        : context === 'wechat_h5'
          ? '暂不支持跳转微信付款，请换用支付宝或在电脑上扫码支付'
          : '暂不支持扫码支付，请换一种支付方式',
  payerUnknown: '没能取得你的微信身份，请重新点击支付',
  openTypeMismatch: (expected: number) =>
    expected === OpenType.current
      ? '你已是该套餐会员，本次应为续费，请刷新页面后重新开通'
      : '你当前不是该套餐会员，本次应为新开通，请刷新页面后重新开通',
} as const;
