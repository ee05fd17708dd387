import { startService } from './support/service';

/** One service for the whole browser run; its URL reaches the tests through the environment. */
export default async function globalSetup() {
  const service = await startService();
  process.env.E2E_BASE_URL = service.url;
  return () => service.stop();
}
