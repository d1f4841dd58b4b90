import { screen, within } from '@testing-library/react';
import { fakeApi, renderWithApp } from '../../test/render';
import { Footer } from './Footer';
import { shellSettingsAnswer } from './testShell';

describe('Footer', () => {
  it('shows the current year and says that xemay handles no money', async () => {
    renderWithApp(
      <Footer now={new Date('2031-05-01T12:00:00Z')} />,
      fakeApi({ ShellSettings: shellSettingsAnswer }).link,
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2031 xemay');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(/xemay handles no money/);
    await screen.findByRole('link', { name: /^Contact us via WhatsApp/ });
  });

  it('keeps the place of the WhatsApp link while the settings load', async () => {
    renderWithApp(<Footer />, fakeApi({ ShellSettings: shellSettingsAnswer }).link);
    const entries = within(screen.getByRole('navigation', { name: 'More from xemay' }));
    expect(entries.getAllByRole('listitem', { hidden: true })).toHaveLength(3);
    expect(entries.getAllByRole('listitem')).toHaveLength(2);
    await entries.findByRole('link', { name: /^Contact us via WhatsApp/ });
    expect(entries.getAllByRole('listitem')).toHaveLength(3);
  });
});
