import head from '@/assets/defaults/head.svg';
import icon from '@/assets/defaults/icon.svg';
import image from '@/assets/defaults/image.svg';

/** SPEC §3 default images: a user without an avatar, an item without an icon, a picture that failed to load. */
export const DefaultImages = { head, icon, image } as const;
