import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema/index';

export interface OutgoingMessage {
  merchantId: number;
  channel: 'sms' | 'email';
  /** "+84912345678" for SMS, an address for email. */
  destination: string;
  subject: string;
  body: string;
}

/** One way of getting a message to a person. */
export interface MessageProvider {
  send(message: OutgoingMessage): Promise<void>;
}

/** Email through any SMTP server (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.com). */
export class SmtpEmailProvider implements MessageProvider {
  readonly #transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.#transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: OutgoingMessage): Promise<void> {
    await this.#transport.sendMail({
      from: this.from,
      to: message.destination,
      subject: message.subject,
      text: message.body,
    });
  }
}

/**
 * SMS through an HTTP gateway: POST {to, text} as JSON with a bearer token, any 2xx is success.
 * Most SMS aggregators accept this shape directly or behind a thin relay.
 */
export class HttpSmsProvider implements MessageProvider {
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      body: JSON.stringify({ to: message.destination, text: message.body }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  }
}

/**
 * The development outbox: messages are stored (the back office lists them) and written to the log
 * instead of leaving the building. Used by the demo and the tests, and whenever a channel has no
 * provider configured.
 */
export class OutboxProvider implements MessageProvider {
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    await this.db.insert(outboxMessages).values(message);
    this.log.info({ outbox: { channel: message.channel, destination: message.destination } }, message.body);
  }
}

export interface DeliveryConfig {
  smtpUrl?: string;
  mailFrom: string;
  smsGatewayUrl?: string;
  smsGatewayToken?: string;
}

/** Sends SMS and email through the configured providers, or the outbox where none is configured. */
export class Delivery {
  readonly #sms: MessageProvider;
  readonly #email: MessageProvider;

  constructor(db: Db, log: FastifyBaseLogger, config: DeliveryConfig) {
    const outbox = new OutboxProvider(db, log);
    this.#sms = config.smsGatewayUrl ? new HttpSmsProvider(config.smsGatewayUrl, config.smsGatewayToken) : outbox;
    this.#email = config.smtpUrl ? new SmtpEmailProvider(config.smtpUrl, config.mailFrom) : outbox;
  }

  send(message: OutgoingMessage): Promise<void> {
    return message.channel === 'sms' ? this.#sms.send(message) : this.#email.send(message);
  }
}
