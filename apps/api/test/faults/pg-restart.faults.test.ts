import { execSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import autocannon from 'autocannon';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../../../e2e/support/service';
import { useServiceSite } from './service-site';

// Restarts the machine's PostgreSQL: run only by .ci/run, after every other suite (`--project faults`).
const site = useServiceSite('restart');
let service: RunningService;

function restartPostgres() {
  const version = readdirSync('/etc/postgresql')[0];
  execSync(`pg_ctlcluster --skip-systemctl-redirect ${version} main restart`, { stdio: 'inherit' });
}

beforeAll(async () => {
  service = await site.start();
}, 90_000);

describe('PostgreSQL restarted under load', () => {
  it('recovers without a restart of the service; health is back within 10 s', async () => {
    const load = autocannon({
      url: `${service.url}/api/leds/getAll?location=dubai`,
      connections: 20,
      duration: 12,
    });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    restartPostgres();
    const restartedAt = Date.now();
    let healthyAfterMs = -1;
    while (Date.now() - restartedAt < 10_000) {
      const res = await fetch(`${service.url}/api/health`).catch(() => null);
      if (res?.status === 200) {
        healthyAfterMs = Date.now() - restartedAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const result = await load;
    console.log(
      `health 200 again ${healthyAfterMs} ms after the restart; load: ${result.requests.total} requests, ` +
        `${result.non2xx} non-2xx, ${result.errors} errors`,
    );
    expect(healthyAfterMs).toBeGreaterThanOrEqual(0);
    expect(healthyAfterMs).toBeLessThanOrEqual(10_000);
    // The same process answers: it did not crash.
    expect(() => process.kill(service.pid, 0)).not.toThrow();
    const after = await fetch(`${service.url}/api/leds/getAll?location=marina`);
    expect(after.status).toBe(200);
  }, 60_000);
});
