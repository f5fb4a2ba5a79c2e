import { useState } from 'react';
import { Spin, Tabs } from 'antd';
import { useIsPhone } from '@/hooks/use-breakpoint';
import { useSiteConfig } from '@/hooks/use-site-config';
import type { LoginFlowOptions } from '@/stores/modal-store';
import { authText } from '../locale';
import { PhoneLoginForm } from './phone-login-form';
import { WechatLoginPanel } from './wechat-login-panel';
import styles from './auth.module.css';

type LoginTab = 'wechat' | 'phone';

/**
 * The two ways in (SPEC §1): WeChat scan (default) and phone or email with a code. A deployment
 * with WeChat login switched off offers the phone tab only. On a phone-sized screen the phone number leads: the
 * QR code would be on the very phone that has to scan it.
 */
export function LoginPanel({ options }: { options: LoginFlowOptions }) {
  const phoneFirst = useIsPhone();
  const [tab, setTab] = useState<LoginTab>(() => (phoneFirst ? 'phone' : 'wechat'));
  const site = useSiteConfig();
  const wechatOn = site.data?.wechatLogin ?? true;
  const active = wechatOn ? tab : 'phone';
  // Until the site config says WeChat login exists, no QR state is asked for.
  const qr = site.isPending ? (
    <div className={styles.qrPlaceholder}>
      <Spin />
    </div>
  ) : (
    <WechatLoginPanel options={options} />
  );
  const wechat = {
    key: 'wechat',
    label: authText.tabWechat,
    // Hidden, the QR frame would hold a live state and keep listening; the phone form keeps its input.
    children: active === 'wechat' ? qr : null,
  };
  const phone = { key: 'phone', label: authText.tabPhone, children: <PhoneLoginForm options={options} /> };
  return (
    <Tabs
      className={styles.tabs}
      activeKey={active}
      onChange={(key) => setTab(key as LoginTab)}
      centered
      items={!wechatOn ? [phone] : phoneFirst ? [phone, wechat] : [wechat, phone]}
    />
  );
}
