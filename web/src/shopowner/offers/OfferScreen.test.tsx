import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApi, renderWithApp } from '../../../test/render';
import { Route, Routes } from '../../app/routing';
import OfferScreen from './OfferScreen';
import { choices, fixClock, offer } from './offerFixtures';

const detail = (value: unknown) => ({ data: { ownerOffer: value, ...choices } });

function show(api: ReturnType<typeof fakeApi>, path = '/shopowner/offers/7') {
  return renderWithApp(
    <Routes>
      <Route path="/shopowner/offers/:id" element={<OfferScreen />} />
    </Routes>,
    api.link,
    { path },
  );
}

beforeEach(() => fixClock('2026-11-26T03:00:00Z'));
afterEach(() => jest.useRealTimers());

describe('OfferScreen', () => {
  it('shows the offer with its expiry, online switch, link and fields', async () => {
    const api = fakeApi({ OwnerOfferScreen: detail(offer()) });
    show(api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Honda Wave 110' }),
    ).toBeInTheDocument();
    expect(api.calls[0].variables).toEqual({ id: 'T2ZmZXI6Nw' });
    expect(screen.getByText(/Offer OF-7KQ2MX/)).toHaveTextContent('3 more days');
    expect(screen.getByRole('switch', { name: 'Online' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('textbox', { name: 'Link to the offer' })).toHaveValue(
      'http://localhost/offers/7',
    );
    expect(screen.getByRole('radio', { name: /Honda Wave 110/ })).toBeChecked();
    expect(
      within(screen.getByRole('group', { name: 'Earliest pickup' })).getByLabelText('Date'),
    ).toHaveValue('2026-12-01');
    expect(screen.getByRole('textbox', { name: /Discount/ })).toHaveValue('20');
  });

  it('switches the offer offline, and then explains that it cannot be shared', async () => {
    const api = fakeApi({
      OwnerOfferScreen: detail(offer()),
      SetOfferOnline: {
        data: {
          setOfferOnline: {
            __typename: 'OfferPayload',
            offer: { __typename: 'Offer', id: 'T2ZmZXI6Nw', online: false, expired: false },
            userErrors: [],
          },
        },
      },
    });
    show(api);
    fireEvent.click(await screen.findByRole('switch', { name: 'Online' }));
    expect(await screen.findByText(/Only an online offer can be shared/)).toBeInTheDocument();
    expect(api.calls.find((c) => c.operationName === 'SetOfferOnline')?.variables).toEqual({
      input: { id: 'T2ZmZXI6Nw', online: false },
    });
  });

  it('asks to extend or delete an expired offer; it cannot go online', async () => {
    show(
      fakeApi({
        OwnerOfferScreen: detail(
          offer({ expired: true, online: true, bookableUntil: '2026-11-20T13:00:00Z' }),
        ),
      }),
    );
    expect(await screen.findByText(/This offer has expired/)).toBeInTheDocument();
    expect(screen.getByText(/Offer OF-7KQ2MX/)).toHaveTextContent('Expired');
    const online = screen.getByRole('switch', { name: 'Online' });
    expect(online).toBeDisabled();
    expect(online).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('button', { name: 'Extend' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('saves new dates, and shows a refused field next to it', async () => {
    const api = fakeApi({
      OwnerOfferScreen: detail(offer()),
      UpdateOffer: {
        data: {
          updateOffer: {
            __typename: 'OfferPayload',
            offer: null,
            userErrors: [
              {
                __typename: 'UserError',
                field: 'max_rental_duration',
                message: 'At most the travel window: 5 days',
              },
            ],
          },
        },
      },
    });
    show(api);
    const days = await screen.findByRole('textbox', { name: /Maximum rental duration/ });
    fireEvent.change(days, { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('At most the travel window: 5 days')).toBeInTheDocument();
    expect(days).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/Some fields need a change/)).toHaveAttribute('role', 'alert');
    expect(api.calls.find((c) => c.operationName === 'UpdateOffer')?.variables).toEqual({
      input: expect.objectContaining({ id: 'T2ZmZXI6Nw', maxRentalDays: 9 }),
    });
  });

  it('warns before unsaved changes are lost', async () => {
    show(fakeApi({ OwnerOfferScreen: detail(offer()) }));
    fireEvent.change(await screen.findByRole('textbox', { name: /Discount/ }), {
      target: { value: '30' },
    });
    fireEvent.click(screen.getByRole('link', { name: 'Special offers' }));
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Stay and keep editing' }));
    expect(screen.getByRole('textbox', { name: /Discount/ })).toHaveValue('30');
  });

  it('says not found for an offer that is not the owner’s, by URL', async () => {
    show(fakeApi({ OwnerOfferScreen: detail(null) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
  });

  it('says not found for an id that is no number, without asking', async () => {
    const api = fakeApi({});
    show(api, '/shopowner/offers/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('says what went wrong, and tries again', async () => {
    show(fakeApi({ OwnerOfferScreen: [new Error('offline'), detail(offer())] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Honda Wave 110' }),
    ).toBeInTheDocument();
  });
});
