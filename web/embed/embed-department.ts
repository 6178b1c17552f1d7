import { embedRoutes } from '../../engine/display/embed.js';
import type { Department } from '../../engine/schema/index.js';

const made = new WeakMap<Department, Department>();

/**
 * A department as its embed shows it, fed to the site's own wizard and results components: its pages at the
 * embed's addresses, and nothing that would lead the frame to the rest of the site (the site's links, the results'
 * buttons, the first question's way back to the landing page); the embed's own links open the site in a new tab.
 * Made once per definition, so the results' display model (kept per object) is made once too.
 */
export function embeddedDepartment(department: Department): Department {
  const known = made.get(department);
  if (known) return known;
  const embed = embedRoutes(department.id);
  const { wizard, results } = department;
  const missing = results.missing;
  const embedded: Department = {
    ...department,
    routes: { ...department.routes, landing: embed.wizard, wizard: embed.wizard, results: embed.results },
    // the first question has no page before it in the frame
    wizard: { ...wizard, buttons: { ...wizard.buttons, firstBack: { ...wizard.buttons.firstBack, to: undefined, disabled: true } } },
    results: {
      ...results,
      nav: [],
      blocks: results.blocks.filter((b) => b.kind !== 'actions'),
      missing:
        missing.kind === 'redirect'
          ? { kind: 'redirect', to: embed.wizard }
          : missing.kind === 'message'
            ? { ...missing, button: { ...missing.button, to: embed.wizard } }
            : missing,
    },
  };
  made.set(department, embedded);
  return embedded;
}
