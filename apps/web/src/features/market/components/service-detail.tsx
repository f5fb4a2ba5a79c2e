import { Button, Collapse, Flex, Skeleton, Typography } from 'antd';
import { CustomerServiceOutlined, ShopOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { MarketConfigLabels, marketPriceLabel, Pages } from '@lucina/contracts';
import { LinkButton } from '@/components/ui/link-button';
import { UpcomingFeature } from '@/components/ui/upcoming-feature';
import { modalSelectors, useModalStore } from '@/stores/modal-store';
import { useServiceDetail } from '../api/market';
import { marketText } from '../locale';
import styles from './market.module.css';
import { FallbackImg } from '@/components/ui/fallback-img';
import { ServicePeople } from './service-people';

const backLink = (
  <LinkButton to={Pages.market.path} shape="round">
    {marketText.backToMarket}
  </LinkButton>
);

/** /retain/capital?id=…: one service of the square, its content from RETAIN-MAIN. */
export function ServiceDetail() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const known = MarketConfigLabels[id] !== undefined;
  const detail = useServiceDetail(known ? id : null);
  const openModal = useModalStore(modalSelectors.openModal);

  if (!known || detail.isError) {
    return (
      <UpcomingFeature
        icon={<ShopOutlined />}
        title={Pages.retainCapital.title}
        purpose={marketText.unknownServicePurpose}
        availability={marketText.detailAvailability}
        actions={backLink}
      />
    );
  }
  const d = detail.data;
  if (!d) return <Skeleton active paragraph={{ rows: 10 }} />;

  return (
    <article className={styles.detail}>
      <FallbackImg src={d.imageUrl} alt={d.title} className={styles.hero} />
      <div className={styles.detailBody}>
        <Typography.Title level={2} className={styles.detailTitle}>
          {d.title}
        </Typography.Title>
        <p className={styles.detailPrice}>{marketPriceLabel(d.priceFromFen)}</p>
        <Typography.Paragraph className={styles.detailSummary}>{d.introZh}</Typography.Paragraph>
        <dl className={styles.meta}>
          <div>
            <dt>{marketText.format}</dt>
            <dd>{d.formatZh}</dd>
          </div>
          <div>
            <dt>{marketText.duration}</dt>
            <dd>{d.durationZh}</dd>
          </div>
        </dl>
        <div className={styles.detailGrid}>
          <section className={styles.detailBlock}>
            <h3>{marketText.suits}</h3>
            <ul>
              {d.suitsZh.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          </section>
          <section className={styles.detailBlock}>
            <h3>{marketText.delivers}</h3>
            <ul>
              {d.deliversZh.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          </section>
        </div>
        <section className={styles.detailBlock}>
          <h3>{marketText.process}</h3>
          <ol className={styles.steps}>
            {d.processZh.map((step) => (
              <li key={step.title}>
                <strong>{step.title}</strong>
                <span>{step.description}</span>
              </li>
            ))}
          </ol>
        </section>
        <ServicePeople service={d} />
        {d.detailImages.length > 0 && (
          <section className={styles.gallery} aria-label={marketText.gallery}>
            {d.detailImages.map((src) => (
              <FallbackImg key={src} src={src} alt="" loading="lazy" className={styles.galleryImage} />
            ))}
          </section>
        )}
        {d.faqZh.length > 0 && (
          <section className={styles.detailBlock}>
            <h3>{marketText.faq}</h3>
            <Collapse
              ghost
              items={d.faqZh.map((f, i) => ({
                key: i,
                label: f.q,
                children: <p className={styles.faqAnswer}>{f.a}</p>,
              }))}
            />
          </section>
        )}
        <Flex gap={12} wrap className={styles.actions}>
          {backLink}
        </Flex>
      </div>
      {/* On a phone the bar sticks to the bottom of the screen, so the way to buy is never a long scroll away. */}
      <div className={styles.buyBar}>
        <span className={styles.buyPrice}>{marketPriceLabel(d.priceFromFen)}</span>
        <Button
          type="primary"
          shape="round"
          size="large"
          icon={<CustomerServiceOutlined />}
          onClick={() => openModal('customerService')}
        >
          {marketText.consultLong}
        </Button>
      </div>
    </article>
  );
}
