import { countEvent } from '../../api/usage-events.js';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { Answers } from '../../../engine/answers/answers.js';
import type { Department } from '../../../engine/schema/index.js';
import { queryClient } from '../../api/query-client.js';
import { apiRequest } from '../../api/request.js';
import { answersKey } from '../../state/answers-key.js';
import { sessionStore } from '../../state/session-store.js';
import { toast } from '../../notifications/toast.js';
import { handleFailure } from './failure-handlers.js';

/**
 * Posts answers to the department's calculation; on success stores, toasts and opens the results page;
 * on failure `failure` holds the alert text the page shows (until the next try).
 */
export function useSubmit(department: Department) {
  const navigate = useNavigate();
  const { wizard, session } = department;
  const [failure, setFailure] = useState<string>();
  const mutation = useMutation(
    {
      mutationFn: async (answers: Answers) => (await apiRequest('POST', department.api, answers)).json() as Promise<unknown>,
      onSuccess: async (result, answers) => {
        sessionStore(answersKey(department)).getState().set(answers);
        sessionStore(session.results).getState().set(result);
        countEvent('completed', department.id);
        if (wizard.onSuccess.toast) toast(wizard.onSuccess.toast);
        await navigate({ to: department.routes.results });
      },
      onMutate: () => setFailure(undefined),
      onError: (error) => setFailure(handleFailure(wizard.onFailure, error)),
    },
    queryClient,
  );
  return { ...mutation, failure };
}
