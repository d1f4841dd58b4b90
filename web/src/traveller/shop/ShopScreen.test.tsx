import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from '../../app/routing';
import { fakeApi, renderWithApp } from '../../../test/render';
import { findAlert } from './findAlert';
import type { OpeningHours_ScheduleFragment } from '../../gql/graphql';
import { OpeningHours } from './OpeningHours';
import ShopScreen from './ShopScreen';
import { review, schedule, shop } from './shopFixtures';

function renderShop(answer: Parameters<typeof fakeApi>[0]['ShopScreen'], path = '/shops/23') {
  const api = fakeApi({ ShopScreen: answer });
  renderWithApp(
    <Routes>
      <Route path="/shops/:shopId" element={<ShopScreen />} />
    </Routes>,
    api.link,
    { path },
  );
  return api;
}

describe('ShopScreen', () => {
  it('shows a skeleton, then the shop with hours, bikes, reviews, contact and route', async () => {
    const api = renderShop({ data: { publicShop: shop } });
    expect(screen.getByRole('status', { name: 'Loading the shop…' })).toBeInTheDocument();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'An Bàng Beach Scooters' }),
    ).toBeInTheDocument();
    expect(api.calls[0]).toEqual({ operationName: 'ShopScreen', variables: { id: 'U3RvcmU6MjM' } });
    expect(document.title).toBe('An Bàng Beach Scooters: motorbike rental in Hoi An · xemay');
    expect(screen.getAllByText('101 Hai Bà Trưng, Hội An')).toHaveLength(2);
    expect(screen.getByText('4.3 of 5 · 7 reviews')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rental shop in Hoi An' })).toHaveAttribute(
      'href',
      '/cities/hoi-an',
    );

    const bikes = screen.getByRole('region', { name: 'Motorbikes (2)' });
    const bikeLink = within(bikes).getByRole('link', { name: 'Honda Vision 110' });
    expect(bikeLink).toHaveAttribute('href', '/bikes/166');
    expect(within(bikes).getByText('₫110,000 / day')).toBeInTheDocument();

    const reviews = screen.getByRole('region', { name: 'Reviews' });
    expect(within(reviews).getByRole('heading', { name: 'Chloé' })).toBeInTheDocument();
    expect(within(reviews).getByText('4 of 5 stars')).toBeInTheDocument();
    expect(within(reviews).getByText('04.06.2026')).toBeInTheDocument();
    expect(within(reviews).getByText('Thank you, come back soon!')).toBeInTheDocument();

    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByRole('link', { name: /Call/ })).toHaveAttribute(
      'href',
      'tel:+842353912223',
    );
    expect(within(contact).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/842353912223',
    );
    expect(within(contact).getByRole('link', { name: /E-mail/ })).toHaveAttribute(
      'href',
      'mailto:an-bang@shops.example',
    );

    const location = screen.getByRole('region', { name: 'Location' });
    expect(within(location).getByRole('link', { name: 'Show route' })).toHaveAttribute(
      'href',
      expect.stringContaining('destination=15.907%2C108.357'),
    );
  });

  it('carries the trip of the URL on to the bikes', async () => {
    renderShop(
      { data: { publicShop: shop } },
      '/shops/23?city=hoi-an&start=2026-12-01T10:00&end=2026-12-04T10:00&to=hue',
    );
    expect(await screen.findByRole('link', { name: 'Honda Vision 110' })).toHaveAttribute(
      'href',
      '/bikes/166?to=hue&start=2026-12-01T10%3A00&end=2026-12-04T10%3A00',
    );
  });

  it("shows the shop's reply under its review, labelled, and none under the others", async () => {
    const unanswered = {
      ...review,
      id: 'review-2',
      name: 'Đức',
      ownerReply: null,
      ownerRepliedAt: null,
    };
    const withReviews = { ...shop, latestReviews: [review, unanswered] };
    renderShop({ data: { publicShop: withReviews } });
    await screen.findByRole('heading', { name: 'Chloé' });
    const reviews = screen.getByRole('region', { name: 'Reviews' });
    const [answered, notAnswered] = within(reviews).getAllByRole('article');
    expect(within(answered).getByText('Reply from the shop')).toBeInTheDocument();
    expect(within(answered).getByText('Thank you, come back soon!')).toBeInTheDocument();
    expect(within(notAnswered).getByRole('heading', { name: 'Đức' })).toBeInTheDocument();
    expect(within(notAnswered).queryByText('Reply from the shop')).toBeNull();
  });

  it('labels the reply in Vietnamese', async () => {
    window.localStorage.setItem('appLang', 'vn');
    renderShop({ data: { publicShop: shop } });
    const review = (await screen.findByRole('heading', { name: 'Chloé' })).closest('article');
    expect(within(review!).getByText('Phản hồi của cửa hàng')).toBeInTheDocument();
    expect(within(review!).getByText('Thank you, come back soon!')).toBeInTheDocument();
  });

  it('says when a shop has no bikes and no reviews yet', async () => {
    renderShop({ data: { publicShop: { ...shop, bikes: [], latestReviews: [] } } });
    expect(await screen.findByText('This shop has no bikes online right now.')).toBeInTheDocument();
    expect(screen.getByText(/No reviews yet\. Travellers/)).toBeInTheDocument();
  });

  it('says the shop is not on xemay, with a way on, for an unknown id', async () => {
    renderShop({ data: { publicShop: null } });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'This shop is not on xemay (any more)',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search bikes' })).toHaveAttribute('href', '/');
  });

  it('does not ask the API about an id that cannot be a shop', async () => {
    const api = renderShop({ data: { publicShop: shop } }, '/shops/not-a-number');
    expect(
      await screen.findByRole('heading', { name: 'This shop is not on xemay (any more)' }),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('says so when the shop cannot be loaded, and loads it again on retry', async () => {
    const api = renderShop([new Error('offline'), { data: { publicShop: shop } }]);
    const alert = await findAlert('The shop could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'An Bàng Beach Scooters' }),
    ).toBeInTheDocument();
    expect(api.calls.filter((call) => call.operationName === 'ShopScreen')).toHaveLength(2);
  });

  it('speaks Vietnamese', async () => {
    window.localStorage.setItem('appLang', 'vn');
    renderShop({ data: { publicShop: shop } });
    expect(await screen.findByRole('heading', { name: 'Giờ mở cửa' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Cửa hàng cho thuê xe tại Hội An' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chỉ đường' })).toBeInTheDocument();
  });
});

describe('OpeningHours', () => {
  const week = schedule as OpeningHours_ScheduleFragment;
  const rows = () => screen.getAllByRole('row');

  it('lists Monday to Sunday, several slots a day, closed days said and today marked', () => {
    // Wednesday 25.11.2026, 10:00 in Vietnam.
    renderWithApp(<OpeningHours schedule={week} now={new Date('2026-11-25T03:00:00Z')} />);
    const days = rows().map((row) => within(row).getByRole('rowheader').textContent);
    expect(days).toEqual([
      'Monday',
      'Tuesday',
      'WednesdayToday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(within(rows()[0]).getByRole('cell')).toHaveTextContent('08:00–12:0013:30–19:30');
    expect(within(rows()[5]).getByRole('cell')).toHaveTextContent('09:00–17:00');
    expect(within(rows()[6]).getByRole('cell')).toHaveTextContent('Closed');
    expect(rows()[2]).toHaveAttribute('aria-current', 'date');
    expect(rows()[1]).not.toHaveAttribute('aria-current');
  });

  it('names the days in Vietnamese', () => {
    window.localStorage.setItem('appLang', 'vn');
    renderWithApp(<OpeningHours schedule={week} now={new Date('2026-11-29T03:00:00Z')} />);
    expect(within(rows()[0]).getByRole('rowheader')).toHaveTextContent('Thứ Hai');
    expect(within(rows()[6]).getByRole('rowheader')).toHaveTextContent('Chủ Nhật');
    expect(within(rows()[6]).getByRole('cell')).toHaveTextContent('Đóng cửa');
  });
});
