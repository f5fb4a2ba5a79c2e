import { Flex, Typography } from 'antd';
import { Pages } from '@lucina/contracts';
import { shellText } from '@/config/locale';
import styles from './status-page.module.css';
import { LinkButton } from '@/components/ui/link-button';

/** SPEC §2: error pages show only the code, plus a way back home. */
export function StatusPage({ code }: { code: '403' | '404' }) {
  return (
    <Flex vertical align="center" justify="center" gap={24} className={styles.page}>
      <Typography.Title level={1} className={styles.code}>
        {code}
      </Typography.Title>
      <LinkButton to={Pages.home.path} type="primary" shape="round" size="large">
        {shellText.statusPage.backHome}
      </LinkButton>
    </Flex>
  );
}
