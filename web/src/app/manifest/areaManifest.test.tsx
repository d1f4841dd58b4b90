import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate } from '../routing';
import { AreaManifest, areaOf } from './areaManifest';

let goTo: (path: string) => void = () => undefined;

function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    goTo = (path) => navigate(path);
  }, [navigate]);
  return null;
}

const manifestHref = () =>
  document.head.querySelector('link[rel="manifest"]')?.getAttribute('href');
const themeColor = () =>
  document.head.querySelector('meta[name="theme-color"]')?.getAttribute('content');
const touchIcon = () =>
  document.head.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href');

describe('the web-app manifest', () => {
  it('belongs to the area of the path', () => {
    expect(areaOf('/')).toBe('traveller');
    expect(areaOf('/shops/12')).toBe('traveller');
    expect(areaOf('/shopowner')).toBe('shopowner');
    expect(areaOf('/shopowner/login')).toBe('shopowner');
    expect(areaOf('/dashboard/cities')).toBe('dashboard');
    expect(areaOf('/shopowners-guide')).toBe('traveller');
  });

  it('switches with the route: manifest, theme colour and touch icon', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Navigator />
        <AreaManifest />
      </MemoryRouter>,
    );
    expect(manifestHref()).toBe('/manifest.webmanifest');
    expect(themeColor()).toBe('#b3261e');

    act(() => goTo('/shopowner/login'));
    expect(manifestHref()).toBe('/shopowner/manifest.webmanifest');
    expect(themeColor()).toBe('#1f2328');
    expect(touchIcon()).toBe('/icons/shopowner-apple-touch-icon.png');

    act(() => goTo('/dashboard'));
    expect(manifestHref()).toBe('/dashboard/manifest.webmanifest');

    act(() => goTo('/search?city=hanoi'));
    expect(manifestHref()).toBe('/manifest.webmanifest');
    // One of each, changed rather than added.
    expect(document.head.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
  });
});
