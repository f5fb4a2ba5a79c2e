import { SimulatedServiceText, type SimulatedService } from '@lucina/contracts';

export const siteText = {
  demoLabel: '演示环境',
  demoRegion: '演示环境提示',
  /** What the notice says is simulated; a demo named on real services only says it is a demonstration. */
  demoSimulated: (services: SimulatedService[]) =>
    services.length ? `${services.map((s) => SimulatedServiceText[s]).join('、')}均为模拟` : '本站为演示站点，仅供体验',
  demoNoCharge: '，不会产生真实扣费',
} as const;
