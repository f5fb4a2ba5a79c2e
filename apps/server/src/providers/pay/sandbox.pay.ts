import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { API_PREFIX, PayEndpoints } from '@lucina/contracts';
import { alipayRefunds } from './alipay-refund.js';
import {
  alipayReply,
  alipayWapPay,
  buildAlipayNotification,
  createAlipaySdk,
  verifyAlipayNotification,
} from './alipay.pay.js';
import type { PayMethod, PayMethodProvider, RawNotification } from './pay.provider.js';
import { readJumpRequest, sandboxWechatPhoneApi } from './sandbox-phone.js';
import { createSandboxTrades, sandboxAlipayRefundGateway, sandboxWechatRefundApi } from './sandbox-refunds.js';
import { createSandboxPayerAuth } from './wechat-payer.js';
import { wechatPhonePay } from './wechat-phone.js';
import { wechatRefunds } from './wechat-refund.js';
import {
  buildWechatNotification,
  verifyWechatNotification,
  wechatCaller,
  wechatReply,
  type WechatPayConfig,
} from './wechat.pay.js';

/**
 * The offline default. Each method's QR opens this server's cashier page; paying there builds the
 * method's real notification, signed with keys generated at boot, and posts it to the real notify
 * endpoint, where the same verification code as in production checks it.
 */
export interface SandboxSigner {
  buildNotification(
    method: PayMethod,
    order: { orderNo: string; amountFen: number; subject: string },
    now?: Date,
    /** A notification the provider sends again carries the transaction it first reported. */
    transactionId?: string,
  ): RawNotification;
}

const pair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

const makeKeys = () => ({
  wechatPlatform: pair(),
  wechatMerchant: pair(),
  alipayPlatform: pair(),
  alipayApp: pair(),
  apiV3Key: randomBytes(16).toString('hex'),
});
let processKeys: ReturnType<typeof makeKeys> | undefined;
/**
 * Made once per process: a 2048-bit RSA pair costs about 0.1 s of CPU, and every app built in one process
 * (the test suite builds about eighty) would otherwise make four. Each real instance still has its own.
 */
const sandboxKeys = () => (processKeys ??= makeKeys());

export function createSandboxPay(publicUrl: string) {
  const cashier = (orderNo: string, method: PayMethod) =>
    `${publicUrl}${API_PREFIX}${PayEndpoints.sandboxCashier}?orderNo=${encodeURIComponent(orderNo)}&method=${method}`;
  // The phone cashier the apps would show: WeChat Pay's h5_url and JSAPI sheet, and Alipay's WAP gateway.
  const jumpPage = `${publicUrl}${API_PREFIX}${PayEndpoints.sandboxJump}`;

  const { wechatPlatform: platform, wechatMerchant: merchant, alipayPlatform, alipayApp, apiV3Key } = sandboxKeys();
  const wechatCfg: WechatPayConfig = {
    mchId: '1900000109',
    appId: 'wxsandbox0000001',
    serialNo: 'SANDBOX-MERCHANT',
    privateKey: merchant.privateKey,
    apiV3Key,
    platformPublicKey: platform.publicKey,
    platformSerial: 'PUB_KEY_ID_SANDBOX',
    apiBase: 'https://api.mch.sandbox.invalid',
    notifyUrl: `${publicUrl}${API_PREFIX}${PayEndpoints.wechatNotify}`,
    refundNotifyUrl: '',
  };
  const alipayCfg = {
    appId: '2021000000000000',
    sellerId: '2088000000000000',
    privateKey: alipayApp.privateKey,
    alipayPublicKey: alipayPlatform.publicKey,
  };
  const alipaySdk = createAlipaySdk({ ...alipayCfg, gateway: 'https://openapi.alipay.com/gateway.do', notifyUrl: '' });
  // Payments made at this cashier, so the refund stand-ins know them as the providers know theirs.
  const trades = createSandboxTrades();
  let refundNotifications: ((raw: RawNotification) => Promise<void>) | null = null;
  const refundApi = sandboxWechatRefundApi({
    cfg: wechatCfg,
    merchantPublicKey: merchant.publicKey,
    platformPrivateKey: platform.privateKey,
    trades,
    deliver: () => refundNotifications,
  });
  const wechatApi = sandboxWechatPhoneApi({
    cfg: wechatCfg,
    merchantPublicKey: merchant.publicKey,
    platformPrivateKey: platform.privateKey,
    jumpUrl: (orderNo) => `${jumpPage}?method=wechat&orderNo=${encodeURIComponent(orderNo)}`,
    next: refundApi,
  });
  const wechatCall = wechatCaller(wechatCfg, wechatApi);
  // Alipay's WAP request is signed as for the real gateway; only the address it opens is ours.
  const alipayWapSdk = createAlipaySdk({ ...alipayCfg, gateway: jumpPage, notifyUrl: '' });
  const alipayGateway = sandboxAlipayRefundGateway({
    sdk: alipaySdk,
    platformPrivateKey: alipayPlatform.privateKey,
    trades,
  });

  const common = (method: PayMethod) => ({
    method,
    mode: 'sandbox' as const,
    createQr: async ({ orderNo }: { orderNo: string }) => cashier(orderNo, method),
    // The sandbox learns of a payment only through its notification, which settles the order itself.
    query: async () => ({ state: 'not_found' as const }),
    close: async () => {},
  });
  const wechat: PayMethodProvider = {
    ...common('wechat'),
    // WeChat's pay sheet would refuse the sandbox's appid (and outside WeChat there is none): the jump page takes
    // the signed parameters instead, in every browser.
    ...wechatPhonePay(
      wechatCfg,
      wechatCall,
      (_prepayId, params) => `${jumpPage}?${new URLSearchParams({ method: 'wechat', ...params })}`,
    ),
    verifyNotification: (raw) => verifyWechatNotification(wechatCfg, raw),
    reply: wechatReply,
    ...wechatRefunds(wechatCfg, wechatCall),
  };
  const alipay: PayMethodProvider = {
    ...common('alipay'),
    ...alipayWapPay(alipayWapSdk, `${publicUrl}${API_PREFIX}${PayEndpoints.alipayNotify}`),
    verifyNotification: (raw) => verifyAlipayNotification(alipaySdk, alipayCfg, raw),
    reply: alipayReply,
    ...alipayRefunds(alipayGateway),
  };
  const signer: SandboxSigner = {
    buildNotification(method, order, now = new Date(), resent?: string) {
      const transactionId =
        resent ??
        (method === 'wechat'
          ? `4200${Date.now()}${randomBytes(6).toString('hex')}`
          : `2026${Date.now()}${randomBytes(6).toString('hex')}`);
      trades.remember(method, { transactionId, orderNo: order.orderNo, amountFen: order.amountFen });
      if (method === 'wechat') {
        return buildWechatNotification(
          {
            apiV3Key: wechatCfg.apiV3Key,
            platformSerial: wechatCfg.platformSerial,
            platformPrivateKey: platform.privateKey,
          },
          {
            appid: wechatCfg.appId,
            mchid: wechatCfg.mchId,
            out_trade_no: order.orderNo,
            transaction_id: transactionId,
            trade_state: 'SUCCESS',
            success_time: now.toISOString(),
            amount: { total: order.amountFen, currency: 'CNY' },
          },
          now.getTime(),
        );
      }
      return buildAlipayNotification(
        { appId: alipayCfg.appId, sellerId: alipayCfg.sellerId, alipayPrivateKey: alipayPlatform.privateKey },
        { ...order, tradeNo: transactionId },
        now,
      );
    },
  };
  /** Exposed for tests that forge or replay notifications against the sandbox's keys. */
  const keys = {
    wechat: { ...wechatCfg, platformPrivateKey: platform.privateKey },
    alipay: { ...alipayCfg, alipayPrivateKey: alipayPlatform.privateKey },
  };
  const jumpKeys = {
    alipayAppPublicKey: alipayApp.publicKey,
    alipayAppId: alipayCfg.appId,
    wechat: { appId: wechatCfg.appId, merchantPublicKey: merchant.publicKey },
  };
  return {
    wechat,
    alipay,
    signer,
    keys,
    /** Stands in for WeChat's snsapi_base authorisation (JSAPI's openid). */
    payerAuth: createSandboxPayerAuth(`${publicUrl}${API_PREFIX}${PayEndpoints.sandboxAuthorize}`, wechatCfg.appId),
    /** The jump page's check of what it is asked to pay (see sandbox-phone.ts). */
    readJump: (query: Record<string, string>) => readJumpRequest(query, jumpKeys),
    /** Where the stand-in WeChat Pay posts refund notifications (the notify route, through HTTP injection). */
    deliverRefundNotificationsTo(fn: (raw: RawNotification) => Promise<void>) {
      refundNotifications = fn;
    },
  };
}
