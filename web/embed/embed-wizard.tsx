import { useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { Department } from '../../engine/schema/index.js';
import { wizardRouteId } from '../routes/search.js';
import { draftKey } from '../state/draft-key.js';
import { sessionStore } from '../state/session-store.js';
import { WizardPage } from '../wizard/wizard-page.js';
import { pathProgress } from '../wizard/state/path-progress.js';
import { asDraft, questionPath, stepFromSearch } from '../wizard/state/wizard-state.js';
import { embeddedDepartment } from './embed-department.js';
import { announceReady, postToHost } from './frame-host.js';

/** where the question's heading is in the frame's page (the site's wizard shows it as the form's h2), for the host to keep it in view */
function headingPlace(): { top?: number; bottom?: number } {
  const box = document.querySelector('[data-embed-root] form h2')?.getBoundingClientRect();
  return box ? { top: Math.max(0, Math.round(box.top + scrollY)), bottom: Math.max(0, Math.round(box.bottom + scrollY)) } : {};
}

/** the site's wizard in the embed; the host hears which question of how many it shows, and nothing of the answers */
export function EmbedWizard({ department }: { department: Department }) {
  const embedded = embeddedDepartment(department);
  const { step } = useSearch({ from: wizardRouteId });
  const draft = asDraft(
    sessionStore(draftKey(department))((s) => s.value),
    department.wizard.steps,
  );
  const position = stepFromSearch(step, department, draft);
  const index = questionPath(department, draft)[position]!;
  const { n, total } = pathProgress(department, draft.values, index);
  useEffect(() => announceReady(department.id), [department.id]);
  useEffect(() => postToHost({ type: 'step', department: department.id, step: n, of: total, ...headingPlace() }), [department.id, n, total]);
  return <WizardPage department={embedded} />;
}
