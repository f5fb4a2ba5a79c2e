import { loadAntdRoot } from '@/lib/antd-styles';

/**
 * The composer's way to the answer's warm-up (answer-warm-up.tsx), a chunk of its own: the list of what the warm-up
 * loads (the thread's code, antd, the markdown stack) is written in this chunk, not in the first screen's. antd's
 * provider and the markdown module are fetched beside it, and the sample mounts once all three are there (the
 * answer's markdown still loading, it would render its plain-text fallback and warm nothing up).
 */
export const warmUp = async () => {
  const [{ mountSample }, { AntdRoot }] = await Promise.all([
    import('./answer-warm-up'),
    loadAntdRoot(),
    import('@/components/ui/markdown'),
  ]);
  mountSample(AntdRoot);
};
