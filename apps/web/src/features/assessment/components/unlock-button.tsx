import { UnlockOutlined } from '@ant-design/icons';
import { Business } from '@lucina/contracts';
import { PlainButton } from '@/components/ui/plain-button';
import large from '@/components/ui/plain-button-large.module.css';
import { priceText } from '@/lib/money';
import { useUnlockReport } from '../hooks/use-unlock-report';
import { assessmentText } from '../locale';

/** '解锁完整报告 ¥19.9': the login dialog for visitors, the single-assessment payment dialog for users. */
export function UnlockButton({ block = false }: { block?: boolean }) {
  const unlock = useUnlockReport();
  return (
    <PlainButton
      variant="primary"
      shape="round"
      className={large.large}
      onClick={unlock}
      style={block ? { width: '100%' } : undefined}
    >
      <UnlockOutlined />
      {assessmentText.result.unlock(priceText(Business.singleAssessment.priceFen))}
    </PlainButton>
  );
}
