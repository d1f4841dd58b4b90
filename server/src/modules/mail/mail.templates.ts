import type { Language } from '../../generated/prisma/enums';
import { renderEmail, type EmailContent } from './mail.layout';

export type { EmailContent };

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
  return renderEmail({
    template: 'shop-owner-invitation',
    subject,
    lines,
    action: { label: action, url: link },
  });
}
