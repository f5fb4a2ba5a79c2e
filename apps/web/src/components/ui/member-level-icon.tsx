import level0 from '@/assets/member-levels/member-level-0.svg';
import level1 from '@/assets/member-levels/member-level-1.svg';
import level2 from '@/assets/member-levels/member-level-2.svg';
import level3 from '@/assets/member-levels/member-level-3.svg';
import level4 from '@/assets/member-levels/member-level-4.svg';

/** SPEC §3: the level's icon is member-level-{level}; levels outside 0–4 show the ordinary user's. */
export const MEMBER_LEVEL_ICONS: Readonly<Record<string, string>> = {
  'member-level-0': level0,
  'member-level-1': level1,
  'member-level-2': level2,
  'member-level-3': level3,
  'member-level-4': level4,
};

export function MemberLevelIcon({ icon, size = 16, className }: { icon: string; size?: number; className?: string }) {
  const known = icon in MEMBER_LEVEL_ICONS ? icon : 'member-level-0';
  return (
    <img
      src={MEMBER_LEVEL_ICONS[known]}
      data-icon={known}
      alt=""
      aria-hidden="true"
      width={size}
      height={size}
      className={className}
      style={{ flex: 'none' }}
    />
  );
}
