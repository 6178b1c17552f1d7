import { Card, Text } from '@mantine/core';
import { Navigate } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { Department, Missing } from '../../engine/schema/index.js';
import { LinkButton } from '../layout/link-button.js';
import { Page } from '../layout/page/page.js';
import { ResultsView } from './results-view.js';

type MissingDef = z.infer<typeof Missing>;
type Kind = MissingDef['kind'];
interface MissingProps<K extends Kind> {
  department: Department;
  missing: Extract<MissingDef, { kind: K }>;
}

// what a results page does without a stored result, per the definition's `missing` kind
const behaviours: { [K in Kind]: ComponentType<MissingProps<K>> } = {
  message: ({ department, missing }) => (
    <Page title={missing.title} heading={missing.title} nav={department.results.nav} size="sm">
      <Card withBorder padding="lg">
        <Text mb="md">{missing.text}</Text>
        <LinkButton link={missing.button} />
      </Card>
    </Page>
  ),
  redirect: ({ missing }) => <Navigate to={missing.to} replace />,
  sample: ({ department, missing }) => <ResultsView department={department} result={missing.result} clearResults={() => {}} notice={missing.label} />,
};

/** the missing-results behaviour of a department */
export function MissingResults({ department }: { department: Department }) {
  const missing = department.results.missing;
  const Behaviour = behaviours[missing.kind] as ComponentType<MissingProps<Kind>>;
  return <Behaviour department={department} missing={missing} />;
}
