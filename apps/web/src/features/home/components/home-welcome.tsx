import { BannerCarousel } from '@/features/banners/components/banner-carousel';
import { HomeHero } from './home-hero';
import { InduceCard } from './induce-card';
import { OperationPositions } from './operation-positions';
import styles from './home.module.css';

/** The empty chat: banners, the greeting, the planner's first questions, then the operation slots. */
export function HomeWelcome({ plannerName, onAsk }: { plannerName?: string; onAsk: (question: string) => void }) {
  return (
    <div className={styles.welcome}>
      <BannerCarousel />
      <HomeHero />
      <InduceCard plannerName={plannerName} onAsk={onAsk} />
      <OperationPositions />
    </div>
  );
}
