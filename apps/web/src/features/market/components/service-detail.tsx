import { ShopOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { MarketConfigLabels, Pages } from '@lucina/contracts';
import { LinkButton } from '@/components/ui/link-button';
import { UpcomingFeature } from '@/components/ui/upcoming-feature';
import { marketText } from '../locale';

/** Detail of one market service, chosen by the `id` (config id) query parameter. */
export function ServiceDetail() {
  const [params] = useSearchParams();
  const label = MarketConfigLabels[Number(params.get('id'))];
  return (
    <UpcomingFeature
      icon={<ShopOutlined />}
      title={label ?? Pages.retainCapital.title}
      purpose={label ? marketText.detailPurpose(label) : marketText.unknownServicePurpose}
      availability={marketText.detailAvailability}
      actions={
        <LinkButton to={Pages.market.path} shape="round">
          {marketText.backToMarket}
        </LinkButton>
      }
    />
  );
}
