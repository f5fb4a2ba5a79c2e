import { z } from 'zod';

// Validation messages reach users as toasts, so zod speaks Chinese on both sides.
z.config(z.locales.zhCN());
