import { BarChart } from '@mantine/charts';
import { Stack, Table, Text, Title } from '@mantine/core';
import type { DepartmentReport } from '../../engine/insights/report.js';

const value = (v: number | string) => (typeof v === 'number' ? v : 0);
export const shown = (v: number | string) => (typeof v === 'number' ? v.toLocaleString('en-US') : v);
const pct = (v: number | null) => (v === null ? '—' : `${v}%`);
const money = (v: number | null) => (v === null ? '—' : Math.round(v).toLocaleString('en-US'));
// the charts are a picture of the table beside them: hidden from screen readers, so not focusable either (recharts' keyboard layer would be)
const picture = { accessibilityLayer: false } as const;

/** a table beside every chart, so the figures are there for a screen reader and to copy */
export function CountTable({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  return (
    // a table wider than a phone scrolls in its own box, which a keyboard reaches (tabIndex) and a screen reader names
    <Table.ScrollContainer minWidth={320} type="native" tabIndex={0} role="region" aria-label={caption}>
      <Table striped captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {head.map((h) => (
              <Table.Th key={h} scope="col">
                {h}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.join('|')}>
              <Table.Th scope="row">{r[0]}</Table.Th>
              {r.slice(1).map((c, i) => (
                <Table.Td key={i}>{c}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** one department: its funnel per version, where teams land against the answer space, answers chosen, figures */
export function DepartmentInsights({ d }: { d: DepartmentReport }) {
  const o = d.outcomes;
  return (
    <Stack gap="md" component="section" aria-labelledby={`insights-${d.id}`}>
      <Title order={2} id={`insights-${d.id}`}>
        {d.title}
      </Title>
      {d.versions.map((v) => (
        <Stack key={v.definitionHash} gap="xs">
          <Title order={3}>Funnel, version {v.definitionHash}</Title>
          <BarChart
            h={260}
            data={v.funnel.map((s) => ({ stage: s.label, Visitors: value(s.count) }))}
            dataKey="stage"
            series={[{ name: 'Visitors', color: 'green.8' }]}
            orientation="vertical"
            yAxisProps={{ width: 160 }}
            barChartProps={picture}
            aria-hidden
          />
          <CountTable
            caption="Visitors at each stage"
            head={['Stage', 'Visitors', 'Drop-off']}
            rows={[...v.funnel.map((s) => [s.label, shown(s.count), pct(s.dropOff)]), ...v.other.map((s) => [s.label, shown(s.count), ''])]}
          />
        </Stack>
      ))}
      <Title order={3}>Where teams land ({shown(o.calculations)} calculations)</Title>
      <BarChart
        h={200}
        data={o.bands.map((b) => ({ band: b.band, 'Stored teams %': b.storedPercent ?? 0, 'Answer space %': b.spacePercent }))}
        dataKey="band"
        series={[
          { name: 'Stored teams %', color: 'green.8' },
          { name: 'Answer space %', color: 'gray.6' },
        ]}
        withLegend
        barChartProps={picture}
        aria-hidden
      />
      <CountTable
        caption="Bands: stored calculations and the whole answer space"
        head={['Band', 'Stored', 'Share', 'Answer space']}
        rows={o.bands.map((b) => [b.band, shown(b.stored), pct(b.storedPercent), `${b.spacePercent}%`])}
      />
      {o.questions.map((q) => (
        <CountTable
          key={q.field}
          caption={q.label}
          head={['Answer', 'Chosen', 'Share']}
          rows={q.options.map((x) => [x.label, shown(x.count), pct(x.percent)])}
        />
      ))}
      {o.figures.length > 0 && (
        <CountTable
          caption="Figures over the period"
          head={['Figure', 'Median', '90th percentile']}
          rows={o.figures.map((f) => [f.field, money(f.median), money(f.p90)])}
        />
      )}
      {!o.spaceComplete && <Text size="sm">The answer space is shown over its first 500,000 answer sets.</Text>}
    </Stack>
  );
}
