import { useIsPhone } from '@/hooks/use-breakpoint';

/** Large controls, except in the 300 px dialog of a phone, where the placeholders would be cut. */
export function useFormSize(): 'large' | 'middle' {
  return useIsPhone() ? 'middle' : 'large';
}
