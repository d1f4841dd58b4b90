import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { toastMs, useNotify, type Severity } from './Toasts';

function Notifier({ message, severity }: { message: string; severity?: Severity }) {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify(message, severity)}>
      notify
    </button>
  );
}

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('have their live regions before any message, so additions are announced', () => {
    renderWithApp(<Notifier message="Saved" />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('show a message at once and hide it after 4000 ms', () => {
    renderWithApp(<Notifier message="Prices now in euro" />);
    fireEvent.click(screen.getByRole('button', { name: 'notify' }));
    expect(within(screen.getByRole('status')).getByText('Prices now in euro')).toBeVisible();

    act(() => jest.advanceTimersByTime(toastMs - 1));
    expect(screen.getByText('Prices now in euro')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Prices now in euro')).toBeNull();
    expect(toastMs).toBe(4000);
  });

  it('close with their close button before the time is up', () => {
    renderWithApp(<Notifier message="Link copied" severity="success" />);
    fireEvent.click(screen.getByRole('button', { name: 'notify' }));
    fireEvent.click(within(screen.getByRole('status')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Link copied')).toBeNull();
  });

  it('announce errors urgently and others politely, each with its severity', () => {
    renderWithApp(
      <>
        <Notifier message="No connection" severity="error" />
        <Notifier message="Saved" />
      </>,
    );
    const [error, info] = screen.getAllByRole('button', { name: 'notify' });
    fireEvent.click(error);
    fireEvent.click(info);
    const alert = within(screen.getByRole('alert'));
    expect(alert.getByText('No connection').closest('[data-severity]')).toHaveAttribute(
      'data-severity',
      'error',
    );
    expect(alert.queryByText('Saved')).toBeNull();
    expect(
      within(screen.getByRole('status')).getByText('Saved').closest('[data-severity]'),
    ).toHaveAttribute('data-severity', 'info');
  });

  it('hide each message on its own clock', () => {
    renderWithApp(<Notifier message="First" />);
    fireEvent.click(screen.getByRole('button', { name: 'notify' }));
    act(() => jest.advanceTimersByTime(2000));
    fireEvent.click(screen.getByRole('button', { name: 'notify' }));
    expect(screen.getAllByText('First')).toHaveLength(2);
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getAllByText('First')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByText('First')).toBeNull();
  });
});
