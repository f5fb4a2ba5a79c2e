import { useCallback, useEffect, useState } from 'react';

/** A seconds countdown for the send-code button: start, stop at once, 0 when idle. */
export function useCountdown() {
  const [seconds, setSeconds] = useState(0);

  useEffect(() => {
    if (seconds <= 0) return;
    const timer = window.setTimeout(() => setSeconds(seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds]);

  const start = useCallback((total: number) => setSeconds(Math.max(0, Math.floor(total))), []);
  const stop = useCallback(() => setSeconds(0), []);

  return { seconds, running: seconds > 0, start, stop };
}
