import { useEffect, useState } from 'react';
import { Button, Result } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Pages } from '@lucina/contracts';
import { shellText } from '@/config/locale';
import { useRemoveBootShell } from '@/lib/boot-shell';
import { canAutoReload, isChunkLoadError, reloadForStaleChunks } from '@/lib/chunk-error';
import { reloadPage } from '@/utils/reload';
import { FullPageSpin } from '../ui/full-page-spin';

/**
 * Route errorElement. A stale chunk after a deploy reloads once to fetch the new build;
 * anything else gets a friendly retry screen instead of React Router's developer page.
 */
export function RouteErrorBoundary() {
  useRemoveBootShell();
  const error = useRouteError();
  const chunkError = isChunkLoadError(error);
  // Decided once per mount: reading storage during every render would flip after the reload mark.
  const [autoReload] = useState(() => chunkError && canAutoReload());

  useEffect(() => {
    if (autoReload) reloadForStaleChunks();
    else console.error('[route] 页面渲染失败', error);
  }, [autoReload, error]);

  if (autoReload) return <FullPageSpin tip={shellText.updatingApp} />;

  const status = isRouteErrorResponse(error) ? String(error.status) : undefined;
  return (
    <Result
      status="error"
      title={status ? `${shellText.error.title}（${status}）` : shellText.error.title}
      subTitle={chunkError ? shellText.error.chunkDescription : shellText.error.description}
      extra={[
        <Button key="retry" type="primary" shape="round" onClick={reloadPage}>
          {shellText.error.retry}
        </Button>,
        <Button key="home" shape="round" href={Pages.home.path}>
          {shellText.error.backHome}
        </Button>,
      ]}
    />
  );
}
