import { Badge, Button, Card, Flex, Result, Skeleton, Tag, Typography } from 'antd';
import { CheckOutlined, GiftOutlined, RightOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { Pages } from '@lucina/contracts';
import { fenToYuan, membershipLevelOf, type MembershipPlan } from '@lucina/contracts';
import { MemberLevelIcon } from '@/components/ui/member-level-icon';
import { authSelectors, useAuthStore } from '@/stores/auth-store';
import { modalSelectors, useModalStore } from '@/stores/modal-store';
import { formatTime } from '@/lib/format-date';
import { useHasNewCoupons } from '../api/coupons';
import { useMemberCenter } from '../api/member-center';
import { paymentsText } from '../locale';
import styles from './payments.module.css';

const t = paymentsText.center;

/** Which action a plan card offers: 续费 for the current plan, 升级 above the current level, else 开通. */
export function planAction(
  plan: Pick<MembershipPlan, 'isCurrentUserPlan' | 'membershipLevel'>,
  currentLevel: number,
): { label: string; disabled: boolean } {
  if (plan.isCurrentUserPlan) return { label: t.renew, disabled: false };
  if (currentLevel > 0 && plan.membershipLevel > currentLevel) return { label: t.upgrade, disabled: false };
  // The server refuses buying a lower level than the one held.
  return { label: t.open, disabled: currentLevel > 0 && plan.membershipLevel < currentLevel };
}

/** /personal/member: the caller's level and expiry, and the plans to buy, renew or upgrade. */
export function MemberCenter() {
  const user = useAuthStore(authSelectors.user);
  const center = useMemberCenter();
  const openMemberPay = useModalStore(modalSelectors.openMemberPay);
  const fromUser = membershipLevelOf(user);
  // The server's view wins once loaded; the stored user info fills in until then.
  const level = center.data?.membershipLevel ?? fromUser.membershipLevel;
  const name = center.data?.name ?? fromUser.name;
  const expire = center.data ? center.data.expireTime : fromUser.expireTime;
  const expireText = level > 0 && expire ? formatTime(expire, 'day') : null;

  return (
    <Flex vertical gap={20} className={styles.page}>
      <section className={styles.levelHero} aria-label={t.currentLevel}>
        <div className={styles.levelIcon} data-level={level} aria-hidden="true">
          <MemberLevelIcon icon={`member-level-${level}`} size={44} />
        </div>
        <div className={styles.minw0}>
          <Typography.Text className={styles.heroLabel}>{t.currentLevel}</Typography.Text>
          <span className={styles.heroLevel} data-testid="member-level-name">
            {name}
          </span>
          <Typography.Text className={styles.heroSub}>
            {expireText ? t.expireAt(expireText) : t.notMember}
          </Typography.Text>
        </div>
      </section>

      <MemberShortcuts />

      <Typography.Title level={4} className={styles.sectionTitle}>
        {t.plans}
      </Typography.Title>
      {center.isPending ? (
        <div className={styles.planGrid}>
          {[1, 2, 3, 4].map((k) => (
            <Card key={k}>
              <Skeleton active />
            </Card>
          ))}
        </div>
      ) : center.isError ? (
        <Result
          status="warning"
          title={t.loadFailed}
          extra={<Button onClick={() => void center.refetch()}>{t.retry}</Button>}
        />
      ) : (
        <div className={styles.planGrid}>
          {center.data.plans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              action={planAction(plan, level)}
              onBuy={() => openMemberPay({ planId: plan.id })}
            />
          ))}
        </div>
      )}
    </Flex>
  );
}

function PlanCard({
  plan,
  action,
  onBuy,
}: {
  plan: MembershipPlan;
  action: { label: string; disabled: boolean };
  onBuy: () => void;
}) {
  const [amount, unit] = splitPriceAndUnit(plan.priceAndUnit);
  return (
    <article
      className={styles.planCard}
      data-current={plan.isCurrentUserPlan}
      data-recommended={!!plan.recommendedTag}
      aria-label={plan.name}
    >
      {plan.recommendedTag && <span className={styles.recommended}>{plan.recommendedTag}</span>}
      <Flex align="center" gap={6}>
        <h3 className={styles.planName}>{plan.name}</h3>
        {plan.isCurrentUserPlan && <Tag color="purple">{t.current}</Tag>}
      </Flex>
      <p className={styles.planDesc}>{plan.description}</p>
      <div className={styles.planPrice}>
        <span className={styles.planAmount}>{amount}</span>
        {unit && <span className={styles.planUnit}>{unit}</span>}
      </div>
      <del className={styles.origin}>
        {t.origin} ¥{fenToYuan(plan.originPriceFen)}
      </del>
      <ul className={styles.planBenefits}>
        {plan.subList.map((b) => (
          <li key={b.id} title={b.description}>
            <CheckOutlined aria-hidden="true" /> {b.name}
          </li>
        ))}
      </ul>
      <Button
        type={plan.recommendedTag || plan.isCurrentUserPlan ? 'primary' : 'default'}
        size="large"
        block
        disabled={action.disabled}
        onClick={onBuy}
      >
        {action.label}
      </Button>
    </article>
  );
}

/** '¥29.90/月' → ['¥29.90', '/月']. */
function splitPriceAndUnit(text: string): [string, string] {
  const i = text.indexOf('/');
  return i < 0 ? [text, ''] : [text.slice(0, i), text.slice(i)];
}

/** The wallet (with the new-coupon red dot) and the invite page, reached from the member center. */
function MemberShortcuts() {
  const newCoupons = useHasNewCoupons();
  return (
    <nav className={styles.shortcuts} aria-label={`${t.myCoupons}、${t.invite}`}>
      <Link to={Pages.myCoupons.path} className={styles.shortcut}>
        <Badge dot={newCoupons.data === true} title={t.newCoupons}>
          <GiftOutlined className={styles.shortcutIcon} aria-hidden="true" />
        </Badge>
        <span className={styles.shortcutText}>
          <strong>{t.myCoupons}</strong>
          <small>{t.myCouponsHint}</small>
        </span>
        <RightOutlined aria-hidden="true" />
      </Link>
      <Link to={Pages.referralBonus.path} className={styles.shortcut}>
        <UsergroupAddOutlined className={styles.shortcutIcon} aria-hidden="true" />
        <span className={styles.shortcutText}>
          <strong>{t.invite}</strong>
          <small>{t.inviteHint}</small>
        </span>
        <RightOutlined aria-hidden="true" />
      </Link>
    </nav>
  );
}
