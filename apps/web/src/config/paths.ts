import { Pages } from '@lucina/contracts';

/** Service-market detail for one market config id (SPEC §2 breadcrumb labels). */
export function retainCapitalPath(configId: number): string {
  return `${Pages.retainCapital.path}?id=${configId}`;
}
