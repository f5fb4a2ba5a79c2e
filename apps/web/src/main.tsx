import { StrictMode } from 'react';
import { Business } from '@lucina/contracts';
import 'antd/dist/reset.css';
import './styles/global.css';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { installSessionEffects } from './app/session-effects';
import { bootPaintSettled } from './lib/boot-requests';
import { installPreloadErrorReload } from './lib/chunk-error';
import { mountApp } from './lib/mount-app';
import { afterNextPaint } from './lib/next-task';
import { createQueryClient } from './lib/query-client';
import { installRootFontSize } from './lib/root-font-size';
import { installAuthStorageSync } from './stores/auth-store';

// Before the first render, so rem-sized layout never flashes at the browser default size.
installRootFontSize();
installPreloadErrorReload();
installAuthStorageSync();
// Brand colour for the few non-antd styles (the progress bar), from the one constant.
document.documentElement.style.setProperty('--lucina-primary', Business.primaryColor);

const container = document.getElementById('root');
if (!container) throw new Error('index.html 缺少 #root 容器');

/** How long the app waits for index.html's script to paint a report's summary (the record's answer) at most. */
const BOOT_PAINT_WAIT_MS = 300;

// The router starts once a report's summary is painted, after the next frame, in a task of its own: with the
// evaluation of the app's modules it was one long task on a phone, right after the static first paint, and a report
// summary that index.html's script had just painted into the shell waited behind it, and behind the requests the app
// starts, before it reached the screen.
void bootPaintSettled(BOOT_PAINT_WAIT_MS)
  .then(() => afterNextPaint())
  .then(() => {
    const queryClient = createQueryClient();
    const router = createAppRouter(queryClient);
    installSessionEffects(router, queryClient);
    mountApp(
      container,
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  });
