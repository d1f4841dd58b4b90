import type { ReactNode } from 'react';
import { AreaFrame, type AreaLook } from '../app/AreaFrame';
import { useAccountLanguage } from './session/useAccountLanguage';

const ownerLook: AreaLook = {
  header: { background: 'dark', colour: 'onDark', userOpacity: 0.85 },
  home: '/shopowner',
  login: '/shopowner/login',
  nameText: { id: 'owner.header.name' },
  homeText: { id: 'owner.header.home' },
  // The guard sends any session to the owner's screens; the server checks the role.
  isMember: (user) => user !== null,
};

function AccountLanguage() {
  useAccountLanguage();
  return null;
}

/** The shop owners' area around each of its screens: a dark header, "xemay partner". */
export default function OwnerFrame({ children }: { children: ReactNode }) {
  return (
    <AreaFrame look={ownerLook} beside={<AccountLanguage />}>
      {children}
    </AreaFrame>
  );
}
