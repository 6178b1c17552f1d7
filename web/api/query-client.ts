import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { throwIfNotOk } from './request.js';

export type On401 = 'returnNull' | 'throw';

/** the default query: GET the path in the key's first element; a 401 is null or an error as asked */
export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await fetch(String(queryKey[0]), { credentials: 'include' });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

/** the spec's query defaults: no retries, no refetch on focus or interval, data never stale */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      retry: false,
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
    },
    mutations: { retry: false },
  },
});
