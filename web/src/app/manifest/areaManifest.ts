import { useEffect } from 'react';
import { useLocation } from '../routing';

/** The app's three areas (DESIGN.md 5), each installable as its own app. */
export type Area = 'traveller' | 'shopowner' | 'dashboard';

export interface AreaLook {
  manifest: string;
  themeColor: string;
  touchIcon: string;
}

/** Mirrors the manifests in web/public; the theme colours are theirs. */
export const areaLooks: Record<Area, AreaLook> = {
  traveller: {
    manifest: '/manifest.webmanifest',
    themeColor: '#b3261e',
    touchIcon: '/icons/apple-touch-icon.png',
  },
  shopowner: {
    manifest: '/shopowner/manifest.webmanifest',
    themeColor: '#1f2328',
    touchIcon: '/icons/shopowner-apple-touch-icon.png',
  },
  dashboard: {
    manifest: '/dashboard/manifest.webmanifest',
    themeColor: '#174ea6',
    touchIcon: '/icons/dashboard-apple-touch-icon.png',
  },
};

function within(pathname: string, prefix: string) {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function areaOf(pathname: string): Area {
  if (within(pathname, '/shopowner')) return 'shopowner';
  if (within(pathname, '/dashboard')) return 'dashboard';
  return 'traveller';
}

function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const found = document.head.querySelector<T>(selector);
  if (found) return found;
  const made = create();
  document.head.appendChild(made);
  return made;
}

/** Points the page at its area's manifest, theme colour and touch icon. */
export function applyAreaLook(area: Area) {
  const look = areaLooks[area];
  const link = (rel: string) => () => Object.assign(document.createElement('link'), { rel });
  headElement<HTMLLinkElement>('link[rel="manifest"]', link('manifest')).href = look.manifest;
  headElement<HTMLLinkElement>('link[rel="apple-touch-icon"]', link('apple-touch-icon')).href =
    look.touchIcon;
  headElement<HTMLMetaElement>('meta[name="theme-color"]', () =>
    Object.assign(document.createElement('meta'), { name: 'theme-color' }),
  ).content = look.themeColor;
}

/**
 * Keeps the manifest in step with the route: a shop owner who installs from /shopowner gets
 * the shop app (its own id, name, start URL and icon), not the traveller's.
 */
export function AreaManifest() {
  const area = areaOf(useLocation().pathname);
  useEffect(() => applyAreaLook(area), [area]);
  return null;
}
