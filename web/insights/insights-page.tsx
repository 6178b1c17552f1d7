import { Alert, Button, Group, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useLayoutEffect, useRef, useState } from 'react';
import { insightsRoute } from '../../engine/display/page-heads.js';
import type { PaintedInsights } from '../../engine/insights/painted-insights.js';
import type { InsightsReport } from '../../engine/insights/report.js';
import { queryClient } from '../api/query-client.js';
import { throwIfNotOk } from '../api/request.js';
import { paintedData } from '../state/painted-data.js';
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

/**
 * The product owner's view: funnel, outcomes and quotes, every count already through the small-group rule. The
 * server paints it as the visitor's sign-in stands (api/insights/insights-page.ts): the report, or the sign-in form
 * saying why the last try was refused; the page starts from that paint, so it works before its code and without it.
 */
export function InsightsPage() {
  const url = useRouterState({ select: (s) => s.location.pathname + s.location.searchStr });
  const [painted] = useState(() => paintedData(url) as PaintedInsights | undefined);
  const [days, setDays] = useState(String(painted?.days ?? 30));
  const [department, setDepartment] = useState(painted?.department ?? '');
  const path = `/api/insights?days=${days}${department ? `&department=${department}` : ''}`;
  const first = painted && days === String(painted.days) && department === (painted.department ?? '');
  // the painted report is shown as it is, never put in the query cache: on the server that cache is every request's
  const report = useQuery({ queryKey: [path], queryFn: () => fetchReport(path), enabled: !first }, queryClient);
  const data = report.data !== undefined ? report.data : first ? painted.report : undefined;
  // a filter chosen before the page's code came is the visitor's: the page starts from the form as it is
  const filters = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const form = filters.current;
    if (!form) return;
    const chosen = new FormData(form);
    setDays(String(chosen.get('days') ?? days));
    setDepartment(String(chosen.get('department') ?? department));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the form is first in the page
  }, []);
  return (
    <Page title="Insights" heading="Insights">
      {report.isError ? (
        <Alert color="red" role="alert" title="Insights could not be loaded">
          {report.error.message}
        </Alert>
      ) : data === undefined ? (
        <Group role="status">
          <Loader size="sm" />
          <Text>Loading insights</Text>
        </Group>
      ) : data === null ? (
        <SignInForm onSignedIn={() => void report.refetch()} refusal={painted?.refusal} />
      ) : (
        <Stack gap="xl">
          {/* without script, the filters are a form the server paints the report of */}
          <form ref={filters} method="get" action={insightsRoute}>
            <Group align="end">
              <NativeSelect
                label="Period"
                name="days"
                value={days}
                onChange={(e) => setDays(e.currentTarget.value)}
                data={periods.map((p) => ({ value: p, label: `Last ${p} days` }))}
              />
              <NativeSelect
                label="Department"
                name="department"
                value={department}
                onChange={(e) => setDepartment(e.currentTarget.value)}
                data={[{ value: '', label: 'All departments' }, ...departments.map((d) => ({ value: d.id, label: d.title }))]}
              />
              <noscript>
                <Button type="submit" variant="default">
                  Show
                </Button>
              </noscript>
            </Group>
          </form>
          <Text>
            {data.from} to {data.to}. Counts from 1 to 4 read “fewer than 5”, exactly as 0 does, and no percentage is drawn from them.
          </Text>
          {data.departments.map((d) => (
            <DepartmentInsights key={d.id} d={d} />
          ))}
          <Stack gap="xs" component="section" aria-labelledby="insights-quotes">
            <Title order={2} id="insights-quotes">
              Quotes
            </Title>
            <Text>
              {typeof data.quotes.count === 'number' ? data.quotes.count.toLocaleString('en-US') : data.quotes.count} quotes
              {data.quotes.shareOfCompletions === null ? '' : `, ${data.quotes.shareOfCompletions}% of completions`}.
            </Text>
            {data.quotes.solutions.map((s) => (
              <Text key={s.title}>
                {s.title}: {typeof s.count === 'number' ? s.count.toLocaleString('en-US') : s.count}
              </Text>
            ))}
          </Stack>
          <HostInsights hosts={data.hosts} />
        </Stack>
      )}
    </Page>
  );
}
