import type { MapMarker } from './mapTypes';

export function escapeHtml(text: string): string {
  const entities: Record<string, string> = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
  };
  return text.replace(/[&<>"']/g, (char) => entities[char]);
}

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
