// Issue 21: the owner area's first screens (login, invitation, profile) at 360 px in English
// and Vietnamese, with a long real name: axe finds no serious or critical violation, and
// nothing is wider than the phone. Screenshots go to $OWNER_SCREENSHOTS when it is set.
import { appUrl } from './browser';
import { inviteOwner, loginTexts, look, ownerBrowser, signInOnPage } from './owner';

const browser = ownerBrowser();

const longName = 'Nguyễn Thị Phương Thảo Hohenzollern-Sigmaringen-Wolkenstein';

const texts = {
  en: {
    login: 'Sign in to your shop',
    choose: 'Choose your password',
    password: /^New password$/,
    repeat: /^Repeat the password$/,
    save: 'Save and sign in',
    welcome: /^Welcome, /,
  },
  vn: {
    login: 'Đăng nhập cửa hàng',
    choose: 'Chọn mật khẩu',
    password: /^Mật khẩu mới$/,
    repeat: /^Nhập lại mật khẩu$/,
    save: 'Lưu và đăng nhập',
    welcome: /^Xin chào, /,
  },
};

test.each(['en', 'vn'] as const)(
  'the login, the invitation and the profile read well at 360 px (%s)',
  async (lang) => {
    const t = texts[lang];
    const invited = await inviteOwner('Screens', {
      name: longName,
      email: `maximilianalexander.${Date.now()}@nguyenthanhlong-rentals.example`,
    });
    const phone = await browser.newPhone({ appLang: lang });
    try {
      const { page } = phone;
      await page.goto(appUrl('/shopowner/login'));
      await page.getByRole('heading', { level: 1, name: t.login }).waitFor();
      await look(page, `${lang}-login`);
      await signInOnPage(page, invited.username, 'wrong-password', loginTexts[lang]);
      await page.getByRole('alert').first().waitFor();
      await look(page, `${lang}-login-error`);

      await page.goto(appUrl(invited.invitationPath));
      await page.getByRole('heading', { level: 1, name: t.choose }).waitFor();
      await look(page, `${lang}-invitation`);
      const password = 'Mango-Lantern-Street-58';
      await page.getByLabel(t.password).fill(password);
      await page.getByLabel(t.repeat).fill(password);
      await page.getByRole('button', { name: t.save }).click();
      await page.getByRole('heading', { level: 1, name: t.welcome }).waitFor();
      await page.getByRole('heading', { level: 1, name: new RegExp(longName) }).waitFor();
      await look(page, `${lang}-profile`);
    } finally {
      await phone.close();
    }
  },
);
