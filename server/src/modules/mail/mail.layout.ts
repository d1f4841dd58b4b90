export interface EmailContent {
  template: string;
  subject: string;
  text: string;
  html: string;
}

export interface EmailBody {
  template: string;
  subject: string;
  /** Paragraphs, in order. */
  lines: string[];
  /** Label and value rows, e.g. the booking's details. */
  details?: [string, string][];
  /** The main button; its URL is also written out, for mail clients that hide buttons. */
  action?: { label: string; url: string };
  /** Further links, each written out with its label (e.g. cancel the booking). */
  links?: { label: string; url: string }[];
  /** Paragraphs after the details and links. */
  closing?: string[];
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One e-mail as HTML and as plain text, from the same parts. */
export function renderEmail(body: EmailBody): EmailContent {
  const { lines, details = [], action, links = [], closing = [] } = body;
  const htmlParts = [
    `<h1 style="color:#c0392b;font-size:22px">${escapeHtml(body.subject)}</h1>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
  ];
  if (details.length > 0) {
    const rows = details
      .map(
        ([label, value]) =>
          `<tr><td style="color:#5f6368;padding:4px 12px 4px 0">${escapeHtml(label)}</td><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
      )
      .join('');
    htmlParts.push(`<table style="border-collapse:collapse">${rows}</table>`);
  }
  if (action) {
    htmlParts.push(
      `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#c0392b;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none">${escapeHtml(action.label)}</a></p>`,
      `<p style="color:#5f6368;font-size:13px">${escapeHtml(action.url)}</p>`,
    );
  }
  for (const link of links) {
    htmlParts.push(
      `<p style="font-size:14px">${escapeHtml(link.label)}: <a href="${escapeHtml(link.url)}">${escapeHtml(link.url)}</a></p>`,
    );
  }
  htmlParts.push(...closing.map((line) => `<p>${escapeHtml(line)}</p>`));
  const html =
    `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1d1d1f;max-width:560px;margin:auto;padding:24px">` +
    `${htmlParts.join('')}</body></html>`;

  const textParts = [lines.join('\n\n')];
  if (details.length > 0) textParts.push(details.map(([l, v]) => `${l}: ${v}`).join('\n'));
  if (action) textParts.push(`${action.label}: ${action.url}`);
  for (const link of links) textParts.push(`${link.label}: ${link.url}`);
  if (closing.length > 0) textParts.push(closing.join('\n\n'));
  return {
    template: body.template,
    subject: body.subject,
    html,
    text: `${textParts.join('\n\n')}\n`,
  };
}
