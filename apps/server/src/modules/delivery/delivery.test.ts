import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSmsProvider, type OutgoingMessage, SmtpEmailProvider } from './delivery';

const sms: OutgoingMessage = {
  merchantId: 1,
  channel: 'sms',
  destination: '+84912345678',
  subject: '',
  body: 'Fortuna: your verification code is 123456.',
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    request.on('end', () => resolve(text));
  });
}

describe('HTTP SMS gateway provider', () => {
  let server: Server;
  let url: string;
  const received: { authorization?: string; body: unknown }[] = [];
  let failNext = false;

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      received.push({ authorization: request.headers.authorization, body: JSON.parse(await readBody(request)) });
      response.statusCode = failNext ? 503 : 202;
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts the number and text with the bearer token', async () => {
    await new HttpSmsProvider(url, 'gateway-token').send(sms);
    expect(received.at(-1)).toEqual({
      authorization: 'Bearer gateway-token',
      body: { to: '+84912345678', text: sms.body },
    });
  });

  it('fails when the gateway refuses, so the caller can answer an error', async () => {
    failNext = true;
    await expect(new HttpSmsProvider(url, undefined).send(sms)).rejects.toThrow(/503/);
  });
});

describe('SMTP email provider', () => {
  let server: SMTPServer;
  let port: number;
  const mails: { from: string; to: string[]; data: string }[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString();
        });
        stream.on('end', () => {
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the email to an SMTP server', async () => {
    const provider = new SmtpEmailProvider(`smtp://127.0.0.1:${port}`, 'Fortuna <no-reply@fortuna.test>');
    await provider.send({
      merchantId: 1,
      channel: 'email',
      destination: 'player@example.com',
      subject: 'Fortuna: reset your password',
      body: 'Open this link: https://fortuna.test/resetPassword?token=abc',
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ from: 'no-reply@fortuna.test', to: ['player@example.com'] });
    expect(mails[0]?.data).toContain('Subject: Fortuna: reset your password');
    expect(mails[0]?.data).toContain('resetPassword?token=abc');
  });
});
