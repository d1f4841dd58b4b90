import type { Language } from '../../generated/prisma/enums';

export interface EmailContent {
  template: string;
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(
  title: string,
  paragraphs: string[],
  action: { label: string; url: string },
): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  return (
    `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1d1d1f;max-width:560px;margin:auto;padding:24px">` +
    `<h1 style="color:#c0392b;font-size:22px">${escapeHtml(title)}</h1>${body}` +
    `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#c0392b;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none">${escapeHtml(action.label)}</a></p>` +
    `<p style="color:#5f6368;font-size:13px">${escapeHtml(action.url)}</p></body></html>`
  );
}

const invitationTexts: Record<
  Language,
  (name: string) => { subject: string; lines: string[]; action: string }
> = {
  EN: (name) => ({
    subject: 'Your xemay shop owner account',
    lines: [
      `Hello ${name},`,
      'an xemay admin has created a shop owner account for you. Choose your password to activate it; the link works once, for 72 hours.',
    ],
    action: 'Choose my password',
  }),
  VN: (name) => ({
    subject: 'Tài khoản chủ cửa hàng xemay của bạn',
    lines: [
      `Xin chào ${name},`,
      'quản trị viên xemay đã tạo tài khoản chủ cửa hàng cho bạn. Hãy đặt mật khẩu để kích hoạt; liên kết chỉ dùng được một lần, trong 72 giờ.',
    ],
    action: 'Đặt mật khẩu',
  }),
};

export function shopOwnerInvitationEmail(
  name: string,
  link: string,
  language: Language,
): EmailContent {
  const { subject, lines, action } = invitationTexts[language](name);
  return {
    template: 'shop-owner-invitation',
    subject,
    text: `${lines.join('\n\n')}\n\n${action}: ${link}\n`,
    html: layout(subject, lines, { label: action, url: link }),
  };
}
