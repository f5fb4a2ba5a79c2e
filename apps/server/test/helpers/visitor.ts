import { TEMP_TOKEN_HEADER, VISITOR_SIG_HEADER } from '@lucina/contracts';
import { visitorSignature } from '../../src/modules/visitors/temp-token.js';

/** The AUTH_SECRET of every test app unless a test sets its own, so helpers can sign visitor tokens. */
export const TEST_AUTH_SECRET = 'test-auth-secret-'.padEnd(48, 'x');

/** A temp token with the signature the server would issue for it: what the web client sends. */
export function signedVisitorHeaders(tempToken: string) {
  return { [TEMP_TOKEN_HEADER]: tempToken, [VISITOR_SIG_HEADER]: visitorSignature(TEST_AUTH_SECRET, tempToken) };
}
