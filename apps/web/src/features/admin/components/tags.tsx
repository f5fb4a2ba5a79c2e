import { Tag } from 'antd';
import { adminText } from '../locale';

export const REFUND_COLOR: Record<string, string> = { processing: 'processing', succeeded: 'purple', failed: 'red' };

export function LevelTag({ level }: { level: number }) {
  return level > 0 ? <Tag color="gold">{adminText.users.levelName(level)}</Tag> : <Tag>{adminText.users.ordinary}</Tag>;
}
