import { LoginPage } from '@/features/auth/pages';

export function LoginRoute() {
  return <LoginPage />;
}
