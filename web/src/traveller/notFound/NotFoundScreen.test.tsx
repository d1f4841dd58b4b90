import { act, screen } from '@testing-library/react';
import { fakeApi, renderWithApp } from '../../../test/render';
import { tripCitiesAnswer } from '../booking/testBooking';
import { NotFoundScreen } from './NotFoundScreen';

describe('NotFoundScreen', () => {
  it('says the page does not exist and offers the start and a search in each city with shops', async () => {
    renderWithApp(<NotFoundScreen />, fakeApi({ TripCities: tripCitiesAnswer }).link);
    expect(
      screen.getByRole('heading', { level: 1, name: 'This page does not exist.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the start' })).toHaveAttribute('href', '/');
    expect(await screen.findByRole('link', { name: 'Hanoi' })).toHaveAttribute(
      'href',
      '/search?city=hanoi',
    );
    expect(screen.getByRole('navigation', { name: 'Search for bikes in:' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ha Giang' })).toBeNull();
    expect(document.title).toBe('This page does not exist. · xemay');
  });

  it('still offers the start when the cities cannot be loaded', async () => {
    const api = fakeApi({ TripCities: new Error('offline') });
    renderWithApp(<NotFoundScreen />, api.link);
    expect(screen.getByRole('link', { name: 'Back to the start' })).toBeInTheDocument();
    // Let the failed answer arrive.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(api.calls.map((call) => call.operationName)).toEqual(['TripCities']);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the start' })).toBeInTheDocument();
  });
});
