import { fireEvent, screen } from '@testing-library/react';
import { fakeApi, renderWithApp, Where } from '../../../test/render';
import { Route, Routes } from '../../app/routing';
import { userErrors } from '../brands/brandFixtures';
import CitiesScreen from './CitiesScreen';
import CityEditScreen from './CityEditScreen';

const hue = {
  __typename: 'City' as const,
  id: 'Q2l0eToy',
  databaseId: 2,
  slug: 'hue',
  sortOrder: 1,
  storeCount: 2,
  latitude: 16.46,
  longitude: 107.59,
  pictureUrl: null,
  name: { __typename: 'LocalizedText', en: 'Hue', vn: 'Huế' },
  description: { __typename: 'LocalizedText', en: '', vn: '' },
};

const showEdit = (api: ReturnType<typeof fakeApi>, path: string) =>
  renderWithApp(
    <>
      <Routes>
        <Route path="/dashboard/cities/new" element={<CityEditScreen />} />
        <Route path="/dashboard/cities/:id" element={<CityEditScreen />} />
      </Routes>
      <Where />
    </>,
    api.link,
    { path },
  );

describe('CitiesScreen', () => {
  it('lists the cities with slug and shops', async () => {
    const api = fakeApi({
      AdminCitiesScreen: {
        data: {
          cities: {
            __typename: 'CityConnection',
            totalCount: 1,
            pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
            nodes: [hue],
          },
        },
      },
    });
    renderWithApp(<CitiesScreen />, api.link);
    expect(await screen.findByRole('link', { name: 'Hue' })).toHaveAttribute(
      'href',
      '/dashboard/cities/2',
    );
    expect(screen.getByText('hue')).toBeInTheDocument();
    expect(screen.getByText('Huế')).toBeInTheDocument();
  });
});

describe('CityEditScreen', () => {
  it('checks the centre, then creates the city (a decimal comma taken)', async () => {
    const api = fakeApi({
      AdminCreateCity: {
        data: {
          createCity: {
            city: { __typename: 'City', id: 'Q2l0eToz', databaseId: 3 },
            userErrors: [],
          },
        },
      },
      AdminCityScreen: { data: { node: hue } },
    });
    showEdit(api, '/dashboard/cities/new');
    fireEvent.change(screen.getByRole('textbox', { name: 'Name in English' }), {
      target: { value: 'Quy Nhon' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Name in Vietnamese' }), {
      target: { value: 'Quy Nhơn' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Latitude of the centre' }), {
      target: { value: '95' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Longitude of the centre' }), {
      target: { value: '109,22' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create city' }));
    expect(screen.getByText('Give a number from -90 to 90')).toBeInTheDocument();
    // Save is at the foot of the form: the field to fix is brought to the person.
    expect(screen.getByRole('textbox', { name: 'Latitude of the centre' })).toHaveFocus();
    fireEvent.change(screen.getByRole('textbox', { name: 'Latitude of the centre' }), {
      target: { value: '13.77' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create city' }));
    expect(await screen.findByText('/dashboard/cities/3', { selector: 'output' })).toBeTruthy();
    expect(api.calls[0].variables).toEqual({
      input: {
        nameEn: 'Quy Nhon',
        nameVn: 'Quy Nhơn',
        latitude: 13.77,
        longitude: 109.22,
        descriptionEn: '',
        descriptionVn: '',
      },
    });
  });

  it("shows a taken slug at its field, and a refused delete in the API's words naming the shops", async () => {
    const api = fakeApi({
      AdminCityScreen: { data: { node: hue } },
      AdminUpdateCity: {
        data: {
          updateCity: {
            city: null,
            userErrors: userErrors('slug', 'ALREADY_EXISTS', 'Another city has the slug "hue"'),
          },
        },
      },
      AdminDeleteCity: {
        data: {
          deleteCity: {
            deletedId: null,
            userErrors: userErrors('id', 'IN_USE', '2 shops are in this city (Hue Rides, Perfume)'),
          },
        },
      },
    });
    showEdit(api, '/dashboard/cities/2');
    const slug = await screen.findByRole('textbox', { name: 'Slug (optional)' }, { timeout: 3000 });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Another city has the slug "hue"')).toBeInTheDocument();
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(slug).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete for good' }));
    const refusal = (await screen.findByText('Hue was not deleted')).closest<HTMLElement>(
      '[role=alert]',
    )!;
    expect(refusal).toHaveTextContent('2 shops are in this city (Hue Rides, Perfume)');
  });
});
