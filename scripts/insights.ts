import { parseArgs } from 'node:util';
import { insightsReport, type InsightsReport } from '../engine/insights/report.js';
import { openDatabase } from '../api/db/open.js';
import { readConfig } from '../api/config.js';
import { maxDays } from '../api/insights/insights-routes.js';
import { reportData } from '../api/insights/report-data.js';
import { readDefinitions } from '../node/read-definitions.js';
import { htmlReport } from './insights/html-format.js';
import { markdownReport, textReport, type ReportTexts } from './insights/text-formats.js';

const formats: Record<string, (r: InsightsReport, texts: ReportTexts) => string> = {
  text: textReport,
  markdown: markdownReport,
  json: (r) => `${JSON.stringify(r, null, 2)}\n`,
  html: htmlReport,
};

/** npm run insights [-- --days 30] [--department hr] [--format text|markdown|json|html] */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { days: { type: 'string', default: '30' }, department: { type: 'string' }, format: { type: 'string', default: 'text' } },
  });
  const { models, definitions } = readDefinitions();
  const ids = models.map((m) => m.definition.id);
  const days = Number(values.days);
  const fail = (message: string) => (console.error(message), 2);
  if (!Number.isInteger(days) || days < 1 || days > maxDays) return fail(`--days must be a whole number from 1 to ${maxDays}, got "${values.days}"`);
  if (values.department !== undefined && !ids.includes(values.department))
    return fail(`--department must be one of ${ids.join(', ')}, got "${values.department}"`);
  const format = formats[values.format];
  if (!format) return fail(`--format must be one of ${Object.keys(formats).join(', ')}, got "${values.format}"`);
  const config = readConfig();
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await db.migrate();
    const report = insightsReport(await reportData(db, models, { days, department: values.department, now: new Date() }));
    process.stdout.write(format(report, definitions.site.insights));
  } finally {
    await db.close();
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (e: Error) => {
    console.error(`insights: ${e.message}`);
    process.exit(1);
  },
);
