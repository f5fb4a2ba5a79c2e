import { useMemo, useState } from 'react';
import { Card, Flex } from 'antd';
import { Navigate, useSearchParams } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { authActions } from '@/stores/auth-store';
import type { LoginFlowOptions } from '@/stores/modal-store';
import { authText } from '../locale';
import { safeRedirect } from '../utils/redirect';
import { LoginHeader } from './login-header';
import { LoginPanel } from './login-panel';
import styles from './auth.module.css';

/**
 * /auth/login: the login dialog's content as a page. A login here is deliberate, like the header
 * button, so the needs survey is required; afterwards the app goes to `?redirect=` or home.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  // Only a visit that starts logged in leaves at once; a login made here finishes its own flow.
  const [loggedInOnArrival] = useState(authActions.isLoggedIn);
  const options = useMemo<LoginFlowOptions>(() => ({ surveyRequired: true, redirect }), [redirect]);

  if (loggedInOnArrival) return <Navigate to={redirect} replace />;
  return (
    <div className={styles.page}>
      <Card className={styles.pageCard}>
        <Flex justify="center" style={{ marginBottom: 16 }}>
          <Logo />
        </Flex>
        <LoginHeader title={authText.loginTitle} subtitle={authText.loginSubtitle} />
        <LoginPanel options={options} />
      </Card>
    </div>
  );
}
