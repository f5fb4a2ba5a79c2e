import { Tag } from 'antd';
import { membershipLevelOf, type UserInfo } from '@lucina/contracts';
import { MemberLevelIcon } from '@/components/ui/member-level-icon';

// antd preset palette names, so the tags follow the theme instead of fixed hex colours.
const LEVEL_COLORS: Readonly<Record<number, string>> = { 1: 'blue', 2: 'purple', 3: 'gold', 4: 'volcano' };

export function MemberLevelTag({ user }: { user: Pick<UserInfo, 'userGrade' | 'endTime'> | null }) {
  const level = membershipLevelOf(user);
  const member = level.membershipLevel > 0;
  return (
    <Tag
      color={LEVEL_COLORS[level.membershipLevel]}
      icon={<MemberLevelIcon icon={level.icon} size={14} />}
      data-level={level.icon}
      variant={member ? 'filled' : 'outlined'}
    >
      {level.name}
    </Tag>
  );
}
