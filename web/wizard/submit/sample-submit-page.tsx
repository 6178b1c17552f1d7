import { Group, Loader, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { Department } from '../../../engine/schema/index.js';
import { Page } from '../../layout/page/page.js';
import { useSubmit } from './use-submit.js';

type SamplePage = Department['samplePages'][number];

/** posts a definition's fixed sample answers once, then the wizard's success path opens the results page */
export function SampleSubmitPage({ department, sample }: { department: Department; sample: SamplePage }) {
  const submit = useSubmit(department);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    submit.mutate({ ...department.wizard.hidden, ...sample.answers });
  }, [submit, department, sample]);
  const heading = sample.title ?? department.wizard.heading ?? department.title;
  return (
    <Page title={heading} heading={heading} size="sm">
      <Group gap="sm" role="status">
        {submit.isPending && <Loader size="sm" />}
        <Text>{submit.isError ? submit.error.message : department.wizard.buttons.submitting}</Text>
      </Group>
    </Page>
  );
}
