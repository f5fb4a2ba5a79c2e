import { useDeferredValue } from 'react';
import { Button, Card, Result, Skeleton, Tag, Typography } from 'antd';
import { ArrowRightOutlined, CustomerServiceOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { BannerCarousel } from '@/features/banners';
import { retainCapitalPath } from '@/config/paths';
import { modalSelectors, useModalStore } from '@/stores/modal-store';
import { useMarketServices } from '../api/market';
import { marketText } from '../locale';
import styles from './market.module.css';
import { MarketHeading } from './market-heading';
import { FallbackImg } from '@/components/ui/fallback-img';

/** Cards in the first row of the grid (260px columns, market.module.css) on a 1440px screen. */
const FIRST_ROW = 4;

/** The services of the square (config ids of SPEC §2), each opening its detail page. */
export function MarketCategories() {
  const navigate = useNavigate();
  const openModal = useModalStore(modalSelectors.openModal);
  const services = useMarketServices();
  // The cards arrive in a render React can pause (a transition), not in one long task that holds up taps.
  const cards = useDeferredValue(services.data);
  return (
    <section>
      <BannerCarousel />
      <MarketHeading />
      {services.isError && <Result status="warning" title={marketText.loadFailed} />}
      {!cards && !services.isError && <Skeleton active paragraph={{ rows: 6 }} />}
      <ul className={styles.grid}>
        {cards?.map((s, i) => (
          <li key={s.configId}>
            <Card
              hoverable
              className={styles.card}
              cover={
                // The first row is on screen at once (the first cover is a phone's largest paint): never lazy.
                <FallbackImg
                  src={s.imageUrl}
                  alt=""
                  className={styles.cover}
                  loading={i < FIRST_ROW ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                />
              }
            >
              <Typography.Title level={3} className={styles.cardTitle}>
                {s.label}
              </Typography.Title>
              <Typography.Paragraph type="secondary" className={styles.cardText}>
                {s.summaryZh}
              </Typography.Paragraph>
              <div className={styles.tags}>
                {s.tagsZh.map((tag) => (
                  <Tag key={tag} variant="filled" color="purple">
                    {tag}
                  </Tag>
                ))}
              </div>
              <div className={styles.cardActions}>
                <button
                  type="button"
                  className={styles.cta}
                  aria-label={`${marketText.viewDetail}：${s.label}`}
                  onClick={() => void navigate(retainCapitalPath(s.configId))}
                >
                  {marketText.viewDetail} <ArrowRightOutlined />
                </button>
                <Button
                  size="small"
                  shape="round"
                  icon={<CustomerServiceOutlined />}
                  className={styles.consult}
                  aria-label={`${marketText.consult}：${s.label}`}
                  onClick={() => openModal('customerService')}
                >
                  {marketText.consult}
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
