// npm run check:first-visit — after `npm run build`: fails when a public page's first visit
// downloads more JavaScript than its budget (150 KB gzip for the landing page, 200 KB for the
// other public pages), or carries Zod, the map or the chart library. Bytes only: no browser.
import { checkFirstVisits } from './first-visit.mjs';

const { problems } = checkFirstVisits();
if (problems.length > 0) {
  console.error(`\nFirst-visit check failed:\n${problems.map((text) => `- ${text}`).join('\n')}`);
  process.exit(1);
}
console.log('\nEvery public page is within its first-visit budget.');
