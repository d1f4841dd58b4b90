import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, renderWithApp } from '../../../test/render';
import { directionsUrl } from './directions';
import { markerClass, markerHtml, pillPitch, popupHtml, spreadPills } from './markerHtml';
import { LazyShopMap } from './ShopMap';

const settings = {
  MapSettings: {
    data: {
      appSettings: {
        __typename: 'AppSettings',
        mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
        mapTileAttribution: '© Example <tiles>',
      },
    },
  },
};

const markers = [
  {
    id: 's1',
    latitude: 21.03,
    longitude: 105.85,
    label: 'Old Quarter Rentals',
    price: '150.000 ₫',
  },
  { id: 's2', latitude: 21.02, longitude: 105.84, label: 'Hoan Kiem <Bikes>', href: '/shops/2' },
];

describe('directionsUrl', () => {
  it('opens Google Maps directions to the exact coordinates', () => {
    const url = new URL(directionsUrl(21.0285, 105.8542, 'Old Quarter Rentals'));
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('destination')).toBe('21.0285,105.8542');
  });

  it('falls back to the name or address when the coordinates are unusable', () => {
    const url = new URL(directionsUrl(0, 0, '12 Hàng Bạc, Hà Nội'));
    expect(url.searchParams.get('destination')).toBe('12 Hàng Bạc, Hà Nội');
  });
});

describe('markers', () => {
  it('show the price as text, escaped, and mark the chosen one', () => {
    expect(markerHtml(markers[0])).toBe('150.000 ₫');
    expect(markerHtml(markers[1])).toBe('Hoan Kiem &lt;Bikes&gt;');
    expect(markerClass(true)).toContain('xm-marker-chosen');
    expect(markerClass(false)).not.toContain('xm-marker-chosen');
  });

  it('link a popup to the place when it has an address', () => {
    expect(popupHtml(markers[1], 'See the shop')).toContain('<a href="/shops/2" data-route>');
    expect(popupHtml(markers[0], 'See the shop')).not.toContain('<a');
    expect(popupHtml({ ...markers[0], detail: '5 bikes' }, 'Show')).toContain('<br>5 bikes');
  });
});

describe('spreadPills', () => {
  /** Where each pill stands once moved. */
  const placedAt = (pills: { x: number; y: number; width: number }[]) =>
    spreadPills(pills).map((offset, i) => ({
      x: pills[i].x + offset.x,
      y: pills[i].y + offset.y,
      width: pills[i].width,
    }));
  /** No two pills cover each other: apart sideways or by a pill's height. */
  const apart = (boxes: { x: number; y: number; width: number }[]) =>
    boxes.every((a, i) =>
      boxes.every(
        (b, j) =>
          i === j ||
          Math.abs(a.x - b.x) >= (a.width + b.width) / 2 ||
          Math.abs(a.y - b.y) >= pillPitch,
      ),
    );

  it('leaves pills that stand free where they are', () => {
    const pills = [
      { x: 100, y: 100, width: 90 },
      { x: 300, y: 100, width: 90 },
      { x: 100, y: 300, width: 90 },
    ];
    expect(spreadPills(pills)).toEqual([
      { x: 0, y: 0 },
      { x: 0, y: 0 },
      { x: 0, y: 0 },
    ]);
  });

  it('stacks shops at the same place one above the other, around their place', () => {
    const boxes = placedAt([
      { x: 200, y: 200, width: 100 },
      { x: 200, y: 200, width: 80 },
    ]);
    expect(apart(boxes)).toBe(true);
    expect(boxes.map((box) => box.x)).toEqual([200, 200]);
    expect(boxes.map((box) => box.y)).toEqual([200 - pillPitch / 2, 200 + pillPitch / 2]);
  });

  it('keeps nearly overlapping pills apart, the northern one on top, and their neighbours too', () => {
    const pills = [
      { x: 203, y: 205, width: 110 },
      { x: 200, y: 200, width: 90 },
      { x: 198, y: 204, width: 100 },
      // Free at first, touched by the column the three others become.
      { x: 210, y: 250, width: 90 },
      { x: 600, y: 200, width: 90 },
    ];
    const boxes = placedAt(pills);
    expect(apart(boxes)).toBe(true);
    expect(boxes[1].y).toBeLessThan(boxes[0].y);
    expect(boxes[4]).toEqual(pills[4]);
  });
});

describe('LazyShopMap', () => {
  it('holds the space of the map, then shows every place as a named marker', async () => {
    renderWithApp(
      <LazyShopMap markers={markers} label="Map of the shops" height={280} />,
      fakeApi(settings).link,
    );
    const region = screen.getByRole('region', { name: 'Map of the shops' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(
      await screen.findByRole('button', { name: 'Old Quarter Rentals, 150.000 ₫' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hoan Kiem <Bikes>' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Map of the shops' })).toHaveStyle({
      height: '280px',
    });
  });

  it('tells which marker was chosen', async () => {
    const chosen: string[] = [];
    renderWithApp(
      <LazyShopMap
        markers={markers}
        label="Map of the shops"
        selectedId="s2"
        onSelect={(id) => chosen.push(id)}
      />,
      fakeApi(settings).link,
    );
    const marker = await screen.findByRole('button', { name: 'Old Quarter Rentals, 150.000 ₫' });
    expect(marker).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Hoan Kiem <Bikes>' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    marker.click();
    await waitFor(() => expect(chosen).toEqual(['s1']));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Hoan Kiem <Bikes>' }), { key: 'Enter' });
    expect(chosen).toEqual(['s1', 's2']);
  });

  it('still shows its markers when the map settings cannot be loaded', async () => {
    renderWithApp(
      <LazyShopMap markers={markers} label="Map of the shops" />,
      fakeApi({ MapSettings: new Error('offline') }).link,
    );
    expect(
      await screen.findByRole('button', { name: 'Old Quarter Rentals, 150.000 ₫' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/could not reach/i)).not.toBeInTheDocument();
  });

  it('moves apart the markers of shops at the same place', async () => {
    const together = [
      { id: 'a', latitude: 21.03, longitude: 105.85, label: 'Shop A', price: '150.000 ₫' },
      { id: 'b', latitude: 21.03, longitude: 105.85, label: 'Shop B', price: '120.000 ₫' },
      { id: 'c', latitude: 21.1, longitude: 105.9, label: 'Shop C', price: '90.000 ₫' },
    ];
    renderWithApp(
      <LazyShopMap markers={together} label="Map of the shops" />,
      fakeApi(settings).link,
    );
    const a = await screen.findByRole('button', { name: 'Shop A, 150.000 ₫' });
    const b = screen.getByRole('button', { name: 'Shop B, 120.000 ₫' });
    await waitFor(() => expect(a.style.marginTop).not.toBe(b.style.marginTop));
    expect(Math.abs(parseFloat(a.style.marginTop) - parseFloat(b.style.marginTop))).toBe(pillPitch);
  });
});
