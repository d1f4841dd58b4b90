import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A received message, parsed, with the envelope's recipients. */
export type ReceivedMail = ParsedMail & { envelopeTo: string[] };

export interface TestSmtpServer {
  /** For SMTP_URL: `smtp://127.0.0.1:<port>`. */
  url: string;
  port: number;
  /** Every accepted message, in arrival order. */
  messages: ReceivedMail[];
  /** How many messages were refused while refusing. */
  refused: number;
  /** The first message (already received or arriving) that matches; rejects after timeoutMs. */
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Every http(s) URL in the message's text part. */
  linksIn(mail: ParsedMail): string[];
  /** Answers every MAIL FROM with this code (4xx: try later, 5xx: refused) until accept(). */
  refuse(responseCode?: number, message?: string): void;
  accept(): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server in this process on 127.0.0.1 and a free port (or the one given, to come
 * back where a closed one was): no auth, no TLS.
 */
export async function startSmtpServer({ port: wanted = 0 } = {}): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let refusal: { responseCode: number; message: string } | null = null;

  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 1000,
    onMailFrom(address, session, callback) {
      if (!refusal) return callback();
      handle.refused++;
      const error = new Error(refusal.message) as Error & { responseCode: number };
      error.responseCode = refusal.responseCode;
      callback(error);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push(
            Object.assign(parsed, { envelopeTo: session.envelope.rcptTo.map((r) => r.address) }),
          );
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(wanted, '127.0.0.1', () => resolve());
  });
  const port = (server as unknown as { server: { address(): AddressInfo } }).server.address().port;

  const handle: TestSmtpServer = {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    refused: 0,
    waitFor(predicate, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (!found) return false;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(found);
          return true;
        };
        const wake = () => void check();
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(
            new Error(`No matching mail within ${timeoutMs} ms (${messages.length} received)`),
          );
        }, timeoutMs);
        waiters.add(wake);
        check();
      });
    },
    linksIn(mail) {
      return mail.text?.match(/https?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)\]]/g) ?? [];
    },
    refuse(responseCode = 451, message = 'Mailbox busy, try again later') {
      refusal = { responseCode, message };
    },
    accept() {
      refusal = null;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return handle;
}
