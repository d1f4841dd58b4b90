import type { BikeType } from '../../server/src/generated/prisma/enums';
import {
  contentTypeOfKey,
  readAll,
  type PictureStore,
} from '../../server/src/modules/media/picture-store';
import { seededRandom } from './random';

/** Local drawings for the demo data: nothing is fetched. Keys are relative to the media folder. */
export type PhotoView = 'side' | 'front' | 'back';

const bikeColours: Record<BikeType, string> = {
  SCOOTER: '#e74c3c',
  TOURING: '#2c3e50',
  ENDURO: '#e67e22',
  SPORTBIKE: '#2980b9',
  ELECTRIC: '#27ae60',
  ADVENTURE: '#7f8c8d',
};

const sideBodies: Record<BikeType, string> = {
  SCOOTER:
    'M120 190 Q140 120 210 120 L300 120 Q330 120 340 150 L360 190 Z M300 120 L330 70 L350 70',
  TOURING: 'M110 180 L170 130 L300 130 L350 170 L370 185 Z M300 130 L320 80 L345 80',
  ENDURO: 'M100 170 L160 110 L280 105 L340 150 L380 160 Z M280 105 L315 55 L345 55',
  SPORTBIKE: 'M105 185 L150 120 L250 105 L330 120 L375 170 Z M250 105 L300 85',
  ELECTRIC:
    'M125 190 Q145 125 215 125 L295 125 Q325 125 335 155 L355 190 Z M295 125 L325 75 L345 75',
  ADVENTURE:
    'M100 175 L150 105 L290 95 L345 140 L385 165 Z M290 95 L320 45 L355 45 M170 105 L170 80 L230 80 L230 100',
};

function wheels(type: BikeType): string {
  const radius =
    type === 'ENDURO' || type === 'ADVENTURE'
      ? 48
      : type === 'SCOOTER' || type === 'ELECTRIC'
        ? 36
        : 42;
  return [120, 360]
    .map(
      (x) =>
        `<circle cx="${x}" cy="${235 - radius + 40}" r="${radius}" fill="none" stroke="#1b1b1b" stroke-width="14"/>` +
        `<circle cx="${x}" cy="${235 - radius + 40}" r="8" fill="#9aa0a6"/>`,
    )
    .join('');
}

function frontOrBack(type: BikeType, view: 'front' | 'back', colour: string): string {
  const light = view === 'front' ? '#fff3b0' : '#e74c3c';
  const wide = type === 'ADVENTURE' || type === 'TOURING' ? 90 : 70;
  return (
    `<rect x="225" y="170" width="30" height="110" rx="12" fill="#1b1b1b"/>` +
    `<path d="M${240 - wide} 150 L${240 + wide} 150 L${240 + wide - 20} 185 L${240 - wide + 20} 185 Z" fill="${colour}"/>` +
    `<line x1="${240 - wide - 30}" y1="120" x2="${240 + wide + 30}" y2="120" stroke="#1b1b1b" stroke-width="8" stroke-linecap="round"/>` +
    `<circle cx="240" cy="140" r="${view === 'front' ? 22 : 12}" fill="${light}" stroke="#1b1b1b" stroke-width="4"/>`
  );
}

export function bikeSvg(type: BikeType, view: PhotoView): string {
  const colour = bikeColours[type];
  const drawing =
    view === 'side'
      ? `${wheels(type)}<path d="${sideBodies[type]}" fill="${colour}" stroke="#1b1b1b" stroke-width="6" stroke-linejoin="round"/>`
      : frontOrBack(type, view, colour);
  const label = `${type.charAt(0)}${type.slice(1).toLowerCase()} · ${view}`;
  return svg(
    480,
    320,
    `<rect width="480" height="320" fill="#f4f1ea"/><ellipse cx="240" cy="285" rx="200" ry="12" fill="#ddd6c8"/>${drawing}` +
      `<text x="24" y="40" font-family="sans-serif" font-size="22" fill="#555">${label}</text>`,
  );
}

export function citySvg(name: string, colour: string): string {
  const random = seededRandom(`city:${name}`);
  let x = 0;
  let buildings = '';
  while (x < 800) {
    const width = 30 + Math.floor(random() * 60);
    const height = 60 + Math.floor(random() * 180);
    buildings += `<rect x="${x}" y="${400 - height}" width="${width - 4}" height="${height}" fill="${colour}" opacity="${(0.6 + random() * 0.4).toFixed(2)}"/>`;
    x += width;
  }
  return svg(
    800,
    450,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fde2b8"/><stop offset="1" stop-color="#f7b267"/></linearGradient></defs>` +
      `<rect width="800" height="450" fill="url(#sky)"/><circle cx="640" cy="110" r="55" fill="#fff4d6"/>${buildings}` +
      `<rect y="400" width="800" height="50" fill="#3d3d3d"/>` +
      `<text x="40" y="80" font-family="sans-serif" font-size="56" font-weight="bold" fill="#fff">${escapeXml(name)}</text>`,
  );
}

export function shopSvg(name: string): string {
  const random = seededRandom(`shop:${name}`);
  const awning = ['#c0392b', '#16a085', '#2980b9', '#8e44ad', '#d35400'][Math.floor(random() * 5)];
  const stripes = Array.from({ length: 8 }, (_, i) =>
    i % 2 === 0
      ? `<rect x="${80 + i * 80}" y="110" width="80" height="60" fill="#fff" opacity="0.8"/>`
      : '',
  ).join('');
  return svg(
    800,
    450,
    `<rect width="800" height="450" fill="#e8e4da"/><rect x="80" y="90" width="640" height="320" fill="#fbf7ef" stroke="#333" stroke-width="4"/>` +
      `<rect x="80" y="110" width="640" height="60" fill="${awning}"/>${stripes}` +
      `<rect x="130" y="220" width="240" height="190" fill="#9ccbe0" stroke="#333" stroke-width="4"/>` +
      `<rect x="450" y="220" width="200" height="190" fill="#6b4f3a" stroke="#333" stroke-width="4"/>` +
      `<text x="400" y="70" text-anchor="middle" font-family="sans-serif" font-size="36" fill="#333">${escapeXml(name)}</text>`,
  );
}

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>\n`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function bikePhotoKey(type: BikeType, view: PhotoView): string {
  return `seed/bikes/${type.toLowerCase()}-${view}.svg`;
}

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Writes a picture only when its content differs, so re-seeding touches nothing. */
export async function writeMedia(store: PictureStore, key: string, content: string): Promise<void> {
  const stored = await store.get(key);
  if (stored && (await readAll(stored)).toString('utf8') === content) return;
  await store.put(key, Buffer.from(content), contentTypeOfKey(key));
}
