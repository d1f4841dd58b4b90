import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { PrismaClient } from '../generated/prisma/client';
import { listMailbox, splitLinks, type MailboxEntry } from '../modules/mail/mailbox';

interface MailboxQuery {
  to?: string;
  limit: number;
}

/** The connection's own address (never a forwarded one, which a client can write). */
function fromLoopback(remoteAddress: string | undefined): boolean {
  return (
    remoteAddress !== undefined &&
    (remoteAddress === '::1' || /^(::ffff:)?127\./.test(remoteAddress))
  );
}

/**
 * GET /dev/mailbox: the e-mail outbox, so a developer can follow the links in mail that is
 * not sent anywhere. Outside production only (in production the route is never registered
 * and answers 404 like any unknown path), and there only to this machine's own clients unless
 * DEV_MAILBOX_OPEN is set (a phone on the same network): the links in it open bookings.
 */
export function registerDevMailbox(
  fastify: FastifyInstance,
  prisma: PrismaClient,
  config: Pick<AppConfig, 'env' | 'devMailboxOpen'>,
): void {
  if (config.env === 'production') return;
  fastify.get<{ Querystring: MailboxQuery }>(
    '/dev/mailbox',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            to: { type: 'string', maxLength: 320 },
            limit: { type: 'integer', minimum: 1, maximum: 500, default: 50 },
          },
          additionalProperties: false,
        },
      },
    },
    async (request, reply) => {
      if (!config.devMailboxOpen && !fromLoopback(request.socket.remoteAddress))
        return reply.code(403).send({
          error: {
            code: 'FORBIDDEN',
            message:
              'The dev mailbox answers this machine only: start the app with DEV_MAILBOX_OPEN=true to open it to your network',
          },
        });
      const entries = await listMailbox(prisma, request.query);
      if (wantsJson(request.headers.accept)) return { data: entries };
      return reply.type('text/html; charset=utf-8').send(mailboxPage(entries, request.query.to));
    },
  );
}

function wantsJson(accept: string | undefined): boolean {
  return !!accept && /\bapplication\/json\b/i.test(accept) && !/\btext\/html\b/i.test(accept);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function textWithLinks(text: string): string {
  return splitLinks(text)
    .map((part) =>
      part.isLink
        ? `<a href="${escapeHtml(part.text)}">${escapeHtml(part.text)}</a>`
        : escapeHtml(part.text),
    )
    .join('');
}

function mailboxPage(entries: MailboxEntry[], to: string | undefined): string {
  const mails = entries
    .map(
      (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To ${escapeHtml(mail.to)} · ${escapeHtml(mail.createdAt.toISOString())} · <strong>${escapeHtml(mail.status)}</strong></p>
<pre>${textWithLinks(mail.text)}</pre>
</article>`,
    )
    .join('\n');
  const heading = to ? `Mailbox: mail to ${escapeHtml(to)}` : 'Mailbox';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>xemay dev mailbox</title>
<style>
body{font-family:system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#202124}
article{border-top:1px solid #dadce0;padding:1rem 0}
h2{font-size:1.1rem;margin:0 0 .25rem}
.meta{color:#5f6368;font-size:.9rem;margin:0 0 .5rem}
pre{white-space:pre-wrap;font:inherit}
</style>
</head>
<body>
<h1>${heading}</h1>
<p class="meta">Every e-mail in the outbox, newest first. Only outside production.</p>
${mails || '<p>No mail yet.</p>'}
</body>
</html>`;
}
