import { describe, expect, it } from 'vitest';
import { tourConfig, tourSteps, TOUR_TARGETS } from './tour-steps';

describe('tour config', () => {
  it('has the two steps of the spec in order', () => {
    expect(tourSteps).toHaveLength(2);
    expect(tourSteps[0]!.element).toBe('[data-tour="chat-input"]');
    expect(tourSteps[0]!.popover?.title).toContain('AI 职业规划师');
    expect(tourSteps[1]!.element).toBe(TOUR_TARGETS.market);
    expect(TOUR_TARGETS.market).toBe('.nav-market');
  });

  it('uses the spec popover settings and button texts', () => {
    expect(tourConfig).toMatchObject({
      popoverOffset: 27,
      stagePadding: 0,
      overlayOpacity: 0.7,
      animate: true,
      duration: 400,
      nextBtnText: '下一步',
      doneBtnText: '完成',
      showButtons: ['next'],
    });
  });
});
