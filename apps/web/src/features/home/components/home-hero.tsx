import { LogoMark } from '@/components/ui/logo';
import { SkeletonLines } from '@/components/ui/skeleton-block';
import { authSelectors, useAuthStore } from '@/stores/auth-store';
import { useInduceMessage } from '../api/home-data';
import { homeText } from '../locale';
import styles from './home.module.css';

/**
 * The planner greets the user by name once user info is loaded. A user it knows something about (a test
 * result, survey choices) gets the planner's own opening words (induceMessage) instead of the introduction.
 */
export function HomeHero() {
  const user = useAuthStore(authSelectors.user);
  const isLoggedIn = useAuthStore(authSelectors.isLoggedIn);
  const induce = useInduceMessage();
  const basis = induce.data?.basis;
  const personal = basis && (basis.hollandCode !== null || basis.tags.length > 0);
  // A logged-in user waits for their greeting rather than seeing the introduction swapped out under them.
  const waiting = isLoggedIn && induce.isPending;

  return (
    <section className={styles.hero}>
      <span className={styles.mark}>
        <LogoMark size={52} />
      </span>
      <h1 className={`${styles.title} ${styles.greeting}`}>
        {user ? homeText.greetingUser(user.nickname) : homeText.greetingVisitor}
      </h1>
      {waiting ? (
        <SkeletonLines widths={['100%', '70%']} className={styles.introWaiting} />
      ) : (
        <div className={styles.intro}>{personal ? induce.data!.greeting : homeText.intro}</div>
      )}
    </section>
  );
}
