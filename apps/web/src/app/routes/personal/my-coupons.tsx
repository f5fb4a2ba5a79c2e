import { TagsOutlined } from '@ant-design/icons';
import { Pages } from '@lucina/contracts';
import { UpcomingFeature } from '@/components/ui/upcoming-feature';
import { upcomingCopy } from '../upcoming-copy';

export function MyCouponsRoute() {
  return <UpcomingFeature icon={<TagsOutlined />} title={Pages.myCoupons.title} {...upcomingCopy.myCoupons} />;
}
