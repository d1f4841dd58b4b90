import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderWithApp, Where } from '../../test/render';
import { Sheet } from './Sheet';
import { useLeaveGuard } from './useLeaveGuard';

/** An edit page whose Delete asks in a sheet, then leaves for the list, as the owner screens do. */
function EditPage() {
  const [asking, setAsking] = useState(false);
  const guard = useLeaveGuard(false, '/list');
  return (
    <>
      <button type="button" onClick={() => setAsking(true)}>
        Delete
      </button>
      <Sheet open={asking} onClose={() => setAsking(false)} title="Delete it?">
        <button
          type="button"
          onClick={() => {
            // As after the server's answer: the sheet closes and the page leaves, in one go.
            setAsking(false);
            guard.leave({ to: '/list' });
          }}
        >
          Delete for good
        </button>
      </Sheet>
      <Where />
    </>
  );
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('useLeaveGuard', () => {
  it('leaves from a confirmation sheet stepping back over the sheet only, not also over the page', async () => {
    window.history.pushState({ page: 'list' }, '');
    window.history.pushState({ page: 'edit' }, '');
    renderWithApp(<EditPage />, undefined, { path: '/edit' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByRole('dialog', { name: 'Delete it?' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete for good' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/list'),
    );
    await settle();
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    // A second step back would take the browser to the page before the edit page.
    expect(window.history.state).toMatchObject({ page: 'edit' });
  });
});
