import { fillTemplate, type WizardPlaceholders } from '../../engine/format.js';
import type { Wizard } from '../../engine/schema/index.js';
import { ApiError } from '../api/request.js';
import { toast } from '../toasts/toast-store.js';

type Failure = Wizard['onFailure'];
type Handlers = { [K in Failure['kind']]: (failure: Extract<Failure, { kind: K }>, error: Error) => void };

// what the visitor sees when a calculation fails, per the definition's onFailure kind
const handlers: Handlers = {
  toast: (f, error) => void toast({ variant: 'destructive', title: f.title, description: error.message || f.fallback }),
  alert: (f) => window.alert(f.message),
  log: (f, error) => console.error(fillTemplate(f.message, { status: error instanceof ApiError ? error.status : 0 } satisfies WizardPlaceholders<'failure'>), error),
};

/** runs the failure behaviour a wizard definition asks for */
export function handleFailure(failure: Failure, error: Error): void {
  (handlers[failure.kind] as (f: Failure, e: Error) => void)(failure, error);
}
