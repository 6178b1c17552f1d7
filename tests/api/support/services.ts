import { describe, it } from 'vitest';
import { inCI } from '../../../scripts/lib/ci.js';
import { targets } from './databases.js';
import { nginx } from './nginx.js';

/** the PostgreSQL server TEST_DATABASE_URL names, when it names one */
export const postgres = targets.find((t) => t.name === 'PostgreSQL');

/** what a suite needs and this machine lacks, in words */
export const lacks = {
  postgres: postgres ? '' : 'TEST_DATABASE_URL is not set (.ci/run sets it and starts the installed PostgreSQL)',
  nginx: nginx ? '' : 'nginx is not installed (apt-get install nginx-light)',
};

/**
 * A suite that needs services (`lacking`: what of them is missing here, '' for each one present): in CI a missing
 * one fails the suite; elsewhere the suite is skipped, saying why in one line.
 */
export function describeWith(lacking: string[], name: string, body: () => void): void {
  const why = lacking.filter(Boolean).join('; ');
  if (!why) describe(name, body);
  else if (inCI)
    describe(name, () => {
      it('reaches the services it needs', () => {
        throw new Error(`${why}: CI runs this suite, so a missing service is a failure, not a skip`);
      });
    });
  else {
    console.log(`skipping "${name}": ${why}`);
    describe.skip(name, body);
  }
}
