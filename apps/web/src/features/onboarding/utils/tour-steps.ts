import type { Config, DriveStep } from 'driver.js';
import { onboardingText } from '../locale';

const t = onboardingText.tour;

/**
 * The elements the tour points at; the chat input, the main nav and the header keep these stable. On a phone the
 * main nav is inside the closed drawer, so the second step points at the menu button that opens it.
 */
export const TOUR_TARGETS = {
  chatInput: '[data-tour="chat-input"]',
  market: '.nav-market',
  menu: '[data-tour="nav-menu"]',
} as const;

/** The planner's greeting for the first step: the server's dialog boot (SPEC §7), when it has arrived. */
export interface TourGreeting {
  title: string;
  greeting: string;
}

/** SPEC §2 dialog 13: the chat input with the planner's greeting, then the service-market nav item. */
export function tourSteps(greeting?: TourGreeting, phone = false): DriveStep[] {
  return [
    {
      element: TOUR_TARGETS.chatInput,
      popover: {
        title: greeting?.title ?? t.greetingTitle,
        description: greeting?.greeting ?? t.greeting,
        side: 'top',
        align: 'center',
      },
    },
    phone
      ? {
          element: TOUR_TARGETS.menu,
          popover: { title: t.marketTitle, description: t.marketOnPhone, side: 'bottom', align: 'start' },
        }
      : {
          element: TOUR_TARGETS.market,
          popover: { title: t.marketTitle, description: t.market, side: 'right', align: 'start' },
        },
  ];
}

/** SPEC §2: offset 27, no stage padding, overlay opacity 0.7, 400 ms animation; next and done only. */
export const tourConfig = {
  animate: true,
  duration: 400,
  popoverOffset: 27,
  stagePadding: 0,
  overlayOpacity: 0.7,
  showButtons: ['next'],
  nextBtnText: t.next,
  doneBtnText: t.done,
  showProgress: false,
  // The skip link is the way out; a click beside the popover does not end the tour by accident.
  allowClose: false,
  popoverClass: 'lucina-tour',
} satisfies Config;
