import { fireEvent, screen } from '@testing-library/react';
import { fakeApi, renderWithApp, Where } from '../../../test/render';
import { Route, Routes } from '../../app/routing';
import { userErrors } from '../brands/brandFixtures';
import AddonEditScreen from './AddonEditScreen';
import AddonsScreen from './AddonsScreen';

const gloves = {
  __typename: 'Addon' as const,
  id: 'QWRkb246NQ',
  databaseId: 5,
  type: 'ACCESSORY',
  icon: 'gloves',
  active: true,
  allowMultiple: false,
  pricePerDay: 20000,
  oneTimePrice: 0,
  maxQuantity: 2,
  shopCount: 3,
  bookingCount: 4,
  name: { __typename: 'LocalizedText', en: 'Gloves', vn: 'Găng tay' },
  explanation: { __typename: 'LocalizedText', en: '', vn: '' },
};

const showEdit = (api: ReturnType<typeof fakeApi>, path: string) =>
  renderWithApp(
    <>
      <Routes>
        <Route path="/dashboard/addons/new" element={<AddonEditScreen />} />
        <Route path="/dashboard/addons/:id" element={<AddonEditScreen />} />
      </Routes>
      <Where />
    </>,
    api.link,
    { path },
  );

describe('AddonsScreen', () => {
  it('lists accessories and services with kind, prices and shops', async () => {
    const api = fakeApi({
      AdminAddonsScreen: {
        data: {
          adminAddons: {
            __typename: 'AddonConnection',
            totalCount: 1,
            pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
            nodes: [gloves],
          },
        },
      },
    });
    renderWithApp(<AddonsScreen />, api.link);
    expect(await screen.findByRole('link', { name: 'Gloves' })).toHaveAttribute(
      'href',
      '/dashboard/addons/5',
    );
    expect(screen.getByText('Accessory')).toBeInTheDocument();
    expect(screen.getByText(/20,000/)).toBeInTheDocument();
  });
});

describe('AddonEditScreen', () => {
  it('checks the form, then creates the add-on with whole numbers', async () => {
    const api = fakeApi({
      AdminCreateAddon: {
        data: {
          createAddon: {
            addon: { __typename: 'Addon', id: 'QWRkb246Ng', databaseId: 6 },
            userErrors: [],
          },
        },
      },
      AdminAddonScreen: { data: { node: gloves } },
    });
    showEdit(api, '/dashboard/addons/new');
    fireEvent.change(screen.getByRole('textbox', { name: 'Most a traveller may take' }), {
      target: { value: '0' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create add-on' }));
    expect(screen.getByText('Give a whole number from 1 to 99')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), {
      target: { value: 'SERVICE' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Name in English' }), {
      target: { value: 'Fuel refill' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Name in Vietnamese' }), {
      target: { value: 'Đổ xăng' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Picture key' }), {
      target: { value: 'fuel-refill' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Suggested one-time price (VND)' }), {
      target: { value: '50000' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Most a traveller may take' }), {
      target: { value: '1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create add-on' }));
    expect(await screen.findByText('/dashboard/addons/6', { selector: 'output' })).toBeTruthy();
    expect(api.calls[0].variables).toEqual({
      input: {
        type: 'SERVICE',
        nameEn: 'Fuel refill',
        nameVn: 'Đổ xăng',
        icon: 'fuel-refill',
        explanationEn: '',
        explanationVn: '',
        pricePerDay: 0,
        oneTimePrice: 50000,
        maxQuantity: 1,
        allowMultiple: false,
        active: true,
      },
    });
  });

  it('shows a userError at its field and explains why a booked add-on stays', async () => {
    const api = fakeApi({
      AdminAddonScreen: { data: { node: gloves } },
      AdminUpdateAddon: {
        data: {
          updateAddon: {
            addon: null,
            userErrors: userErrors('icon', 'INVALID', 'Use lowercase letters'),
          },
        },
      },
      AdminDeleteAddon: {
        data: {
          deleteAddon: {
            deletedId: null,
            userErrors: userErrors('id', 'IN_USE', '4 bookings include it'),
          },
        },
      },
    });
    showEdit(api, '/dashboard/addons/5');
    const icon = await screen.findByRole('textbox', { name: 'Picture key' }, { timeout: 3000 });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Use lowercase letters')).toBeInTheDocument();
    expect(icon).toHaveAttribute('aria-invalid', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete for good' }));
    const refusal = (await screen.findByText('Gloves was not deleted')).closest<HTMLElement>(
      '[role=alert]',
    )!;
    expect(refusal).toHaveTextContent('4 bookings include Gloves');
    expect(refusal).toHaveTextContent('Untick “Active” above and save');
  });
});
