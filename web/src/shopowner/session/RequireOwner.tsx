import { useEffect, type ComponentType, type ReactNode } from 'react';
import { useLocation, useNavigate } from '../../app/routing';
import { loginPathFor, useSignedInUser } from '../../app/session/session';

export const ownerLoginPath = '/shopowner/login';

/**
 * Shows its screen to a signed-in user only; anyone else (never signed in, or signed out by a
 * 401 from the API) goes to the login, which brings them back here (spec section 4).
 */
export function RequireOwner({ children }: { children: ReactNode }) {
  const user = useSignedInUser();
  const location = useLocation();
  const navigate = useNavigate();
  const here = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (!user) navigate(loginPathFor(ownerLoginPath, here), { replace: true });
  }, [user, here, navigate]);
  return user ? <>{children}</> : null;
}

const guarded = new WeakMap<ComponentType, ComponentType>();

/** The screen for signed-in users only (see `RequireOwner`). */
export function requireOwner(Screen: ComponentType): ComponentType {
  let Guarded = guarded.get(Screen);
  if (!Guarded) {
    Guarded = function SignedInScreen() {
      return (
        <RequireOwner>
          <Screen />
        </RequireOwner>
      );
    };
    guarded.set(Screen, Guarded);
  }
  return Guarded;
}
