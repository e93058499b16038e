import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MailSettings } from '../../config';
import { manualClock } from '../testing/manual-clock';
import { openMigratedTestDatabase, type MigratedTestDatabase } from '../testing/migrated-test-database';
import { makeTempDir, testDatabaseTargets } from '../testing/test-databases';
import { createJobQueue, JobHandlers, jobs, startJobWorker, type JobWorker } from '../jobs';
import { emlFileName, emlFolderTransport } from './eml-folder-transport';
import { mailDeliveryHandler, mailDeliveryJob } from './mail-delivery-job';
import type { MailTemplate } from './mail-template';
import { createOutbox } from './outbox';
import { emailOutbox } from './outbox.schema';

/** A message for these tests only. */
const greetingMail: MailTemplate<{ name: string }> = {
  name: 'test-greeting',
  languages: {
    'en-US': ({ name }) => ({ subject: `Hello ${name}`, body: [{ paragraph: `Welcome, ${name}.` }] }),
    'es-MX': ({ name }) => ({ subject: `Hola ${name}`, body: [{ paragraph: `Bienvenida, ${name}.` }] }),
    'fr-CA': ({ name }) => ({ subject: `Bonjour ${name}`, body: [{ paragraph: `Bienvenue, ${name}.` }] }),
  },
};

const FROM = { name: 'Partner Insights', address: 'no-reply@partner-insights.test' };

/** A local SMTP server that keeps what it receives, and refuses recipients at `refused.test`. */
async function startSmtpServer() {
  const received: { recipients: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@refused.test')) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          recipients: session.envelope.rcptTo.map(({ address }) => address),
          raw: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('The SMTP server has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDatabaseTargets)('mail delivery on $name', (target) => {
  let opened: MigratedTestDatabase;
  let mailFolder: Awaited<ReturnType<typeof makeTempDir>>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const { clock, advanceBy } = manualClock(new Date('2026-11-22T09:00:00.000Z'));
  const outbox = createOutbox(clock, createJobQueue(clock));
  const workers: JobWorker[] = [];

  beforeAll(async () => {
    opened = await openMigratedTestDatabase(target);
    mailFolder = await makeTempDir('portal-server-mail');
    smtp = await startSmtpServer();
  });

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  });

  afterAll(async () => {
    await smtp?.close();
    await mailFolder?.remove();
    await opened?.close();
  });

  const db = () => opened.database.db;

  function deliverWith(settings: MailSettings) {
    workers.push(
      startJobWorker({
        db: db(),
        handlers: new JobHandlers().register(mailDeliveryJob, mailDeliveryHandler(settings, clock)),
        clock,
        idlePollMs: 20,
        retryDelay: () => 60_000,
        report: () => {},
      }),
    );
  }

  const send = (address: string, locale: 'en-US' | 'es-MX' | 'fr-CA', name: string) =>
    db().transaction((tx) => outbox.enqueue(tx, { to: { address, locale }, template: greetingMail, params: { name } }));

  const outboxRow = async (id: string) => {
    const [row] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, id));
    return row;
  };

  const deliveryOf = async (outboxId: string) => {
    const rows = await db().select().from(jobs).where(eq(jobs.kind, mailDeliveryJob.name));
    return rows.find((job) => (job.payload as { outboxId: string }).outboxId === outboxId);
  };

  it('writes the message in the recipient’s language to the outbox, with its delivery job', async () => {
    const id = await send('ana@retailer.test', 'es-MX', 'Ana');
    expect(await outboxRow(id)).toMatchObject({
      toAddress: 'ana@retailer.test',
      locale: 'es-MX',
      template: 'test-greeting',
      params: { name: 'Ana' },
      subject: 'Hola Ana',
      text: 'Bienvenida, Ana.\n',
      html: expect.stringContaining('<html lang="es-MX">'),
      createdAt: clock(),
      sentAt: null,
    });
    expect(await deliveryOf(id)).toMatchObject({ status: 'queued', maxAttempts: 10 });
  });

  it('writes each message as an .eml file named by its time and outbox id, without SMTP', async () => {
    const id = await send('luc@maple-goods.test', 'fr-CA', 'Luc');
    const createdAt = clock();
    advanceBy(5000);
    deliverWith({ from: FROM, smtpUrl: undefined, folder: mailFolder.path });
    const file = emlFileName({ date: createdAt, outboxId: id });
    expect(file).toBe(`2026-11-22T090000.000Z-${id}.eml`);
    await vi.waitFor(async () => expect((await outboxRow(id))?.sentAt).toEqual(clock()), { timeout: 20_000 });
    expect(await deliveryOf(id)).toMatchObject({
      status: 'succeeded',
      result: { via: 'file', file, messageId: `<${id}@partner-insights.test>` },
    });
    expect(await readdir(mailFolder.path)).toContain(file);

    const eml = await readFile(join(mailFolder.path, file), 'utf8');
    const headers = eml.slice(0, eml.indexOf('\r\n\r\n')).split('\r\n');
    expect(headers).toEqual(
      expect.arrayContaining([
        `Message-ID: <${id}@partner-insights.test>`,
        'From: Partner Insights <no-reply@partner-insights.test>',
        'To: luc@maple-goods.test',
        'Subject: Bonjour Luc',
        'Date: Sun, 22 Nov 2026 09:00:00 +0000',
        'Content-Language: fr-CA',
      ]),
    );
    // The body: a plain text and an HTML alternative.
    expect(eml).toContain('Content-Type: multipart/alternative');
    expect(eml).toContain('Content-Type: text/plain; charset=utf-8');
    expect(eml).toContain('Content-Type: text/html; charset=utf-8');
    expect(eml).toContain('Bienvenue, Luc.');
  });

  it('writes a repeated delivery of one message over its file, not beside it', async () => {
    const folder = await makeTempDir('portal-server-mail-repeat');
    const transport = emlFolderTransport(folder.path);
    const mail = {
      outboxId: '0195f2a4-6d3c-7000-8000-000000000001',
      messageId: '<0195f2a4-6d3c-7000-8000-000000000001@partner-insights.test>',
      from: FROM,
      to: 'ana@retailer.test',
      date: clock(),
      locale: 'en-US' as const,
      subject: 'Hello',
      text: 'Hello.\n',
      html: '<p>Hello.</p>',
    };
    const first = await transport.deliver(mail);
    expect(await transport.deliver(mail)).toEqual(first);
    expect(await readdir(folder.path)).toEqual([emlFileName(mail)]);
    await folder.remove();
  });

  it('sends through the SMTP server of SMTP_URL when one is set', async () => {
    const id = await send('maria@nopal-foods.test', 'en-US', 'María');
    deliverWith({ from: FROM, smtpUrl: smtp.url, folder: mailFolder.path });
    await vi.waitFor(async () => expect((await outboxRow(id))?.sentAt).not.toBeNull(), { timeout: 20_000 });
    const message = smtp.received.find(({ raw }) => raw.includes(`Message-ID: <${id}@partner-insights.test>`));
    expect(message?.recipients).toEqual(['maria@nopal-foods.test']);
    expect(message?.raw).toContain('Content-Language: en-US');
    expect(await deliveryOf(id)).toMatchObject({
      status: 'succeeded',
      result: { via: 'smtp', messageId: `<${id}@partner-insights.test>`, response: expect.stringMatching(/^250 /) },
    });
    expect(await readdir(mailFolder.path)).not.toContainEqual(expect.stringContaining(id));
  });

  it('retries a message the SMTP server refuses, keeping it unsent with the server’s answer', async () => {
    const id = await send('nobody@refused.test', 'en-US', 'Nobody');
    deliverWith({ from: FROM, smtpUrl: smtp.url, folder: mailFolder.path });
    const delivery = await vi.waitFor(
      async () => {
        const job = await deliveryOf(id);
        expect(job).toMatchObject({ status: 'queued', attempts: 1 });
        return job;
      },
      { timeout: 20_000 },
    );
    expect(delivery?.lastError).toMatch(/550 Mailbox unavailable/);
    expect(delivery?.runAt).toEqual(new Date(clock().getTime() + 60_000));
    expect((await outboxRow(id))?.sentAt).toBeNull();
  });
});
