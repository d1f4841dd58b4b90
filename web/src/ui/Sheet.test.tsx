import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { renderWithApp } from '../../test/render';
import { Sheet } from './Sheet';

function Opener({ children }: { children?: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Sort
      </button>
      <Sheet open={open} onClose={() => setOpen(false)} title="Sort by" rightTitle="3 bikes">
        {children ?? <button type="button">Cheapest first</button>}
      </Sheet>
    </>
  );
}

describe('Sheet', () => {
  it('shows its title and right-hand title, and takes one history entry, also in StrictMode', async () => {
    renderWithApp(
      <StrictMode>
        <Opener />
      </StrictMode>,
    );
    const before = window.history.state;
    fireEvent.click(screen.getByRole('button', { name: 'Sort' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.getByRole('dialog', { name: 'Sort by' })).toHaveTextContent('3 bikes');
    expect(window.history.state).toMatchObject({ sheets: [expect.any(String)] });

    // Escape takes the entry back: the next back button leaves the page, not an empty sheet.
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(window.history.state).toEqual(before));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("closes on the browser's back button without stepping back again", async () => {
    window.history.pushState({ page: 'search' }, '');
    renderWithApp(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: 'Sort' }));
    expect(window.history.state.sheets).toHaveLength(1);
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(window.history.state).toEqual({ page: 'search' });
  });

  it('lets Tab reach only the checked radio of a group, so focus cannot slip out', () => {
    renderWithApp(
      <Opener>
        <label>
          <input type="radio" name="sort" defaultChecked /> Cheapest
        </label>
        <label>
          <input type="radio" name="sort" /> Best rated
        </label>
      </Opener>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sort' }));
    const cheapest = screen.getByRole('radio', { name: 'Cheapest' });
    cheapest.focus();
    fireEvent.keyDown(cheapest, { key: 'Tab' });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });
});
