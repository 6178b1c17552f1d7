import { useMutation } from '@tanstack/react-query';
import type { Quotes } from '../../../engine/schema/index.js';
import { queryClient } from '../../api/query-client.js';
import { ApiError } from '../../api/api-error.js';
import { apiRequest } from '../../api/request.js';
import { toast } from '../../notifications/toast.js';
import type { QuoteForm } from './quote-form.js';
import type { Quote } from './quote-response.js';
import type { QuoteFormKind, QuoteStore } from './quote-store.js';
import type { QuoteText } from '../../../engine/quotes/texts.js';
import { errorsFromIssues, requestBody } from './quote-request.js';

/**
 * Sends the form to the quote API; a refusal shows the server's messages beside the fields, and every
 * failure a destructive toast. Nothing typed is lost either way.
 */
export function useGenerateQuote(quotes: Quotes, store: QuoteStore, t: QuoteText) {
  return useMutation(
    {
      mutationFn: async ({ form }: { form: QuoteForm; at: QuoteFormKind }) =>
        (await apiRequest('POST', quotes.api, requestBody(quotes, form))).json() as Promise<Quote>,
      onSuccess: (quote) => store.getState().showResult(quote),
      onError: (error, { at }) => {
        const api = error instanceof ApiError ? error : undefined;
        if (api?.status === 400 && api.issues.length > 0) store.getState().refuse(at, errorsFromIssues(api.issues));
        toast({ variant: 'destructive', title: t('failureTitle'), description: api?.apiMessage ?? t('failureDescription') });
      },
    },
    queryClient,
  );
}
