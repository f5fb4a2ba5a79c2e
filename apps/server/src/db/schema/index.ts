export * from './users.js';
export * from './sessions.js';
export * from './visitors.js';
export * from './login.js';
export * from './assessment.js';
export * from './chat.js';
export * from './payments.js';
export * from './engagement.js';
