import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiError, visibleMessage } from '../api/api-error.js';
import { apiRequest } from '../api/request.js';
import { queryClient } from '../api/query-client.js';

/**
 * What a refused sign-in says: a wrong token as such; too many tries, the server's own words in the page's language
 * (site.yaml's errors.wrongTokens, with the seconds of its Retry-After); anything else as the server put it.
 */
function refusal(error: Error): string {
  if (error instanceof ApiError && error.code === 'wrong_token') return 'That is not the insights token.';
  return visibleMessage(error) ?? 'The server could not be reached; try again.';
}

/** the token, once: the server answers with a cookie that lasts 12 hours; shown by the code once the report answered 401, so never before it */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [token, setToken] = useState('');
  const signIn = useMutation({ mutationFn: () => apiRequest('POST', '/api/insights/session', { token }), onSuccess: onSignedIn }, queryClient);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (token) signIn.mutate();
  };
  return (
    <form onSubmit={submit} aria-label="Sign in to insights">
      <Stack maw={420}>
        <PasswordInput
          label="Insights token"
          description="The INSIGHTS_TOKEN the operator set"
          value={token}
          onChange={(e) => setToken(e.currentTarget.value)}
          autoComplete="current-password"
          required
        />
        {signIn.isError && (
          <Alert color="red" role="alert" title="Not signed in">
            {refusal(signIn.error)}
          </Alert>
        )}
        <Button type="submit" loading={signIn.isPending}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
