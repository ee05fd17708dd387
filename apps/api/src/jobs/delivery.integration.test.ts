import { createServer, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';

/** Just enough SMTP for nodemailer: each message's DATA is collected. */
function smtpServer(received: string[]): Server {
  return createServer((socket) => {
    let data: string | null = null;
    let buffer = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data !== null) {
          if (line === '.') {
            received.push(data);
            data = null;
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
        else if (/^DATA/i.test(line)) {
          data = '';
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => {});
  });
}

const listen = (server: Server, port = 0) =>
  new Promise<number>((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );

let t: TestApp | undefined;
let server: Server | undefined;
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(null)));
});

describe('mail delivery as a job', () => {
  it('retries while the mail server refuses, then delivers the mail exactly once', async () => {
    // A port with nobody listening: the first tries are refused.
    const probe = createServer();
    const port = await listen(probe);
    await new Promise((resolve) => probe.close(resolve));

    t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    await t.app.deps.messenger.sendMail({
      to: 'layla@example.com',
      subject: 'Your video was approved',
      title: 'Approved',
      paragraphs: ['It plays from tomorrow.'],
      link: { path: '/order/1', label: 'See the order' },
    });
    const row = async () =>
      (
        await t!.database.db
          .select()
          .from(outboxMessages)
          .where(eq(outboxMessages.to, 'layla@example.com'))
      )[0]!;
    const until = async (check: () => Promise<boolean>) => {
      const deadline = Date.now() + 40_000;
      while (!(await check())) {
        if (Date.now() > deadline) throw new Error('timed out');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    await until(async () => (await row()).status === 'failed');
    expect((await row()).error).toMatch(/ECONNREFUSED/);

    const received: string[] = [];
    server = smtpServer(received);
    await listen(server, port);
    await until(async () => (await row()).status === 'sent');
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Subject: Your video was approved');
    expect(received[0]).toContain('It plays from tomorrow.');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(received).toHaveLength(1);
  }, 60_000);
});
