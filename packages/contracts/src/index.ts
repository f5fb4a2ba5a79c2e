import './zod-locale.js';
export * from './envelope.js';
export * from './errors.js';
export * from './constants.js';
export * from './pages.js';
export * from './user.js';
export * from './api/index.js';
