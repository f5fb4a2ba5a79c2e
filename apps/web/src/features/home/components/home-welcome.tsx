import { BannerCarousel } from '@/features/banners';
import { FirstQuestions } from './first-questions';
import { HomeHero } from './home-hero';
import { OperationPositions } from './operation-positions';
import styles from './home.module.css';

/** The empty chat: banners, the planner's greeting and first questions, then the operation slots. */
export function HomeWelcome({ onAsk }: { onAsk: (question: string) => void }) {
  return (
    <div className={styles.welcome}>
      <BannerCarousel />
      <HomeHero />
      <FirstQuestions onAsk={onAsk} />
      <OperationPositions />
    </div>
  );
}
