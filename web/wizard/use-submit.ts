import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { Answers } from '../../engine/answers.js';
import type { Department } from '../../engine/schema/index.js';
import { queryClient } from '../api/query-client.js';
import { apiRequest } from '../api/request.js';
import { sessionStore } from '../state/session-store.js';
import { toast } from '../toasts/toast-store.js';
import { handleFailure } from './failure-handlers.js';

/** posts answers to the department's calculation; on success stores, toasts and opens the results page */
export function useSubmit(department: Department) {
  const navigate = useNavigate();
  const { wizard, session } = department;
  return useMutation({
    mutationFn: async (answers: Answers) => (await apiRequest('POST', department.api, answers)).json() as Promise<unknown>,
    onSuccess: async (result, answers) => {
      if (wizard.onSuccess.storeAnswers && session.answers) sessionStore(session.answers).getState().set(answers);
      sessionStore(session.results).getState().set(result);
      if (wizard.onSuccess.toast) toast(wizard.onSuccess.toast);
      await navigate({ to: department.routes.results });
    },
    onError: (error) => handleFailure(wizard.onFailure, error),
  }, queryClient);
}
