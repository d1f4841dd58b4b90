// Issue 21: signing in to the shop owners' area. The login returns to the page that asked for
// it (a path of this site only); a session ended elsewhere (the password changed in another
// browser) sends the owner back to the login and then to where they were; an invitation link
// sets the first password and signs the new owner in.
import { appUrl, graphql } from './browser';
import { apiSession, inviteOwner, loginTexts, newOwner, ownerBrowser, signInOnPage } from './owner';

const browser = ownerBrowser();

const profileHeading = (name: string) => new RegExp(`^Welcome, ${name}$`);

test('the login refuses a wrong password clearly, then returns to the page that asked', async () => {
  const owner = await newOwner('Login');
  const phone = await browser.newPhone({ appLang: 'en' });
  try {
    const { page } = phone;
    await page.goto(appUrl('/shopowner?tab=today'));
    await page.waitForURL((url) => url.pathname === '/shopowner/login');
    expect(new URL(page.url()).searchParams.get('redirectURL')).toBe('/shopowner?tab=today');
    await page.getByRole('heading', { level: 1, name: 'Sign in to your shop' }).waitFor();

    await signInOnPage(page, owner.username, 'not-the-password');
    await page
      .getByRole('alert')
      .filter({ hasText: 'The username or password is wrong' })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/shopowner/login');

    await page.getByLabel(loginTexts.en.password).fill(owner.password);
    await page.getByRole('button', { name: loginTexts.en.submit }).click();
    await page.waitForURL((url) => url.pathname === '/shopowner' && url.search === '?tab=today');
    await page.getByRole('heading', { level: 1, name: profileHeading(owner.name) }).waitFor();
    expect(phone.problems().filter((line) => !line.includes('/graphql'))).toEqual([]);
  } finally {
    await phone.close();
  }
});

test('a redirectURL to another site is ignored: the owner lands on the profile', async () => {
  const owner = await newOwner('Redirect');
  const phone = await browser.newPhone({ appLang: 'en' });
  try {
    const { page } = phone;
    await page.goto(
      appUrl(`/shopowner/login?redirectURL=${encodeURIComponent('//evil.example/steal')}`),
    );
    await signInOnPage(page, owner.username, owner.password);
    await page.getByRole('heading', { level: 1, name: profileHeading(owner.name) }).waitFor();
    expect(new URL(page.url()).host).toBe(new URL(appUrl('/')).host);
    expect(new URL(page.url()).pathname).toBe('/shopowner');
  } finally {
    await phone.close();
  }
});

test('a session ended elsewhere sends the owner to the login, and back to the page', async () => {
  const owner = await newOwner('Session');
  const phone = await browser.newPhone({ appLang: 'en' });
  try {
    const { page } = phone;
    await page.goto(appUrl('/shopowner/login'));
    await signInOnPage(page, owner.username, owner.password);
    await page.getByRole('heading', { level: 1, name: profileHeading(owner.name) }).waitFor();

    // Another browser changes the password: every other session of the owner ends.
    const elsewhere = await apiSession(owner.username, owner.password);
    const newPassword = 'Quiet-Riverbank-77';
    await graphql(
      `
        mutation Change($input: ChangePasswordInput!) {
          changePassword(input: $input) {
            userErrors {
              message
            }
          }
        }
      `,
      { input: { oldPassword: owner.password, newPassword, repeatPassword: newPassword } },
      elsewhere,
    );

    await page.goto(appUrl('/shopowner?tab=later'));
    await page.waitForURL((url) => url.pathname === '/shopowner/login');
    expect(new URL(page.url()).searchParams.get('redirectURL')).toBe('/shopowner?tab=later');
    expect(await page.evaluate(() => window.localStorage.getItem('xemay.session'))).toBeNull();

    await signInOnPage(page, owner.username, newPassword);
    await page.waitForURL((url) => url.pathname === '/shopowner' && url.search === '?tab=later');
    await page.getByRole('heading', { level: 1, name: profileHeading(owner.name) }).waitFor();
  } finally {
    await phone.close();
  }
});

test('an invitation link sets the first password and signs the new owner in, once', async () => {
  const invited = await inviteOwner('Invited');
  const phone = await browser.newPhone({ appLang: 'en' });
  try {
    const { page } = phone;
    await page.goto(appUrl(invited.invitationPath));
    await page.getByRole('heading', { level: 1, name: 'Choose your password' }).waitFor();
    // The new owner learns the username they will sign in with.
    await page.getByText(invited.username, { exact: true }).waitFor();
    const password = 'Golden-Ricefield-31';
    await page.getByLabel(/^New password$/).fill(password);
    await page
      .getByRole('list', { name: 'Password rules' })
      .getByText('8 to 128 characters (done)')
      .waitFor();
    await page.getByLabel(/^Repeat the password$/).fill('Golden-Ricefield-13');
    await page.getByRole('button', { name: 'Save and sign in' }).click();
    await page.getByText('The two passwords differ: type the same password twice').waitFor();

    await page.getByLabel(/^Repeat the password$/).fill(password);
    await page.getByRole('button', { name: 'Save and sign in' }).click();
    await page.getByRole('heading', { level: 1, name: profileHeading(invited.name) }).waitFor();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign in to your shop' }).waitFor();
    await signInOnPage(page, invited.username, password);
    await page.getByRole('heading', { level: 1, name: profileHeading(invited.name) }).waitFor();

    await page.goto(appUrl(invited.invitationPath));
    await page.getByRole('heading', { level: 1, name: 'This link does not work' }).waitFor();
  } finally {
    await phone.close();
  }
});
