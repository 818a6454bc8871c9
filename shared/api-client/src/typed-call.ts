import type { ApiRouteName, RouteBody, RouteParams, RouteQuery, RouteResponse } from '@mailscout/contracts';

/** A part of the request: required when the route has it, left out otherwise. */
type Part<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };

/** What `api.call(name, input)` sends: the route's body, path parameters and query, typed from its contract. */
export type CallInput<N extends ApiRouteName> = Part<'body', RouteBody<N>> &
  Part<'params', RouteParams<N>> &
  Part<'query', RouteQuery<N>> & {
    signal?: AbortSignal;
    timeoutMs?: number;
  };

/** The input may be left out when the route needs none. */
export type CallArgs<N extends ApiRouteName> = object extends CallInput<N> ? [input?: CallInput<N>] : [input: CallInput<N>];

export type CallResult<N extends ApiRouteName> = RouteResponse<N>;
