import { Flex, Typography } from 'antd';
import { CrownOutlined } from '@ant-design/icons';
import { Pages } from '@lucina/contracts';
import { UpcomingFeature } from '@/components/ui/upcoming-feature';
import { MemberLevelTag } from '@/features/personal/components/member-level-tag';
import { authSelectors, useAuthStore } from '@/stores/auth-store';
import { routeText, upcomingCopy } from '../upcoming-copy';

export function MemberRoute() {
  const user = useAuthStore(authSelectors.user);
  return (
    <UpcomingFeature icon={<CrownOutlined />} title={Pages.member.title} {...upcomingCopy.member}>
      {user && (
        <Flex align="center" gap={8}>
          <Typography.Text type="secondary">{routeText.currentLevel}</Typography.Text>
          <MemberLevelTag user={user} />
        </Flex>
      )}
    </UpcomingFeature>
  );
}
