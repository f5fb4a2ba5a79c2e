import { Flex, Typography } from 'antd';
import { GiftOutlined } from '@ant-design/icons';
import { Pages } from '@lucina/contracts';
import { UpcomingFeature } from '@/components/ui/upcoming-feature';
import { authSelectors, useAuthStore } from '@/stores/auth-store';
import { routeText, upcomingCopy } from '../upcoming-copy';

export function ReferralBonusRoute() {
  const user = useAuthStore(authSelectors.user);
  return (
    <UpcomingFeature icon={<GiftOutlined />} title={Pages.referralBonus.title} {...upcomingCopy.referralBonus}>
      {user?.inviteCode && (
        <Flex align="center" gap={8}>
          <Typography.Text type="secondary">{routeText.inviteCode}</Typography.Text>
          <Typography.Text strong copyable>
            {user.inviteCode}
          </Typography.Text>
        </Flex>
      )}
    </UpcomingFeature>
  );
}
