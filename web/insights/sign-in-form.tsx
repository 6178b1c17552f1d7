import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { ApiError, visibleMessage } from '../api/api-error.js';
import { apiRequest } from '../api/request.js';
import { insightsRoute } from '../../engine/display/page-heads.js';
import { wrongTokenText } from '../../engine/insights/painted-insights.js';
import { queryClient } from '../api/query-client.js';

/**
 * What a refused sign-in says: a wrong token as such; too many tries, the server's own words in the page's language
 * (site.yaml's errors.wrongTokens, with the seconds of its Retry-After); anything else as the server put it.
 */
function refusal(error: Error): string {
  if (error instanceof ApiError && error.code === 'wrong_token') return wrongTokenText;
  return visibleMessage(error) ?? 'The server could not be reached; try again.';
}

/**
 * The token, once: the server answers with a cookie that lasts 12 hours. A form that posts to the page itself, so it
 * signs in before the code and without it (the server leads back to the page, painted with the report or with
 * `refusal`, why it refused); with the code, the API is asked and the page stays.
 */
export function SignInForm({ onSignedIn, refusal: painted }: { onSignedIn: () => void; refusal?: string }) {
  const signIn = useMutation({ mutationFn: (token: string) => apiRequest('POST', '/api/insights/session', { token }), onSuccess: onSignedIn }, queryClient);
  // the token as the field holds it: typed before the page's code came, it is the visitor's all the same
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const token = new FormData(e.currentTarget).get('token');
    if (typeof token === 'string' && token) signIn.mutate(token);
  };
  return (
    <form method="post" action={insightsRoute} onSubmit={submit} aria-label="Sign in to insights">
      <Stack maw={420}>
        <PasswordInput label="Insights token" description="The INSIGHTS_TOKEN the operator set" name="token" autoComplete="current-password" required />
        {(signIn.isError || (painted && signIn.isIdle)) && (
          <Alert color="red" role="alert" title="Not signed in">
            {signIn.isError ? refusal(signIn.error) : painted}
          </Alert>
        )}
        <Button type="submit" loading={signIn.isPending}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
