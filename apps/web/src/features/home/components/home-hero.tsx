import { useEffect, useMemo } from 'react';
import { LogoMark } from '@/components/ui/logo';
import { SkeletonLines } from '@/components/ui/skeleton-block';
import { readHomeGreeting, saveHomeGreeting } from '@/lib/home-greeting';
import { authSelectors, useAuthStore } from '@/stores/auth-store';
import { useInduceMessage } from '../api/home-data';
import { homeText } from '../locale';
import styles from './home.module.css';

/**
 * The planner greets the user by name once user info is loaded. A user it knows something about (a test
 * result, survey choices) gets the planner's own opening words (induceMessage) instead of the introduction.
 * Until then a signed-in user sees the greeting this session last saw, as index.html painted it.
 */
export function HomeHero() {
  const user = useAuthStore(authSelectors.user);
  const token = useAuthStore(authSelectors.token);
  const induce = useInduceMessage();
  // Read per session: a new session's first render must not show the previous one's words.
  const last = useMemo(() => readHomeGreeting(token), [token]);
  const basis = induce.data?.basis;
  const personal = basis && (basis.hollandCode !== null || basis.tags.length > 0);
  // A logged-in user waits for their greeting rather than seeing the introduction swapped out under them.
  const waiting = !!token && induce.isPending;
  const title = user ? homeText.greetingUser(user.nickname) : token && last ? last.title : homeText.greetingVisitor;
  const intro = personal ? induce.data!.greeting : homeText.intro;
  const lastIntro = token ? last?.intro : undefined;

  useEffect(() => {
    if (token && user && !waiting) saveHomeGreeting(token, { title, intro });
  }, [token, user, waiting, title, intro]);

  return (
    <section className={styles.hero}>
      <span className={styles.mark}>
        <LogoMark size={52} />
      </span>
      <h1 className={`${styles.title} ${styles.greeting}`}>{title}</h1>
      {waiting && lastIntro === undefined ? (
        <SkeletonLines widths={['100%', '70%']} className={styles.introWaiting} />
      ) : (
        <div className={styles.intro}>{waiting ? lastIntro : intro}</div>
      )}
    </section>
  );
}
