/**
 * The client makes the temp token as a millisecond timestamp followed by a random integer
 * from 10000 to 100000 (SPEC §3): 13 digits then 5 or 6 digits.
 */
const TEMP_TOKEN = /^\d{13}\d{5,6}$/;

export function isValidTempToken(value: unknown): value is string {
  return typeof value === 'string' && TEMP_TOKEN.test(value);
}
