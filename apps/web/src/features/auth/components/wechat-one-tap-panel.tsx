import { Button, Typography } from 'antd';
import { WechatOutlined } from '@ant-design/icons';
import type { LoginFlowOptions } from '@/stores/modal-store';
import { wechatMpStartUrl } from '../api/wechat-login';
import { authText } from '../locale';
import styles from './auth.module.css';

/** Where to come back after WeChat's authorisation: the report being entered, else this very page. */
function returnPath(options: LoginFlowOptions) {
  return options.redirect ?? `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/**
 * Inside WeChat's browser a QR code is of no use: the official account's authorisation logs in with one tap.
 * The page leaves for WeChat's 允许 page and comes back with a ticket (use-wechat-mp-return).
 */
export function WechatOneTapPanel({ options }: { options: LoginFlowOptions }) {
  return (
    <div className={styles.oneTap}>
      <Button
        type="primary"
        size="large"
        shape="round"
        block
        icon={<WechatOutlined />}
        className={styles.oneTapButton}
        onClick={() => window.location.assign(wechatMpStartUrl(returnPath(options)))}
      >
        {authText.wechatOneTap}
      </Button>
      <Typography.Text className={styles.wechatHint}>{authText.wechatOneTapHint}</Typography.Text>
    </div>
  );
}
