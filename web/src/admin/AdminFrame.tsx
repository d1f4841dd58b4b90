import type { ReactNode } from 'react';
import { AreaFrame, type AreaLook } from '../app/AreaFrame';

const adminLook: AreaLook = {
  header: { background: 'info', colour: 'surface', userOpacity: 0.9 },
  home: '/dashboard',
  login: '/dashboard/login',
  nameText: { id: 'admin.header.name' },
  homeText: { id: 'admin.header.home' },
  isMember: (user) => user?.role === 'ADMIN',
};

/** The admins' area around each of its screens: its header ("xemay admin"), a desktop's width. */
export default function AdminFrame({ children }: { children: ReactNode }) {
  return <AreaFrame look={adminLook}>{children}</AreaFrame>;
}
