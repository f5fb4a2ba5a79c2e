import type { ReactNode } from 'react';
import { ArrowRightOutlined, CustomerServiceOutlined } from '@ant-design/icons';
import type { MarketService } from '@lucina/contracts';
import { FallbackImg } from '@/components/ui/fallback-img';
import { PlainButton } from '@/components/ui/plain-button';
import { marketText } from '../locale';
import styles from './market.module.css';

/** Cards in the first row of the grid (260px columns, market.module.css) on a 1440px screen. */
export const FIRST_ROW = 4;

/** The square's card grid (the static shell draws it too, with the server's cards, see build/shell-parts.tsx). */
export function ServiceGrid({ children }: { children: ReactNode }) {
  return <ul className={styles.grid}>{children}</ul>;
}

interface ServiceCardProps {
  service: Pick<MarketService, 'label' | 'summaryZh' | 'imageUrl' | 'tagsZh'>;
  /** 「¥ 99 起」 or 「价格咨询老师」 (marketPriceLabel), given apart so the static shell's card can hold its place. */
  price: string;
  /** The card's place in the grid: the first row's covers load at once, the first asked first. */
  index: number;
  onOpen?: () => void;
  onConsult?: () => void;
}

/**
 * A service of the square: its cover, name, summary, tags and price, with the way to its detail and to a consultant.
 * Plain React drawn as antd's hoverable Card, filled purple Tag and small round Button, so /market's first screen
 * loads no antd.
 */
export function ServiceCard({ service, price, index, onOpen, onConsult }: ServiceCardProps) {
  return (
    <div className={styles.card}>
      {/* The first row is on screen at once (the first cover is a phone's largest paint): never lazy. */}
      <FallbackImg
        src={service.imageUrl}
        alt=""
        className={styles.cover}
        loading={index < FIRST_ROW ? 'eager' : 'lazy'}
        fetchPriority={index === 0 ? 'high' : 'auto'}
      />
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>{service.label}</h3>
        <p className={styles.cardText}>{service.summaryZh}</p>
        <div className={styles.tags}>
          {service.tagsZh.map((tag) => (
            <span key={tag} className={styles.tag}>
              {tag}
            </span>
          ))}
        </div>
        <p className={styles.price}>{price}</p>
        <div className={styles.cardActions}>
          <button
            type="button"
            className={styles.cta}
            aria-label={`${marketText.viewDetail}：${service.label}`}
            onClick={onOpen}
          >
            {marketText.viewDetail} <ArrowRightOutlined />
          </button>
          <PlainButton
            variant="default"
            shape="round"
            size="small"
            className={styles.consult}
            aria-label={`${marketText.consult}：${service.label}`}
            onClick={onConsult}
          >
            <CustomerServiceOutlined />
            {marketText.consult}
          </PlainButton>
        </div>
      </div>
    </div>
  );
}
