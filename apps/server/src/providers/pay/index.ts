import type { Config } from '../../config.js';
import { API_PREFIX, PayEndpoints } from '@lucina/contracts';
import { createAlipay } from './alipay.pay.js';
import type { PayMethod, PayMethodProvider } from './pay.provider.js';
import { createSandboxPay, type SandboxSigner } from './sandbox.pay.js';
import { createOfficialPayerAuth, type WechatPayerAuth } from './wechat-payer.js';
import { createWechatPay } from './wechat.pay.js';

export type {
  PayMethod,
  PayMethodProvider,
  VerifiedPayment,
  RawNotification,
  RefundOutcome,
  RefundRequest,
  PhonePay,
  PhonePayContext,
  PhonePayInput,
} from './pay.provider.js';
export type { WechatPayerAuth } from './wechat-payer.js';
export type { JumpRequest } from './sandbox-phone.js';
export { NotifyIgnored, NotifyRejected } from './pay.provider.js';

export interface PayProviders {
  methods: Partial<Record<PayMethod, PayMethodProvider>>;
  /** Present in sandbox mode only: signs the cashier page's notifications. */
  sandbox: ReturnType<typeof createSandboxPay> | null;
  signer: SandboxSigner | null;
  /** JSAPI's payer: WeChat's snsapi_base authorisation (official account secret set), or its sandbox stand-in. */
  payerAuth: WechatPayerAuth | null;
}

/** sandbox (default): both methods through the cashier page; live: each method whose keys are set. */
export function createPayProviders(config: Config): PayProviders {
  const notify = (path: string) => `${config.publicUrl}${API_PREFIX}${path}`;
  if (config.pay.provider === 'sandbox') {
    const sandbox = createSandboxPay(config.publicUrl);
    return {
      methods: { wechat: sandbox.wechat, alipay: sandbox.alipay },
      sandbox,
      signer: sandbox.signer,
      payerAuth: sandbox.payerAuth,
    };
  }
  const methods: PayProviders['methods'] = {};
  if (config.pay.wechat)
    methods.wechat = createWechatPay({
      ...config.pay.wechat,
      notifyUrl: notify(PayEndpoints.wechatNotify),
      refundNotifyUrl: notify(PayEndpoints.wechatRefundNotify),
    });
  if (config.pay.alipay)
    methods.alipay = createAlipay({ ...config.pay.alipay, notifyUrl: notify(PayEndpoints.alipayNotify) });
  const mp = config.pay.wechat && config.pay.wechatMpAppSecret;
  const payerAuth = mp
    ? createOfficialPayerAuth({
        appId: config.pay.wechat!.appId,
        appSecret: config.pay.wechatMpAppSecret!,
        apiBase: config.wechat.apiBase,
      })
    : null;
  return { methods, sandbox: null, signer: null, payerAuth };
}
