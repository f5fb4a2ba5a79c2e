import type { z } from 'zod';

/**
 * Who may call a route.
 * - `public`: anyone; identity is resolved when present but not required.
 * - `identity`: a logged-in user or a visitor carrying a temp token.
 * - `user`: a logged-in user only.
 */
export type RouteAuth = 'public' | 'identity' | 'user';
export type HttpMethod = 'GET' | 'POST';
/** Console roles; an `admin` may do everything an `operator` may. */
export type ConsoleRole = 'operator' | 'admin';

export interface ApiRoute<
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  TResponse extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Path under `/api`, e.g. `/user/lucinaUser/getLucinaInfo`. */
  path: string;
  auth: RouteAuth;
  /** Console routes (`/admin/*`): the least role the caller needs, checked on every call. */
  role?: ConsoleRole;
  summary: string;
  tag: string;
  body?: TBody;
  query?: TQuery;
  /** Schema of `data` in a success envelope. */
  response: TResponse;
  /** The client shows no toast when this call fails (SPEC §7 "no message on error"). */
  noMessage?: boolean;
  /** Answered as `text/event-stream` (chat streams); `response` is then the schema of one event. */
  stream?: boolean;
}

export function defineRoute<
  TBody extends z.ZodType | undefined = undefined,
  TQuery extends z.ZodType | undefined = undefined,
  TResponse extends z.ZodType = z.ZodType,
>(route: ApiRoute<TBody, TQuery, TResponse>): ApiRoute<TBody, TQuery, TResponse> {
  return route;
}

export type RouteBody<R> =
  R extends ApiRoute<infer B, any, any> ? (B extends z.ZodType ? z.input<B> : undefined) : never;
export type RouteQuery<R> =
  R extends ApiRoute<any, infer Q, any> ? (Q extends z.ZodType ? z.input<Q> : undefined) : never;
export type RouteData<R> = R extends ApiRoute<any, any, infer T> ? z.output<T> : never;

export const API_PREFIX = '/api';
