import { StrictMode } from 'react';
import { Business } from '@lucina/contracts';
import 'antd/dist/reset.css';
import './styles/global.css';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { installSessionEffects } from './app/session-effects';
import { installPreloadErrorReload } from './lib/chunk-error';
import { afterNextPaint, documentParsed, nextTask } from './lib/next-task';
import { createQueryClient } from './lib/query-client';
import { installRootFontSize } from './lib/root-font-size';
import { installAuthStorageSync } from './stores/auth-store';

// Before the first render, so rem-sized layout never flashes at the browser default size.
installRootFontSize();
installPreloadErrorReload();
installAuthStorageSync();
// Brand colour for the few non-antd styles (the progress bar), from the one constant.
document.documentElement.style.setProperty('--lucina-primary', Business.primaryColor);

// The router starts once the page is parsed, after the next frame, in a task of its own: with the evaluation of the
// app's modules it was one long task on a phone, right after the static first paint. index.html's loader inserts
// this module from <head> (on a report, only once its summary is painted), so it may run before #root is parsed.
// The router's creation (ranking every route and starting the first navigation) and the first render are two
// tasks: together they were a 30–50 ms task on a phone-class CPU. React DOM's renderer (`react-dom/client`, behind
// `mount-app`) is imported, not part of this module, so that its evaluation is a task of its own too: with it the
// evaluation of this module was the longest task after the first paint (15–25 ms on a desktop CPU, 110–190 ms at a
// phone's slowdown). The page names it with this module (build/app-scripts.ts), so the import finds it fetched.
void documentParsed()
  .then(() => afterNextPaint())
  .then(() => {
    const queryClient = createQueryClient();
    const router = createAppRouter(queryClient);
    installSessionEffects(router, queryClient);
    return nextTask()
      .then(() => import('./lib/mount-app'))
      .then(({ mountApp }) => {
        const container = document.getElementById('root');
        if (!container) throw new Error('index.html 缺少 #root 容器');
        mountApp(
          container,
          <StrictMode>
            <App queryClient={queryClient} router={router} />
          </StrictMode>,
        );
      });
  });
