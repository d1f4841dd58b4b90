import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, renderWithApp } from '../../../test/render';
import { LanguageSwitch } from '../../app/LanguageSwitch';
import { languageStorageKey } from '../../app/LanguageProvider';
import { CitiesScreen } from './CitiesScreen';

const city = (
  slug: string,
  en: string,
  vn: string,
  shopCount: number,
  pictureUrl: string | null,
) => ({
  __typename: 'City',
  id: `id-${slug}`,
  slug,
  name: { __typename: 'LocalizedText', en, vn },
  description: { __typename: 'LocalizedText', en: `About ${en}.`, vn: `Về ${vn}.` },
  pictureUrl,
  shopCount,
});

const citiesAnswer = {
  data: {
    cities: {
      __typename: 'CityConnection',
      totalCount: 2,
      edges: [
        {
          __typename: 'CityEdge',
          node: city('hanoi', 'Hanoi', 'Hà Nội', 3, '/media/seed/cities/hanoi.svg'),
        },
        { __typename: 'CityEdge', node: city('hue', 'Hue', 'Huế', 1, null) },
      ],
    },
  },
};

const emptyAnswer = {
  data: { cities: { __typename: 'CityConnection', totalCount: 0, edges: [] } },
};

describe('CitiesScreen', () => {
  it('shows a loading state, then every city with its picture and shop count', async () => {
    renderWithApp(<CitiesScreen />, fakeServer(citiesAnswer).link);
    expect(screen.getByRole('status')).toHaveTextContent('Loading cities');

    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('heading', { name: 'Hanoi' })).toBeInTheDocument();
    expect(within(items[0]).getByText('3 shops')).toBeInTheDocument();
    const picture = within(items[0]).getByRole('img', { name: 'Hanoi' });
    expect(picture).toHaveAttribute('src', '/media/seed/cities/hanoi.svg');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(within(items[0]).getByText('About Hanoi.')).toBeInTheDocument();
    expect(within(items[1]).getByText('1 shop')).toBeInTheDocument();
    expect(within(items[1]).queryByRole('img')).toBeNull();
  });

  it('switches to Vietnamese, and remembers the choice as appLang', async () => {
    renderWithApp(
      <>
        <LanguageSwitch />
        <CitiesScreen />
      </>,
      fakeServer(citiesAnswer).link,
    );
    await screen.findByRole('heading', { name: 'Hanoi' });
    fireEvent.click(screen.getByRole('button', { name: 'VN' }));

    expect(await screen.findByRole('heading', { name: 'Hà Nội' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bạn muốn đi đâu?');
    expect(screen.getByText('3 cửa hàng')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'VN' })).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem(languageStorageKey)).toBe('vn');
  });

  it('starts in the stored language', async () => {
    window.localStorage.setItem(languageStorageKey, 'vn');
    renderWithApp(<CitiesScreen />, fakeServer(citiesAnswer).link);
    expect(await screen.findByRole('heading', { name: 'Huế' })).toBeInTheDocument();
  });

  it('falls back to English for an unknown stored language', async () => {
    window.localStorage.setItem(languageStorageKey, 'fr');
    renderWithApp(<CitiesScreen />, fakeServer(citiesAnswer).link);
    expect(await screen.findByRole('heading', { name: 'Hue' })).toBeInTheDocument();
  });

  it('says when a city has no shops yet, in either language', async () => {
    const answer = {
      data: {
        cities: {
          __typename: 'CityConnection',
          totalCount: 1,
          edges: [{ __typename: 'CityEdge', node: city('dalat', 'Da Lat', 'Đà Lạt', 0, null) }],
        },
      },
    };
    renderWithApp(
      <>
        <LanguageSwitch />
        <CitiesScreen />
      </>,
      fakeServer(answer).link,
    );
    expect(await screen.findByText('No shops yet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'VN' }));
    expect(await screen.findByText('Chưa có cửa hàng')).toBeInTheDocument();
  });

  it('says so when loading fails, and loads again on retry', async () => {
    const server = fakeServer(new Error('offline'), citiesAnswer);
    renderWithApp(<CitiesScreen />, server.link);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The cities could not be loaded.');

    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Hanoi' })).toBeInTheDocument();
    expect(server.requests).toBe(2);
  });

  it('says when there are no cities yet', async () => {
    renderWithApp(<CitiesScreen />, fakeServer(emptyAnswer).link);
    await waitFor(() =>
      expect(screen.getByText('No cities yet. Please come back soon.')).toBeInTheDocument(),
    );
    expect(screen.queryByRole('list')).toBeNull();
  });
});
