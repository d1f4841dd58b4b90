import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * Names this mail and no other, the same on every attempt: its Message-ID is made from it,
   * so a mail sent twice (a process killed after the server took it, before the outbox heard)
   * arrives as one message that mail clients show once.
   */
  key: string;
}

/** Delivers one mail or throws; the worker decides about retries. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** SMTP through Nodemailer, e.g. `smtp://user:password@mail.example:587`. */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    // A mail server that hangs must not hold a worker run for minutes.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  const domain = domainOf(from);
  return {
    async send({ key, ...mail }) {
      await transporter.sendMail({ from, ...mail, messageId: `<${key}@${domain}>` });
    },
    close() {
      transporter.close();
    },
  };
}

/** The domain of a From address such as `xemay <bookings@xemay.vn>`. */
export function domainOf(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.slice(address.lastIndexOf('@') + 1).trim() || 'localhost';
}

const maxErrorLength = 300;

/**
 * A send failure as stored in the outbox: short, and without the SMTP URL's credentials,
 * should a library ever echo them.
 */
export function describeSendError(error: unknown, smtpUrl?: string): string {
  const details = error as { code?: unknown; responseCode?: unknown; message?: unknown };
  const message = typeof details.message === 'string' ? details.message : String(error);
  const parts = [
    typeof details.code === 'string' ? details.code : undefined,
    typeof details.responseCode === 'number' ? String(details.responseCode) : undefined,
    message,
  ].filter(Boolean);
  let described = parts.join(' ').replace(/\/\/[^/\s:@]+:[^/\s@]+@/g, '//***@');
  const password = smtpUrl ? passwordOf(smtpUrl) : undefined;
  if (password) described = described.split(password).join('***');
  return described.replace(/\s+/g, ' ').trim().slice(0, maxErrorLength);
}

function passwordOf(url: string): string | undefined {
  try {
    const password = decodeURIComponent(new URL(url).password);
    return password.length > 0 ? password : undefined;
  } catch {
    return undefined;
  }
}
