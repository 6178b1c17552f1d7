import { Stack, Text, Title } from '@mantine/core';
import { unknownHost } from '../../engine/insights/hosts.js';
import type { InsightsReport } from '../../engine/insights/report.js';
import { site } from '../definitions.js';
import { CountTable, shown } from './department-insights.js';

/** the embed's views and completions by the site it was on (a site with only small counts is not listed) */
export function HostInsights({ hosts }: { hosts: InsightsReport['hosts'] }) {
  const t = site.insights.hosts;
  return (
    <Stack gap="xs" component="section" aria-labelledby="insights-hosts">
      <Title order={2} id="insights-hosts">
        {t.heading}
      </Title>
      {hosts.length === 0 ? (
        <Text>{t.none}</Text>
      ) : (
        <CountTable
          caption={t.caption}
          head={[t.host, t.department, t.views, t.completions]}
          rows={hosts.map((h) => [h.host === unknownHost ? t.unknown : h.host, h.title, shown(h.views), shown(h.completions)])}
        />
      )}
    </Stack>
  );
}
