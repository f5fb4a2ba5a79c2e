import { Flex } from 'antd';
import { Pages } from '@lucina/contracts';
import { LogoMark } from '@/components/ui/logo';
import { PageContainer } from '@/components/ui/page-container';
import { UpcomingFeature } from '@/components/ui/upcoming-feature';
import { routeText, upcomingCopy } from '../upcoming-copy';
import { LinkButton } from '@/components/ui/link-button';

export function LoginRoute() {
  return (
    <Flex align="center" style={{ minHeight: '100vh' }}>
      <PageContainer>
        <UpcomingFeature
          icon={<LogoMark size={40} />}
          title={Pages.login.title}
          {...upcomingCopy.login}
          actions={
            <>
              <LinkButton to={Pages.home.path} type="primary" shape="round">
                {routeText.backHome}
              </LinkButton>
              <LinkButton to={Pages.agreement.path} shape="round">
                {routeText.readAgreement}
              </LinkButton>
            </>
          }
        />
      </PageContainer>
    </Flex>
  );
}
