import { Segmented, Spin } from 'antd';
import { AlipayCircleFilled, WechatFilled } from '@ant-design/icons';
import { QRCodeSVG } from 'qrcode.react';
import { Business } from '@lucina/contracts';
import { paymentsText } from '../locale';
import styles from './payments.module.css';

export type PayMethod = (typeof Business.paymentMethods)[number];

const t = paymentsText.method;

/** WeChat (default) or Alipay. */
export function PayMethodSwitch({ value, onChange }: { value: PayMethod; onChange: (m: PayMethod) => void }) {
  return (
    <Segmented<PayMethod>
      block
      aria-label={t.label}
      value={value}
      onChange={onChange}
      options={[
        {
          value: 'wechat',
          label: (
            <span className={styles.methodLabel}>
              <WechatFilled style={{ color: '#09BB07' }} /> {t.wechat}
            </span>
          ),
        },
        {
          value: 'alipay',
          label: (
            <span className={styles.methodLabel}>
              <AlipayCircleFilled style={{ color: '#1677FF' }} /> {t.alipay}
            </span>
          ),
        },
      ]}
    />
  );
}

/**
 * One QR for the chosen method. The code URL is also on `data-code-url`, so the end-to-end test
 * can open the sandbox cashier the code points to.
 */
export function PayQr({
  method,
  value,
  size = Business.ui.qrSize,
}: {
  method: PayMethod;
  value: string | null;
  size?: number;
}) {
  const name = t[method];
  return (
    <div className={styles.qrBox} style={{ width: size + 24, height: size + 24 }}>
      {value ? (
        <div data-testid="pay-qr" data-method={method} data-code-url={value}>
          <QRCodeSVG value={value} size={size} level="M" role="img" aria-label={paymentsText.qrLabel(name)} />
        </div>
      ) : (
        <Spin aria-label={paymentsText.creatingOrder} />
      )}
    </div>
  );
}
