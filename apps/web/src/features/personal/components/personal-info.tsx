import { Card, Descriptions, Flex, Skeleton, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';
import { isMember, membershipLevelOf, type UserInfo } from '@lucina/contracts';
import { authSelectors, useAuthStore } from '@/stores/auth-store';
import { maskEmail, maskPhone } from '@/utils/mask';
import { formatTime } from '@/lib/format-date';
import { personalText } from '../locale';
import { MemberLevelTag } from '@/components/ui/member-level-tag';
import { AvatarUpload } from './avatar-upload';
import { BackgroundInfo } from './background-info';
import { NicknameEditor } from './nickname-editor';
import styles from './personal-info.module.css';

const t = personalText.info;

function detailItems(user: UserInfo): DescriptionsProps['items'] {
  const level = membershipLevelOf(user);
  const member = isMember(user);
  return [
    { key: 'phone', label: t.phone, children: maskPhone(user.phone) ?? t.notSet },
    { key: 'email', label: t.email, children: maskEmail(user.email) ?? t.notSet },
    { key: 'wechat', label: t.wechat, children: user.wechatBound ? t.wechatBound : t.wechatUnbound },
    { key: 'level', label: t.memberLevel, children: <MemberLevelTag user={user} /> },
    ...(level.membershipLevel > 0
      ? [{ key: 'expire', label: t.memberExpire, children: formatTime(level.expireTime, 'day', '--') }]
      : []),
    { key: 'chat', label: t.chatCount, children: member ? t.unlimited : t.chatUnit(user.chatCount) },
    {
      key: 'invite',
      label: t.inviteCode,
      children: (
        <Flex vertical gap={2}>
          <Typography.Text copyable={{ tooltips: [t.copy, t.copied] }} strong>
            {user.inviteCode}
          </Typography.Text>
          <Typography.Text type="secondary">{t.inviteHint}</Typography.Text>
        </Flex>
      ),
    },
    { key: 'registered', label: t.registeredAt, children: formatTime(user.createTime, 'day', '--') },
  ];
}

/** The signed-in user's profile as the store holds it. */
export function PersonalInfo() {
  const user = useAuthStore(authSelectors.user);

  if (!user) {
    // A token exists but user info is still loading (the guard fetches it on navigation).
    return (
      <Card className={styles.card}>
        <Skeleton avatar active paragraph={{ rows: 5 }} />
      </Card>
    );
  }

  return (
    <div className={styles.stack}>
      <Card className={styles.card}>
        <Flex align="center" gap={20} className={styles.profile}>
          <AvatarUpload user={user} />
          <Flex vertical gap={6} style={{ minWidth: 0 }}>
            <NicknameEditor user={user} />
            <span>
              <MemberLevelTag user={user} />
            </span>
          </Flex>
        </Flex>
        <Descriptions column={{ xs: 1, sm: 1, md: 2 }} items={detailItems(user)} />
      </Card>
      <BackgroundInfo />
    </div>
  );
}
