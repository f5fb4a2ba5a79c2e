/** The slice of a pino logger that services and providers use, so they need no Fastify types. */
export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}
