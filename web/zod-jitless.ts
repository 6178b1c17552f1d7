import type { $ZodConfig } from 'zod/v4/core';

// zod probes `new Function` to compile its object parsers; the app's CSP (script-src 'self') forbids eval, so the
// probe alone is reported as a violation (Lighthouse best practices). zod reads its config from this global
// (zod PR #5889), so setting it here, before any schema is made, costs the start-up bundle no zod code.
const global = globalThis as { __zod_globalConfig?: $ZodConfig };
Object.assign((global.__zod_globalConfig ??= {}), { jitless: true });
