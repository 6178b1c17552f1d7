import { fillTemplate, type WizardPlaceholders } from '../../../engine/display/format.js';
import type { Wizard } from '../../../engine/schema/index.js';
import { ApiError, visibleMessage } from '../../api/api-error.js';
import { toast } from '../../notifications/toast.js';

type Failure = Wizard['onFailure'];
/** each kind shows its words and returns the alert the page shows beside the buttons, if any */
type Handlers = { [K in Failure['kind']]: (failure: Extract<Failure, { kind: K }>, error: Error) => string | undefined };

// what the visitor sees when a calculation fails, per the definition's onFailure kind; never a native dialog
const handlers: Handlers = {
  toast: (f, error) => void toast({ variant: 'destructive', title: f.title, description: visibleMessage(error) ?? f.fallback }),
  alert: (f) => f.message,
  log: (f, error) => {
    console.error(fillTemplate(f.message, { status: error instanceof ApiError ? error.status : 0 } satisfies WizardPlaceholders<'failure'>), error);
    return f.alert;
  },
};

/** runs the failure behaviour a wizard definition asks for; returns the text of the page's alert */
export function handleFailure(failure: Failure, error: Error): string | undefined {
  return (handlers[failure.kind] as (f: Failure, e: Error) => string | undefined)(failure, error);
}
