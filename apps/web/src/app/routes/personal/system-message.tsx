import { BellOutlined } from '@ant-design/icons';
import { Pages } from '@lucina/contracts';
import { UpcomingFeature } from '@/components/ui/upcoming-feature';
import { upcomingCopy } from '../upcoming-copy';

export function SystemMessageRoute() {
  return <UpcomingFeature icon={<BellOutlined />} title={Pages.systemMessage.title} {...upcomingCopy.systemMessage} />;
}
