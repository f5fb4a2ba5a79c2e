/**
 * Calls `onQuiet` once `quietMs` have passed with nothing arriving: an idle timeout for something that arrives very
 * often (an answer's every token). Re-arming a timer on every arrival moved it in Node's timer list each time, a few
 * percent of the CPU of thousands of open answers; an arrival here only notes the time, and the one timer, when it
 * fires early, sleeps for what is left.
 */
export function quietTimer(quietMs: number, onQuiet: () => void) {
  let last = Date.now();
  let held = false;
  let timer: NodeJS.Timeout | null = null;
  const check = () => {
    const left = last + quietMs - Date.now();
    if (held || left > 0) timer = setTimeout(check, held ? quietMs : left);
    else {
      timer = null;
      onQuiet();
    }
  };
  timer = setTimeout(check, quietMs);
  return {
    /**
     * Something arrived: between `hold()` and `release()` the caller is busy with it (an answer's token being saved
     * and relayed), and that time is its own, not the other side's silence, however long a loaded machine makes it.
     */
    hold() {
      held = true;
    },
    /** Done with what arrived: the quiet is counted again from now. */
    release() {
      held = false;
      last = Date.now();
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

/**
 * Calls `beat` when about `everyMs` have passed with nothing `wrote()`: the keep-alive of a stream, sent only while
 * it is quiet (a stream whose tokens flow needs none, and each beat is a system call per stream). It looks every
 * `everyMs / 2`, so the longest gap without a byte is `everyMs`.
 */
export function quietBeat(everyMs: number, beat: () => void) {
  let wrote = false;
  const timer = setInterval(() => {
    if (wrote) wrote = false;
    else {
      beat();
      // A beat is a write too: a quiet stream beats every `everyMs`.
      wrote = true;
    }
  }, everyMs / 2).unref();
  return {
    wrote() {
      wrote = true;
    },
    stop() {
      clearInterval(timer);
    },
  };
}
