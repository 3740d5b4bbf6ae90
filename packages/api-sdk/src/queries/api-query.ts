import { queryOptions } from '@tanstack/react-query';
import { call } from '../call';
import type { EndpointName, ReqOf } from '../contract/endpoints';

/** The query key of one call: ['api', name, payload]. Invalidate with ['api', name]. */
export const apiKey = <K extends EndpointName>(name: K, payload?: ReqOf<K>) =>
  payload === undefined ? (['api', name] as const) : (['api', name, payload] as const);

/** Query options for any read of the contract; named factories below fix the spec's parameters. */
export const apiQuery = <K extends EndpointName>(name: K, payload: ReqOf<K>) =>
  queryOptions({
    queryKey: apiKey(name, payload),
    queryFn: ({ signal }) => call(name, payload, { signal }),
  });
