import { useEffect } from 'react';
import { App, Avatar, Button, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { Business } from '@lucina/contracts';
import { formatTime } from '@/lib/format-date';
import { getInviteReward, useInviteInfo } from '../api/invite';
import { paymentKeys } from '../api/query-keys';
import { paymentsText } from '../locale';
import styles from './payments.module.css';
import { DefaultImages } from '@/config/default-images';

const t = paymentsText.referral;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    console.warn('[payments] 复制失败', error);
    return false;
  }
}

/** /personal/referralBonus: the invite link and its QR, the rules and the invited friends. */
export function ReferralBonus() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const info = useInviteInfo();

  useEffect(() => {
    // Settles rewards silently (SPEC §7: no message on error); the counts are re-read after.
    getInviteReward().then(
      (r) => {
        if (r.settled > 0) void queryClient.invalidateQueries({ queryKey: paymentKeys.inviteInfo() });
      },
      (error: unknown) => console.warn('[payments] 结算邀请奖励失败', error),
    );
  }, [queryClient]);

  if (info.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (info.isError) return <Empty description={t.noFriends} />;
  const d = info.data;

  const copy = async () => {
    if (await copyText(d.inviteLink)) void message.success(t.copied);
    else void message.error(t.copyFailed);
  };

  return (
    <Flex vertical gap={20} className={styles.page}>
      <section className={styles.inviteHero}>
        <div className={styles.inviteMain}>
          <Typography.Title level={3} className={styles.inviteTitle}>
            {t.title}
          </Typography.Title>
          <Typography.Paragraph className={styles.heroSub}>{t.subtitle}</Typography.Paragraph>
          <Typography.Text className={styles.heroLabel}>{t.link}</Typography.Text>
          <div className={styles.linkRow}>
            <span className={styles.linkText} data-testid="invite-link">
              {d.inviteLink}
            </span>
            <Button type="primary" icon={<CopyOutlined />} onClick={() => void copy()}>
              {t.copy}
            </Button>
          </div>
          <Typography.Text className={styles.heroSub}>{t.code(d.inviteCode)}</Typography.Text>
          <div className={styles.stats}>
            <div>
              <strong>{t.people(d.invitedCount)}</strong>
              <span>{t.stats.invited}</span>
            </div>
            <div>
              <strong>{t.times(d.rewardedChatCount)}</strong>
              <span>{t.stats.reward}</span>
            </div>
          </div>
        </div>
        <figure className={styles.inviteQr}>
          <QRCodeSVG value={d.inviteLink} size={148} role="img" aria-label={t.qr} />
          <figcaption>{t.qrHint}</figcaption>
        </figure>
      </section>

      <section className={styles.panel}>
        <Typography.Title level={5}>{t.rulesTitle}</Typography.Title>
        <ol className={styles.rules}>
          {t.rules(d.rewardPerInvite || Business.inviteRewardChats, Business.inviteRewardDailyCap).map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ol>
      </section>

      <section className={styles.panel}>
        <Typography.Title level={5}>{t.friends}</Typography.Title>
        {d.friends.length === 0 ? (
          <Empty description={t.noFriends} />
        ) : (
          <ul className={styles.friends}>
            {d.friends.map((f, i) => (
              <li key={`${f.nickname}-${i}`} className={styles.friend}>
                <Avatar src={f.userIcon || DefaultImages.head} alt="" />
                <div className={styles.friendText}>
                  <div className={styles.friendName}>{f.nickname}</div>
                  <time dateTime={f.createTime}>{formatTime(f.createTime, 'minute')}</time>
                </div>
                <Tag color={f.rewarded ? 'green' : 'default'}>{f.rewarded ? t.rewarded : t.pending}</Tag>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Flex>
  );
}
