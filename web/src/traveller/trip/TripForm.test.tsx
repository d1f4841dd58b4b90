import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from '../../app/routing';
import { fakeApi, renderWithApp } from '../../../test/render';
import { languageStorageKey } from '../../app/preferences';
import { lastTripKey, readLastTrip } from './lastTrip';
import { tripCitiesAnswer } from './tripFixtures';
import { TripForm, type TripFormProps } from './TripForm';

/** 10:07 in Vietnam on Tuesday 1 December 2026. */
const now = new Date('2026-12-01T03:07:00Z');

function SearchPage() {
  const location = useLocation();
  return <output aria-label="Search URL">{`${location.pathname}${location.search}`}</output>;
}

function renderForm(
  props: Partial<TripFormProps> = {},
  api = fakeApi({ TripCities: tripCitiesAnswer() }),
) {
  renderWithApp(
    <Routes>
      <Route path="/" element={<TripForm now={now} {...props} />} />
      <Route path="/search" element={<SearchPage />} />
    </Routes>,
    api.link,
  );
  return api;
}

const field = (name: string) => screen.getByLabelText(name);
const select = (name: string) => screen.getByRole('combobox', { name });
const options = (name: string) =>
  within(select(name))
    .getAllByRole('option')
    .map((option) => option.textContent);
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Search bikes' }));
const searchedFor = () => {
  const url = new URL(screen.getByRole('status', { name: 'Search URL' }).textContent!, 'http://x');
  return { path: url.pathname, params: Object.fromEntries(url.searchParams) };
};

/** Once the cities are there (every city field lists Hue). */
const citiesLoaded = () => screen.findAllByRole('option', { name: 'Hue' });

async function chooseCity(label: string, city: string) {
  await within(select(label)).findByRole('option', { name: city });
  fireEvent.change(select(label), {
    target: {
      value: within(select(label)).getByRole('option', { name: city }).getAttribute('value'),
    },
  });
}

describe('TripForm', () => {
  it('starts at the next quarter hour for three days, and offers no past time today', async () => {
    renderForm();
    expect(field('Pickup date')).toHaveValue('2026-12-01');
    expect(select('Pickup time')).toHaveValue('10:15');
    expect(field('Return date')).toHaveValue('2026-12-04');
    expect(select('Return time')).toHaveValue('10:15');
    expect(screen.getByText('Tuesday, 01.12.2026')).toBeInTheDocument();
    expect(screen.getByText(/Friday, 04\.12\.2026/)).toHaveTextContent('3 days');

    const today = options('Pickup time');
    expect(today[0]).toBe('10:15');
    expect(today).not.toContain('10:00');
    expect(today.at(-1)).toBe('23:45');
    expect(field('Pickup date')).toHaveAttribute('min', '2026-12-01');

    fireEvent.change(field('Pickup date'), { target: { value: '2026-12-02' } });
    expect(options('Pickup time')[0]).toBe('08:00');
    expect(options('Pickup time')).toHaveLength(64);
    expect(select('Pickup time')).toHaveValue('10:15');
  });

  it('starts the next morning once the last slot of the day has passed', async () => {
    renderForm({ now: new Date('2026-12-01T16:50:00Z') });
    expect(field('Pickup date')).toHaveValue('2026-12-02');
    expect(select('Pickup time')).toHaveValue('08:00');
    expect(field('Pickup date')).toHaveAttribute('min', '2026-12-02');
  });

  it('refuses a pickup date that has passed, saying what to do', async () => {
    renderForm();
    await chooseCity('Pickup city', 'Hanoi');
    fireEvent.change(field('Pickup date'), { target: { value: '2026-11-30' } });

    expect(
      await screen.findByText('This date has passed. Choose today or a later date.'),
    ).toBeInTheDocument();
    expect(field('Pickup date')).toHaveAttribute('aria-invalid', 'true');
    submit();
    expect(screen.queryByRole('status', { name: 'Search URL' })).toBeNull();
    expect(field('Pickup date')).toHaveFocus();
  });

  it('refuses a return before the pickup, with a message beside it', async () => {
    renderForm();
    await chooseCity('Pickup city', 'Hanoi');
    fireEvent.change(field('Return date'), { target: { value: '2026-11-30' } });

    const message = 'The return must be after the pickup. Choose a later return date or time.';
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(field('Return date')).toHaveAccessibleDescription(expect.stringContaining(message));
    submit();
    expect(screen.queryByRole('status', { name: 'Search URL' })).toBeNull();
    expect(field('Return date')).toHaveFocus();

    fireEvent.change(field('Return date'), { target: { value: '2026-12-05' } });
    expect(screen.queryByText(message)).toBeNull();
  });

  it('on the pickup day offers only return times after the pickup', async () => {
    renderForm();
    fireEvent.change(field('Return date'), { target: { value: '2026-12-01' } });
    expect(options('Return time')[0]).toBe('10:30');
    expect(select('Return time')).toHaveValue('10:30');
  });

  it('moves the return along when the pickup moves past it, keeping the length', async () => {
    renderForm();
    fireEvent.change(field('Pickup date'), { target: { value: '2026-12-10' } });
    expect(field('Return date')).toHaveValue('2026-12-13');
    expect(select('Return time')).toHaveValue('10:15');
  });

  it('asks for the pickup city first', async () => {
    renderForm();
    await citiesLoaded();
    submit();
    expect(screen.getByText('Choose the city where you pick up the bike.')).toBeInTheDocument();
    expect(select('Pickup city')).toHaveFocus();
  });

  it('opens the search for the trip', async () => {
    renderForm();
    await chooseCity('Pickup city', 'Hoi An');
    fireEvent.change(select('Pickup time'), { target: { value: '11:00' } });
    submit();

    expect(searchedFor()).toEqual({
      path: '/search',
      params: { city: 'hoi-an', start: '2026-12-01T11:00', end: '2026-12-04T10:15' },
    });
    expect(readLastTrip()).toEqual({
      city: 'hoi-an',
      start: '2026-12-01T11:00',
      end: '2026-12-04T10:15',
    });
  });

  it('one way: asks for a return city other than the pickup city', async () => {
    renderForm();
    expect(screen.queryByRole('combobox', { name: 'Return city' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Round trip' })).toBeChecked();
    await chooseCity('Pickup city', 'Hue');

    fireEvent.click(screen.getByRole('radio', { name: 'One way' }));
    expect(screen.getByRole('radio', { name: 'One way' })).toBeChecked();
    expect(options('Return city')).toEqual(['Choose a city', 'Hanoi', 'Hoi An', 'Da Lat']);
    submit();
    expect(screen.getByText('Choose the city where you return the bike.')).toBeInTheDocument();
    expect(select('Return city')).toHaveFocus();

    await chooseCity('Return city', 'Hanoi');
    submit();
    expect(searchedFor().params).toEqual({
      city: 'hue',
      to: 'hanoi',
      start: '2026-12-01T10:15',
      end: '2026-12-04T10:15',
    });
  });

  it('forgets the return city when it becomes the pickup city', async () => {
    renderForm({ initial: { city: 'hue', to: 'hanoi' } });
    await citiesLoaded();
    expect(screen.getByRole('radio', { name: 'One way' })).toBeChecked();
    expect(select('Return city')).toHaveValue('hanoi');
    await chooseCity('Pickup city', 'Hanoi');
    expect(select('Return city')).toHaveValue('');
    expect(options('Return city')).not.toContain('Hanoi');
  });

  it('starts from a given trip, unless its pickup has passed', async () => {
    renderForm({
      initial: { city: 'hanoi', start: '2026-12-20T09:00', end: '2026-12-22T18:30' },
    });
    await citiesLoaded();
    expect(select('Pickup city')).toHaveValue('hanoi');
    expect(field('Pickup date')).toHaveValue('2026-12-20');
    expect(select('Return time')).toHaveValue('18:30');
    expect(screen.getByText(/Tuesday, 22\.12\.2026/)).toHaveTextContent('3 days');
  });

  it('ignores a kept trip whose pickup has passed', async () => {
    renderForm({ initial: { city: 'hanoi', start: '2026-11-20T09:00', end: '2026-11-22T18:30' } });
    expect(field('Pickup date')).toHaveValue('2026-12-01');
    expect(select('Pickup time')).toHaveValue('10:15');
  });

  it('keeps the trip for the visit as it changes', async () => {
    renderForm();
    await chooseCity('Pickup city', 'Hue');
    expect(window.sessionStorage.getItem(lastTripKey)).toBe(
      'city=hue&start=2026-12-01T10%3A15&end=2026-12-04T10%3A15',
    );
  });

  it('hands the trip to its owner instead of searching, when asked', async () => {
    const onSubmit = jest.fn();
    renderForm({ onSubmit, initial: { city: 'hanoi' } });
    await citiesLoaded();
    submit();
    expect(onSubmit).toHaveBeenCalledWith({
      city: 'hanoi',
      to: null,
      start: '2026-12-01T10:15',
      end: '2026-12-04T10:15',
    });
    expect(screen.queryByRole('status', { name: 'Search URL' })).toBeNull();
  });

  it('says when the cities cannot be loaded, and loads them again', async () => {
    const api = fakeApi({ TripCities: [new Error('offline'), tripCitiesAnswer()] });
    renderForm({}, api);
    const problem = await screen.findByText('The cities could not be loaded.');
    expect(problem.closest('[role="alert"]')).not.toBeNull();
    expect(select('Pickup city')).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await within(select('Pickup city')).findByRole('option', { name: 'Hanoi' }),
    ).toBeInTheDocument();
    expect(select('Pickup city')).toBeEnabled();
    expect(screen.queryByText('The cities could not be loaded.')).toBeNull();
  });

  it('speaks Vietnamese', async () => {
    window.localStorage.setItem(languageStorageKey, 'vn');
    renderForm();
    expect(
      await within(select('Thành phố nhận xe')).findByRole('option', { name: 'Huế' }),
    ).toBeInTheDocument();
    expect(field('Ngày nhận xe')).toHaveValue('2026-12-01');
    expect(screen.getByText('Thứ Ba, 01.12.2026')).toBeInTheDocument();
    expect(screen.getByText(/Thứ Sáu, 04\.12\.2026/)).toHaveTextContent('3 ngày');
    fireEvent.click(screen.getByRole('radio', { name: 'Một chiều' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tìm xe' }));
    expect(screen.getByText('Hãy chọn thành phố bạn nhận xe.')).toBeInTheDocument();
    expect(screen.getByText('Hãy chọn thành phố bạn trả xe.')).toBeInTheDocument();
  });
});
