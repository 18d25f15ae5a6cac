import type { z } from 'zod';
import type { AbilityAction, AbilitySubject } from '../access/abilities';
import { refuseUnsafeText } from './safe-text';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How a route is guarded. `public`: no sign-in. `signedIn`: any signed-in staff user. `ability`: the
 * caller needs `action` on `subject`; when the path has `:accountId` the account must be one of the
 * caller's (otherwise 404, so other tenants' ids are not confirmed to exist).
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'ability'; action: AbilityAction; subject: AbilitySubject };

/** One HTTP endpoint, declared once and used by the server (validation, OpenAPI) and the web client (types). */
export type Contract<
  TParams extends z.ZodType = z.ZodType,
  TQuery extends z.ZodType = z.ZodType,
  TBody extends z.ZodType = z.ZodType,
  TResponse extends z.ZodType = z.ZodType,
> = {
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  access: RouteAccess;
  params?: TParams;
  query?: TQuery;
  body?: TBody;
  response: TResponse;
  /** Status of a successful answer; 200 unless stated. */
  successStatus?: 200 | 201 | 202 | 204;
};

/**
 * Declares a contract, keeping the literal types of the schemas. Its params, query and body refuse a NUL
 * byte or a lone surrogate in any text (400 naming the field): the database cannot store either, and
 * every route gets the check by being declared here.
 */
export function defineContract<
  TParams extends z.ZodType,
  TQuery extends z.ZodType,
  TBody extends z.ZodType,
  TResponse extends z.ZodType,
>(contract: Contract<TParams, TQuery, TBody, TResponse>): Contract<TParams, TQuery, TBody, TResponse> {
  return {
    ...contract,
    ...(contract.params ? { params: refuseUnsafeText(contract.params) } : {}),
    ...(contract.query ? { query: refuseUnsafeText(contract.query) } : {}),
    ...(contract.body ? { body: refuseUnsafeText(contract.body) } : {}),
  };
}

export type ContractParams<C> =
  C extends Contract<infer P, z.ZodType, z.ZodType, z.ZodType> ? z.input<P> : never;
export type ContractQuery<C> =
  C extends Contract<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type ContractBody<C> =
  C extends Contract<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type ContractResponse<C> =
  C extends Contract<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

/** Fills `:name` segments of a contract path. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) {
      throw new Error(`Missing path parameter ${name} for ${path}`);
    }
    return encodeURIComponent(value);
  });
}
