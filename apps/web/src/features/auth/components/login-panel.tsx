import { useState } from 'react';
import { Alert, Spin, Tabs } from 'antd';
import { useIsPhone } from '@/hooks/use-breakpoint';
import { useSiteConfig } from '@/hooks/use-site-config';
import { isWeChatBrowser } from '@/lib/browser';
import type { LoginFlowOptions } from '@/stores/modal-store';
import { authText } from '../locale';
import { PhoneLoginForm } from './phone-login-form';
import { WechatLoginPanel } from './wechat-login-panel';
import { WechatMpFinish } from './wechat-mp-finish';
import { WechatOneTapPanel } from './wechat-one-tap-panel';
import styles from './auth.module.css';

type LoginTab = 'wechat' | 'phone';

interface LoginPanelProps {
  options: LoginFlowOptions;
  /** Back from WeChat's authorisation with a ticket to redeem. */
  wechatMpTicket?: string;
  /** Why the last attempt did not log in. */
  notice?: string;
}

/**
 * The ways in (SPEC §1): WeChat (default) and phone or email with a code. A deployment with WeChat login
 * switched off offers the phone tab only. Inside WeChat's browser the WeChat tab is one tap (the official
 * account's authorisation) and leads; on another phone-sized screen the phone number leads, since the QR code
 * would be on the very phone that has to scan it.
 */
export function LoginPanel({ options, wechatMpTicket, notice }: LoginPanelProps) {
  const phone = useIsPhone();
  const [tab, setTab] = useState<LoginTab | null>(null);
  const [ticket, setTicket] = useState(wechatMpTicket);
  const site = useSiteConfig();
  const wechatOn = site.data?.wechatLogin ?? true;
  const oneTap = wechatOn && isWeChatBrowser() && site.data?.wechatMpLogin === true;
  const phoneFirst = phone && !oneTap;
  const active = wechatOn ? (tab ?? (phoneFirst ? 'phone' : 'wechat')) : 'phone';

  if (ticket) return <WechatMpFinish ticket={ticket} options={options} onDone={() => setTicket(undefined)} />;

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
    children: active !== 'wechat' ? null : oneTap ? <WechatOneTapPanel options={options} /> : qr,
  };
  const phoneTab = { key: 'phone', label: authText.tabPhone, children: <PhoneLoginForm options={options} /> };
  return (
    <>
      {notice && <Alert className={styles.notice} type="warning" showIcon title={notice} />}
      <Tabs
        className={styles.tabs}
        activeKey={active}
        onChange={(key) => setTab(key as LoginTab)}
        centered
        items={!wechatOn ? [phoneTab] : phoneFirst ? [phoneTab, wechat] : [wechat, phoneTab]}
      />
    </>
  );
}
