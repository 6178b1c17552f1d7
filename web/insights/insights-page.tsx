import { Alert, Group, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { InsightsReport } from '../../engine/insights/report.js';
import { queryClient } from '../api/query-client.js';
import { throwIfNotOk } from '../api/request.js';
import { departments } from '../definitions.js';
import { Page } from '../layout/page/page.js';
import { DepartmentInsights } from './department-insights.js';
import { HostInsights } from './host-insights.js';
import { SignInForm } from './sign-in-form.js';

const periods = ['7', '30', '90', '365'];

/** the report, or null when the page needs the token first (401) */
async function fetchReport(path: string): Promise<InsightsReport | null> {
  const res = await fetch(path, { credentials: 'include' });
  if (res.status === 401) return null;
  await throwIfNotOk(res);
  return (await res.json()) as InsightsReport;
}

/** the product owner's view: funnel, outcomes and quotes, every count already through the small-group rule */
export function InsightsPage() {
  const [days, setDays] = useState('30');
  const [department, setDepartment] = useState('');
  const path = `/api/insights?days=${days}${department ? `&department=${department}` : ''}`;
  const report = useQuery({ queryKey: [path], queryFn: () => fetchReport(path) }, queryClient);
  return (
    <Page title="Insights" heading="Insights">
      {report.isPending ? (
        <Group role="status">
          <Loader size="sm" />
          <Text>Loading insights</Text>
        </Group>
      ) : report.isError ? (
        <Alert color="red" role="alert" title="Insights could not be loaded">
          {report.error.message}
        </Alert>
      ) : report.data === null ? (
        <SignInForm onSignedIn={() => void report.refetch()} />
      ) : (
        <Stack gap="xl">
          <Group align="end">
            <NativeSelect
              label="Period"
              value={days}
              onChange={(e) => setDays(e.currentTarget.value)}
              data={periods.map((p) => ({ value: p, label: `Last ${p} days` }))}
            />
            <NativeSelect
              label="Department"
              value={department}
              onChange={(e) => setDepartment(e.currentTarget.value)}
              data={[{ value: '', label: 'All departments' }, ...departments.map((d) => ({ value: d.id, label: d.title }))]}
            />
          </Group>
          <Text>
            {report.data.from} to {report.data.to}. Counts from 1 to 4 read “fewer than 5”, exactly as 0 does, and no percentage is drawn from them.
          </Text>
          {report.data.departments.map((d) => (
            <DepartmentInsights key={d.id} d={d} />
          ))}
          <Stack gap="xs" component="section" aria-labelledby="insights-quotes">
            <Title order={2} id="insights-quotes">
              Quotes
            </Title>
            <Text>
              {typeof report.data.quotes.count === 'number' ? report.data.quotes.count.toLocaleString('en-US') : report.data.quotes.count} quotes
              {report.data.quotes.shareOfCompletions === null ? '' : `, ${report.data.quotes.shareOfCompletions}% of completions`}.
            </Text>
            {report.data.quotes.solutions.map((s) => (
              <Text key={s.title}>
                {s.title}: {typeof s.count === 'number' ? s.count.toLocaleString('en-US') : s.count}
              </Text>
            ))}
          </Stack>
          <HostInsights hosts={report.data.hosts} />
        </Stack>
      )}
    </Page>
  );
}
