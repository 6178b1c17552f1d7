import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { apiRequest } from '../api/request.js';
import { queryClient } from '../api/query-client.js';
import { inertUntil, useHydrated } from '../state/use-hydrated.js';

/** the token, once: the server answers with a cookie that lasts 12 hours */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [token, setToken] = useState('');
  const hydrated = useHydrated();
  const signIn = useMutation({ mutationFn: () => apiRequest('POST', '/api/insights/session', { token }), onSuccess: onSignedIn }, queryClient);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (token) signIn.mutate();
  };
  return (
    <form onSubmit={submit} aria-label="Sign in to insights" {...inertUntil(hydrated)}>
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
            {signIn.error.message.startsWith('429') ? 'Too many wrong tokens; try again in a minute.' : 'That is not the insights token.'}
          </Alert>
        )}
        <Button type="submit" loading={signIn.isPending}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
