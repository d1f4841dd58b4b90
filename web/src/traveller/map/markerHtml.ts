import { escapeHtml } from '../../ui/escapeHtml';
import type { MapMarker } from './mapTypes';

/** What a screen reader says for a marker: the place and its price. */
export function markerName(marker: MapMarker): string {
  return marker.price ? `${marker.label}, ${marker.price}` : marker.label;
}

/** The marker's text: its price, or its name when it has none. */
export function markerHtml(marker: MapMarker): string {
  return escapeHtml(marker.price ?? marker.label);
}

/** The marker's element is the pill itself (styled in mapStyles.ts). */
export function markerClass(chosen: boolean): string {
  return chosen ? 'xm-marker xm-marker-chosen' : 'xm-marker';
}

/** The popup of a marker without `onSelect`: its name, and a link when it has one. */
export function popupHtml(marker: MapMarker, openLabel: string): string {
  const name = `<strong>${escapeHtml(marker.label)}</strong>`;
  const price = marker.price ? `<br>${escapeHtml(marker.price)}` : '';
  const detail = marker.detail ? `<br>${escapeHtml(marker.detail)}` : '';
  const link = marker.href
    ? `<br><a href="${escapeHtml(marker.href)}" data-route>${escapeHtml(openLabel)}</a>`
    : '';
  return `${name}${price}${detail}${link}`;
}

/** A marker's pill on screen: `x`, `y` its point in pixels (the pill stands above it). */
export interface PillBox {
  x: number;
  y: number;
  /** The pill's width in pixels. */
  width: number;
}

/** A pill's tap area (mapStyles.ts: 32px drawn, 44px to tap), so stacked pills never share one. */
export const pillPitch = 44;
/** Space kept between pills side by side. */
const pillGap = 6;

function collide(a: PillBox, b: PillBox): boolean {
  return Math.abs(a.x - b.x) < (a.width + b.width) / 2 + pillGap && Math.abs(a.y - b.y) < pillPitch;
}

/**
 * Moves apart the pills that would cover one another (shops at, or nearly at, the same
 * place), so each can be seen and tapped: every set of touching pills is stacked in a column
 * centred on the set's middle, the northernmost on top; columns that then touch are merged,
 * until none do. Returns each pill's offset in pixels, in the order given; pills standing
 * free keep `{ x: 0, y: 0 }`.
 */
export function spreadPills(pills: PillBox[]): { x: number; y: number }[] {
  let groups = pills.map((_, index) => [index]);
  const layout = (group: number[]): PillBox[] => {
    const x = group.reduce((sum, i) => sum + pills[i].x, 0) / group.length;
    const y = group.reduce((sum, i) => sum + pills[i].y, 0) / group.length;
    const top = y - ((group.length - 1) * pillPitch) / 2;
    return group.map((i, row) =>
      group.length === 1 ? pills[i] : { x, y: top + row * pillPitch, width: pills[i].width },
    );
  };
  for (;;) {
    const boxes = groups.map(layout);
    let merged = false;
    search: for (let a = 0; a < groups.length; a += 1)
      for (let b = a + 1; b < groups.length; b += 1)
        if (boxes[a].some((one) => boxes[b].some((other) => collide(one, other)))) {
          // North (smaller y) first; same place: the order given.
          const group = [...groups[a], ...groups[b]].sort(
            (i, j) => pills[i].y - pills[j].y || i - j,
          );
          groups = [...groups.filter((_, k) => k !== a && k !== b), group];
          merged = true;
          break search;
        }
    if (!merged) break;
  }
  const offsets = pills.map(() => ({ x: 0, y: 0 }));
  for (const group of groups) {
    layout(group).forEach((box, row) => {
      const i = group[row];
      offsets[i] = { x: box.x - pills[i].x, y: box.y - pills[i].y };
    });
  }
  return offsets;
}
