import type { PrismaClient } from '../../generated/prisma/client';
import type { OutboxStatus } from '../../generated/prisma/enums';

/** One outbox mail as the dev mailbox shows it. */
export interface MailboxEntry {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) URL in the text, in order. */
  links: string[];
  status: OutboxStatus;
  createdAt: Date;
}

/** A URL ends before trailing sentence punctuation: "…?token=c1." links to "…?token=c1". */
const urlPattern = /https?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)\]]/g;

export function linksInText(text: string): string[] {
  return text.match(urlPattern) ?? [];
}

/** Splits text into plain parts and URLs, for a page that makes the URLs clickable. */
export function splitLinks(text: string): { text: string; isLink: boolean }[] {
  const parts: { text: string; isLink: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(urlPattern)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), isLink: false });
    parts.push({ text: match[0], isLink: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), isLink: false });
  return parts;
}

/** The outbox, newest first, optionally only the mail to one address. */
export async function listMailbox(
  prisma: PrismaClient,
  filter: { to?: string; limit: number },
): Promise<MailboxEntry[]> {
  const rows = await prisma.emailOutbox.findMany({
    where: filter.to ? { toAddress: { equals: filter.to.trim(), mode: 'insensitive' } } : {},
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: filter.limit,
  });
  return rows.map((row) => ({
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: row.text,
    html: row.html,
    links: linksInText(row.text),
    status: row.status,
    createdAt: row.createdAt,
  }));
}
