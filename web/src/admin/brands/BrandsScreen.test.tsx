import { fireEvent, screen } from '@testing-library/react';
import { fakeApi, renderWithApp } from '../../../test/render';
import BrandsScreen from './BrandsScreen';
import { brandsPage, hondaBrand } from './brandFixtures';

const show = (api: ReturnType<typeof fakeApi>) =>
  renderWithApp(<BrandsScreen />, api.link, { path: '/dashboard/brands' });

describe('BrandsScreen', () => {
  it('shows a skeleton, then each brand with its bike names, kinds and bikes', async () => {
    show(fakeApi({ AdminBrandsScreen: brandsPage([hondaBrand]) }));
    expect(screen.getByRole('heading', { level: 1, name: 'Brands and bike names' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Honda' })).toBeNull();
    expect(await screen.findByRole('link', { name: 'Honda' })).toHaveAttribute(
      'href',
      '/dashboard/brands/7',
    );
    expect(screen.getByText('Vision 110')).toBeInTheDocument();
    expect(screen.getByText('Scooter, Touring')).toBeInTheDocument();
    expect(screen.getByText('1 of 1 shown')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New brand' })).toHaveAttribute(
      'href',
      '/dashboard/brands/new',
    );
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('says when there is no brand yet', async () => {
    show(fakeApi({ AdminBrandsScreen: brandsPage([]) }));
    expect(await screen.findByText('There is no brand yet.')).toBeInTheDocument();
  });

  it('offers a retry when the API cannot be reached, and then shows the list', async () => {
    const api = fakeApi({
      AdminBrandsScreen: [new Error('offline'), brandsPage([hondaBrand])],
    });
    show(api);
    fireEvent.click(await screen.findByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('link', { name: 'Honda' })).toBeInTheDocument();
  });

  it('shows the next page after the first with "Show more"', async () => {
    const kymco = { ...hondaBrand, id: 'QnJhbmQ6OA', databaseId: 8, name: 'Kymco', bikeNames: [] };
    const api = fakeApi({
      AdminBrandsScreen: (variables) =>
        variables.after === 'c1'
          ? brandsPage([kymco], false, 2)
          : brandsPage([hondaBrand], true, 2),
    });
    show(api);
    expect(await screen.findByText('1 of 2 shown')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: 'Kymco' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Honda' })).toBeInTheDocument();
    expect(screen.getByText('2 of 2 shown')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});
