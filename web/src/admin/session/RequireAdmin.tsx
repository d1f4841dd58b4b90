import { useEffect, type ComponentType, type ReactNode } from 'react';
import { useLocation, useNavigate } from '../../app/routing';
import { loginPathFor, useSignedInUser } from '../../app/session/session';

export const adminLoginPath = '/dashboard/login';

/**
 * Shows its screen to a signed-in admin only; anyone else (never signed in, signed out by a
 * 401 from the API, or a shop owner) goes to the admin login, which brings them back here.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const user = useSignedInUser();
  const location = useLocation();
  const navigate = useNavigate();
  const here = `${location.pathname}${location.search}`;
  const admin = user?.role === 'ADMIN';
  useEffect(() => {
    if (!admin) navigate(loginPathFor(adminLoginPath, here), { replace: true });
  }, [admin, here, navigate]);
  return admin ? <>{children}</> : null;
}

const guarded = new WeakMap<ComponentType, ComponentType>();

/** The screen for signed-in admins only (see `RequireAdmin`). */
export function requireAdmin(Screen: ComponentType): ComponentType {
  let Guarded = guarded.get(Screen);
  if (!Guarded) {
    Guarded = function AdminScreen() {
      return (
        <RequireAdmin>
          <Screen />
        </RequireAdmin>
      );
    };
    guarded.set(Screen, Guarded);
  }
  return Guarded;
}
