import { Typography } from 'antd';
import { LogoMark } from '@/components/ui/logo';
import { authSelectors, useAuthStore } from '@/stores/auth-store';
import { homeText } from '../locale';
import styles from './home.module.css';

/** The planner greets the user by name once user info is loaded. */
export function HomeHero() {
  const user = useAuthStore(authSelectors.user);
  return (
    <section className={styles.hero}>
      <span className={styles.mark}>
        <LogoMark size={64} />
      </span>
      <Typography.Title level={1} className={styles.greeting}>
        {user ? homeText.greetingUser(user.nickname) : homeText.greetingVisitor}
      </Typography.Title>
      <Typography.Paragraph className={styles.intro}>{homeText.intro}</Typography.Paragraph>
    </section>
  );
}
