import { FileTextOutlined } from '@ant-design/icons';
import { Pages } from '@lucina/contracts';
import { UpcomingFeature } from '@/components/ui/upcoming-feature';
import { routeText, upcomingCopy } from '../upcoming-copy';
import { LinkButton } from '@/components/ui/link-button';

export function SystemMessageDetailRoute() {
  return (
    <UpcomingFeature
      icon={<FileTextOutlined />}
      title={Pages.systemMessageDetail.title}
      {...upcomingCopy.systemMessageDetail}
      actions={
        <LinkButton to={Pages.systemMessage.path} shape="round">
          {routeText.goMessageCenter}
        </LinkButton>
      }
    />
  );
}
