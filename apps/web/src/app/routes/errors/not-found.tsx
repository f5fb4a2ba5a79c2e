import { StatusPage } from '@/components/errors/status-page';

export function NotFoundRoute() {
  return <StatusPage code="404" />;
}
