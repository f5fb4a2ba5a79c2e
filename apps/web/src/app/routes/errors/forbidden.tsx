import { StatusPage } from '@/components/errors/status-page';

export function ForbiddenRoute() {
  return <StatusPage code="403" />;
}
