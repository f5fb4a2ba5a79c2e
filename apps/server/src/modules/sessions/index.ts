/** Login sessions: issue, resolve (cached across instances through the KV) and revoke. */
export { createSessionService, type SessionService } from './session.service.js';
