import '@mantine/charts/styles.css';
import { InsightsPage } from './insights-page.js';

/** the /insights page, loaded on demand with its charts (recharts stays out of every other page) */
export default function InsightsRoute(_props: { route: string }) {
  return <InsightsPage />;
}
