import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { DefaultImages } from '@/config/default-images';
import { MemberLevelTag } from '@/components/ui/member-level-tag';
import { FallbackImg } from './fallback-img';
import { MEMBER_LEVEL_ICONS, MemberLevelIcon } from './member-level-icon';

describe('member level artwork', () => {
  it('has its own member-level-N picture for each level 0–4', () => {
    const sources = [0, 1, 2, 3, 4].map((n) => MEMBER_LEVEL_ICONS[`member-level-${n}`]);
    expect(sources.every(Boolean)).toBe(true);
    expect(new Set(sources).size).toBe(5);
  });

  it('shows the level’s picture in the level tag, and the ordinary one for an unknown level', () => {
    const endTime = new Date(Date.now() + 86_400_000).toISOString();
    const { container } = render(<MemberLevelTag user={makeUser({ userGrade: '3', endTime })} />);
    expect(container.querySelector('img')).toHaveAttribute('src', MEMBER_LEVEL_ICONS['member-level-3']);
    const unknown = render(<MemberLevelIcon icon="member-level-9" />);
    expect(unknown.container.querySelector('img')).toHaveAttribute('data-icon', 'member-level-0');
  });
});

describe('default images', () => {
  it('replace a picture that cannot load, once', () => {
    const { container } = render(<FallbackImg src="/gone.png" alt="横幅" />);
    const img = container.querySelector('img')!;
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(DefaultImages.image);
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(DefaultImages.image);
  });

  it('exist for head, icon and image', () => {
    expect(DefaultImages.head).toBeTruthy();
    expect(DefaultImages.icon).toBeTruthy();
    expect(DefaultImages.image).toBeTruthy();
  });
});
