import { fireEvent, screen } from '@testing-library/react';
import { fakeServer, renderWithApp } from '../../test/render';
import { AppRoutes } from './AppRoutes';

const noCities = {
  data: { cities: { __typename: 'CityConnection', totalCount: 0, edges: [] } },
};

describe('AppRoutes', () => {
  it('shows the cities at / in the frame, without a footer (spec: the landing page has none)', async () => {
    renderWithApp(<AppRoutes />, fakeServer(noCities).link, { path: '/' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Where do you want to ride?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('xemay');
    expect(screen.getByRole('link', { name: /xemay/ })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('answers an unknown path with a page that has a footer and a way back', async () => {
    renderWithApp(<AppRoutes />, fakeServer(noCities).link, { path: '/no/such/page' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page does not exist.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(String(new Date().getFullYear()));

    fireEvent.click(screen.getByRole('link', { name: 'Back to the start' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Where do you want to ride?' }),
    ).toBeInTheDocument();
  });

  it("sets the page's language for screen readers when the language changes", async () => {
    renderWithApp(<AppRoutes />, fakeServer(noCities).link);
    expect(document.documentElement.lang).toBe('en');
    fireEvent.click(screen.getByRole('button', { name: 'VN' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Bạn muốn đi đâu?');
    expect(document.documentElement.lang).toBe('vi');
  });
});
