import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApi, renderWithApp } from '../../../test/render';
import AvailabilityScreen from './AvailabilityScreen';

const shopBike = (periods: unknown[] = []) => ({
  __typename: 'ShopBike',
  id: 'U2hvcEJpa2U6NQ',
  storeDatabaseId: 1,
  bike: { __typename: 'Bike', id: 'QmlrZTo1', name: 'Honda Wave' },
  units: [
    { __typename: 'BikeUnit', id: 'QmlrZVVuaXQ6MQ', databaseId: 1, label: 'A' },
    { __typename: 'BikeUnit', id: 'QmlrZVVuaXQ6Mg', databaseId: 2, label: 'B' },
  ],
  unavailablePeriods: periods,
});

const period = {
  __typename: 'UnavailablePeriod',
  databaseId: 9,
  start: '2026-12-23T17:00:00.000Z',
  end: '2026-12-25T16:59:59.999Z',
  reason: 'Service',
  unitDatabaseId: 2,
};

const screenData = (periods: unknown[] = []) => ({
  data: {
    ownerStores: {
      __typename: 'StoreConnection',
      nodes: [
        { __typename: 'Store', id: 'U3RvcmU6MQ', databaseId: 1, name: 'Phố Cổ Rentals' },
        { __typename: 'Store', id: 'U3RvcmU6Mg', databaseId: 2, name: 'Beach Bikes' },
      ],
    },
    ownerShopBikes: { __typename: 'ShopBikeConnection', nodes: [shopBike(periods)] },
    ownerStoreAddonGroups: {
      __typename: 'StoreAddonGroupConnection',
      nodes: [
        {
          __typename: 'StoreAddonGroup',
          addon: {
            __typename: 'CatalogueAddonSummary',
            id: 'QWRkb246MQ',
            type: 'ACCESSORY',
            name: { __typename: 'LocalizedText', en: 'Helmet', vn: 'Mũ bảo hiểm' },
          },
          storeAddons: [
            { __typename: 'StoreAddon', id: 'U0E6MQ', storeDatabaseId: 1, active: true },
          ],
        },
      ],
    },
  },
});

const show = (api: ReturnType<typeof fakeApi>) =>
  renderWithApp(<AvailabilityScreen />, api.link, { path: '/shopowner/availability' });

const saved = (periods: unknown[]) => ({
  data: {
    setShopBikeAvailability: {
      shopBike: { __typename: 'ShopBike', id: 'U2hvcEJpa2U6NQ', unavailablePeriods: periods },
      userErrors: [],
    },
  },
});

describe('AvailabilityScreen', () => {
  it('shows the shop’s bikes with their periods, in Vietnamese time', async () => {
    show(fakeApi({ AvailabilityScreen: screenData([period]) }));
    expect(
      await screen.findByRole('button', {
        name: 'Remove the period Unit B: 24.12.2026 00:00 – 25.12.2026 23:59',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 units')).toBeInTheDocument();
  });

  it('names the chosen shop in full above its bikes and add-ons, and follows the select', async () => {
    show(fakeApi({ AvailabilityScreen: screenData([period]) }));
    await screen.findByRole('heading', { level: 2, name: 'Bikes at Phố Cổ Rentals' });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Accessories and services at Phố Cổ Rentals' }),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Shop' }), { target: { value: '2' } });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Bikes at Beach Bikes' }),
    ).toBeInTheDocument();
  });

  it('adds a period for one unit, sending the ones there were too', async () => {
    const api = fakeApi({
      AvailabilityScreen: screenData([period]),
      SetShopBikeAvailability: saved([period]),
    });
    show(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark unavailable: Honda Wave' }));
    const sheet = screen.getByRole('dialog', { name: 'Not rentable: Honda Wave' });
    fireEvent.change(within(sheet).getByRole('combobox', { name: 'Which unit' }), {
      target: { value: 'QmlrZVVuaXQ6MQ' },
    });
    const from = within(sheet).getByRole('textbox', { name: 'From (DD.MM.YYYY)' });
    fireEvent.change(from, { target: { value: '31.02.2027' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Save period' }));
    expect(within(sheet).getAllByText(/Give a date as DD.MM.YYYY/)).toHaveLength(2);

    fireEvent.change(from, { target: { value: '02.01.2027' } });
    fireEvent.change(within(sheet).getByRole('combobox', { name: 'From time' }), {
      target: { value: '14:15' },
    });
    fireEvent.change(within(sheet).getByRole('textbox', { name: 'Until (DD.MM.YYYY)' }), {
      target: { value: '03.01.2027' },
    });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Save period' }));
    expect(await screen.findByText('The period is saved')).toBeInTheDocument();
    expect(api.calls.at(-1)?.variables).toEqual({
      input: {
        shopBikeId: 'U2hvcEJpa2U6NQ',
        periods: [
          { start: period.start, end: period.end, reason: 'Service', unitId: 'QmlrZVVuaXQ6Mg' },
          {
            start: '2027-01-02T14:15:00+07:00',
            end: '2027-01-03',
            reason: null,
            unitId: 'QmlrZVVuaXQ6MQ',
          },
        ],
      },
    });
  });

  it('removes a period', async () => {
    const api = fakeApi({
      AvailabilityScreen: screenData([period]),
      SetShopBikeAvailability: saved([]),
    });
    show(api);
    fireEvent.click(await screen.findByRole('button', { name: /^Remove the period/ }));
    expect(await screen.findByText('The period is removed')).toBeInTheDocument();
    expect(api.calls.at(-1)?.variables).toEqual({
      input: { shopBikeId: 'U2hvcEJpa2U6NQ', periods: [] },
    });
    expect(await screen.findByText('Rentable at all times.')).toBeInTheDocument();
  });

  it('switches an add-on off at once, and back when saving fails', async () => {
    show(
      fakeApi({
        AvailabilityScreen: screenData(),
        SwitchStoreAddon: new Error('offline'),
      }),
    );
    const toggle = await screen.findByRole('switch', { name: 'Helmet' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(await screen.findByText(/Could not save/)).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });

  it('shows another shop’s bikes and add-ons when picked', async () => {
    show(fakeApi({ AvailabilityScreen: screenData() }));
    fireEvent.change(await screen.findByRole('combobox', { name: 'Shop' }), {
      target: { value: '2' },
    });
    expect(screen.getByText('No bikes at this shop yet.')).toBeInTheDocument();
    expect(screen.getByText('This shop offers no accessories or services.')).toBeInTheDocument();
  });

  it('offers a retry when it cannot be loaded', async () => {
    show(fakeApi({ AvailabilityScreen: [new Error('offline'), screenData()] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'Helmet' })).toBeInTheDocument();
  });
});
