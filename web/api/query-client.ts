import { QueryClient } from '@tanstack/react-query';

/** the spec's query defaults: no retries, no refetch on focus or interval, data never stale; each query brings its queryFn */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
    },
    mutations: { retry: false },
  },
});
