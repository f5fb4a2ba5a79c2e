import { Button, Typography } from 'antd';
import { AlipayCircleFilled, WechatFilled } from '@ant-design/icons';
import type { PhonePayContext } from '@lucina/contracts';
import type { BrowserContext } from '@/lib/browser';
import { usePhonePay } from '../hooks/use-phone-pay';
import { paymentsText } from '../locale';
import type { PayReturn } from '../utils/pay-return';
import styles from './payments.module.css';

const t = paymentsText.phone;

/** Inside WeChat only WeChat Pay works (it blocks Alipay); another phone browser jumps to either app. */
const OPTIONS: Record<Exclude<BrowserContext, 'desktop'>, PhonePayContext[]> = {
  wechat: ['wechat_jsapi'],
  phone: ['wechat_h5', 'alipay_wap'],
};

/** The phone's pay buttons, in place of the QR codes a desktop shows. */
export function PhonePayButtons({
  context,
  orderNo,
  back,
  onLeave,
}: {
  context: Exclude<BrowserContext, 'desktop'>;
  /** null while the order is being made. */
  orderNo: string | null;
  back: PayReturn;
  onLeave: () => void;
}) {
  const { start, busy } = usePhonePay(onLeave);
  return (
    <div className={styles.phonePay} role="group" aria-label={t.label}>
      {OPTIONS[context].map((c) => {
        const wechat = c !== 'alipay_wap';
        return (
          <Button
            key={c}
            size="large"
            shape="round"
            block
            data-testid={`phone-pay-${c}`}
            className={wechat ? styles.wechatPay : styles.alipayPay}
            icon={wechat ? <WechatFilled aria-hidden="true" /> : <AlipayCircleFilled aria-hidden="true" />}
            disabled={!orderNo || (busy !== null && busy !== c)}
            loading={busy === c || !orderNo}
            onClick={() => orderNo && void start(orderNo, c, back)}
          >
            {wechat ? t.wechat : t.alipay}
          </Button>
        );
      })}
      <Typography.Text type="secondary">{context === 'wechat' ? t.hintWechat : t.hintPhone}</Typography.Text>
    </div>
  );
}
