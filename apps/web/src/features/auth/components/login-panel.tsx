import { useState } from 'react';
import { Tabs } from 'antd';
import type { LoginFlowOptions } from '@/stores/modal-store';
import { authText } from '../locale';
import { PhoneLoginForm } from './phone-login-form';
import { WechatLoginPanel } from './wechat-login-panel';
import styles from './auth.module.css';

type LoginTab = 'wechat' | 'phone';

/** The two ways in (SPEC §1): WeChat scan (default) and phone or email with a code. */
export function LoginPanel({ options }: { options: LoginFlowOptions }) {
  const [tab, setTab] = useState<LoginTab>('wechat');
  return (
    <Tabs
      className={styles.tabs}
      activeKey={tab}
      onChange={(key) => setTab(key as LoginTab)}
      centered
      items={[
        {
          key: 'wechat',
          label: authText.tabWechat,
          // Hidden, the QR frame would hold a live state and keep listening; the phone form keeps its input.
          children: tab === 'wechat' ? <WechatLoginPanel options={options} /> : null,
        },
        { key: 'phone', label: authText.tabPhone, children: <PhoneLoginForm options={options} /> },
      ]}
    />
  );
}
