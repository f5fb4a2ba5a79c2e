import { useEffect, useRef } from 'react';
import { driver } from 'driver.js';
import 'driver.js/dist/driver.css';
import '../components/tour.css';
import { onboardingText } from '../locale';
import { TOUR_TARGETS, tourConfig, tourSteps, type TourGreeting } from '../utils/tour-steps';

const WAIT_MS = 8000;

/**
 * Runs the guided tour while `active` (`phone`: the phone layout's targets). Starts once the chat input is on screen; `onEnd` runs
 * when the user finishes or skips it (not when the component unmounts mid-tour). The greeting is
 * read when the tour starts, so one arriving later never restarts a running tour.
 */
export function useGuidedTour(active: boolean, onEnd: () => void, greeting?: TourGreeting, phone = false): void {
  const greetingRef = useRef(greeting);
  useEffect(() => {
    greetingRef.current = greeting;
  }, [greeting]);

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    let tour: ReturnType<typeof driver> | null = null;
    const started = Date.now();

    // driver.js calls onDestroyed only once a step's animation has finished, so a quick skip or
    // done is reported here directly; `finished` keeps it to one call.
    let finished = false;
    const finish = () => {
      if (finished || cancelled) return;
      finished = true;
      onEnd();
    };

    const start = () => {
      tour = driver({
        ...tourConfig,
        steps: tourSteps(greetingRef.current, phone),
        onPopoverRender: (popover) => {
          const skip = document.createElement('button');
          skip.type = 'button';
          skip.className = 'lucina-tour-skip';
          skip.textContent = onboardingText.tour.skip;
          skip.addEventListener('click', () => {
            tour?.destroy();
            finish();
          });
          popover.footer.prepend(skip);
        },
        // driver.js marks the step's target as a popup trigger (aria-haspopup, aria-expanded), which ARIA allows
        // only on widgets such as buttons: on a plain box (the composer) that is an invalid attribute.
        onHighlighted: (element) => {
          if (!element || element.matches('button, a[href], [role]')) return;
          element.removeAttribute('aria-haspopup');
          element.removeAttribute('aria-expanded');
        },
        onDoneClick: () => {
          tour?.destroy();
          finish();
        },
        onDestroyed: finish,
      });
      tour.drive();
    };

    // The home page loads lazily: wait for the first target before starting.
    const timer = window.setInterval(() => {
      if (document.querySelector(TOUR_TARGETS.chatInput) || Date.now() - started > WAIT_MS) {
        window.clearInterval(timer);
        if (!cancelled) start();
      }
    }, 100);

    return () => {
      cancelled = true;
      window.clearInterval(timer);
      tour?.destroy();
    };
  }, [active, onEnd, phone]);
}
