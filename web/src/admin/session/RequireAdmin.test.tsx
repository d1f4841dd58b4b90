import { act, screen } from '@testing-library/react';
import { renderWithApp, Where } from '../../../test/render';
import { Route, Routes } from '../../app/routing';
import { signIn, signOut } from '../../app/session/session';
import { RequireAdmin } from './RequireAdmin';

function show(path = '/dashboard/cities?page=2') {
  return renderWithApp(
    <>
      <Routes>
        <Route path="/dashboard/login" element={<p>Admin login</p>} />
        <Route
          path="*"
          element={
            <RequireAdmin>
              <p>Admin screen</p>
            </RequireAdmin>
          }
        />
      </Routes>
      <Where />
    </>,
    undefined,
    { path },
  );
}

afterEach(() => signOut());

describe('RequireAdmin', () => {
  it('shows its screen to a signed-in admin', () => {
    signIn({ token: 't', userName: 'admin', role: 'ADMIN' });
    show();
    expect(screen.getByText('Admin screen')).toBeInTheDocument();
    expect(screen.getByLabelText('where')).toHaveTextContent('/dashboard/cities?page=2');
  });

  it('sends a visitor with no session to the admin login, which brings them back', async () => {
    show();
    expect(
      await screen.findByText('/dashboard/login?redirectURL=%2Fdashboard%2Fcities%3Fpage%3D2'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Admin screen')).not.toBeInTheDocument();
  });

  it("sends a shop owner's session to the admin login", async () => {
    signIn({ token: 't', userName: 'owner1', role: 'SHOP_OWNER' });
    show('/dashboard');
    expect(
      await screen.findByText('/dashboard/login?redirectURL=%2Fdashboard'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Admin screen')).not.toBeInTheDocument();
  });

  it('leaves for the login when the session ends (a 401 signs out)', async () => {
    signIn({ token: 't', userName: 'admin', role: 'ADMIN' });
    show('/dashboard');
    expect(screen.getByText('Admin screen')).toBeInTheDocument();
    act(() => signOut());
    expect(
      await screen.findByText('/dashboard/login?redirectURL=%2Fdashboard'),
    ).toBeInTheDocument();
  });
});
