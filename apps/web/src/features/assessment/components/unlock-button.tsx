import { Button } from 'antd';
import { UnlockOutlined } from '@ant-design/icons';
import { Business } from '@lucina/contracts';
import { priceText } from '@/lib/money';
import { useUnlockReport } from '../hooks/use-unlock-report';
import { assessmentText } from '../locale';

/** '解锁完整报告 ¥19.9': the login dialog for visitors, the single-assessment payment dialog for users. */
export function UnlockButton({ block = false }: { block?: boolean }) {
  const unlock = useUnlockReport();
  return (
    <Button type="primary" size="large" shape="round" icon={<UnlockOutlined />} onClick={unlock} block={block}>
      {assessmentText.result.unlock(priceText(Business.singleAssessment.priceFen))}
    </Button>
  );
}
