import '@mantine/charts/styles.css';
// the page's own Mantine parts (web/theme/styles.ts holds only what every page uses): without Table.css a wide table
// did not scroll in its box and pushed a phone's page sideways
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/PasswordInput.css';
import { InsightsPage } from './insights-page.js';

/** the /insights page, loaded on demand with its charts (recharts stays out of every other page) */
export default function InsightsRoute() {
  return <InsightsPage />;
}
