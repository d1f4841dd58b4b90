/** Space kept between a label and the map's edge, a control or what covers the map. */
export const labelMargin = 8;
/** A label stands this far above its point (mapStyles.ts), its stem reaching down to it. */
const labelLift = 6;
/** The attribution's line (0.7rem), kept clear even before the tiles bring its text. */
const attributionRoom = 18;

/** A box in the map's own pixels, from its top left corner. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** `fitBounds` paddings: room around the points, in pixels. */
export interface Padding {
  topLeft: [number, number];
  bottomRight: [number, number];
}

export interface Room {
  /** The map's size in pixels. */
  width: number;
  height: number;
  /** The largest label. */
  label: { width: number; height: number };
  /** The controls at the top of the map (the zoom buttons). */
  topControls: Box[];
  /** The strip at the bottom where no label goes: the attribution, or what covers the map. */
  bottom: number;
}

/** The box of `element` in the map's pixels. */
export function boxIn(map: HTMLElement, element: Element): Box {
  const outer = map.getBoundingClientRect();
  const inner = element.getBoundingClientRect();
  return {
    left: inner.left - outer.left,
    top: inner.top - outer.top,
    right: inner.right - outer.left,
    bottom: inner.bottom - outer.top,
  };
}

/**
 * How many pixels at the bottom of the map something else covers on the first view: the
 * cookie card of a first visit, a notice, a sticky bar. Probed from the bottom up, at a
 * quarter, the middle and three quarters of the map's width. A map mostly covered, or below
 * the fold, is one the visitor scrolls to: it keeps all its room.
 */
export function coveredBottom(map: HTMLElement): number {
  if (typeof document.elementFromPoint !== 'function') return 0;
  const rect = map.getBoundingClientRect();
  const lowest = Math.min(rect.bottom, window.innerHeight) - 1;
  const highest = rect.top + rect.height / 2;
  let covered = 0;
  for (const share of [0.25, 0.5, 0.75]) {
    const x = rect.left + rect.width * share;
    let y = lowest;
    while (y > highest) {
      const hit = document.elementFromPoint(x, y);
      if (!hit || map.contains(hit)) break;
      y -= 4;
    }
    if (y <= highest) return 0;
    if (y < lowest) covered = Math.max(covered, rect.bottom - y);
  }
  return Math.ceil(covered);
}

/** The bottom strip kept free of labels: the attribution's line, or what covers the map. */
export function bottomRoom(attributionHeight: number, covered: number): number {
  return Math.max(attributionHeight, attributionRoom, covered);
}

/**
 * The paddings that keep every label whole inside the map with a margin, labels standing
 * above their points and reaching half their width aside: first the plain one, then one per
 * way around each control at the top (below it, or beside it, toward the middle).
 */
export function fitPaddings(room: Room): Padding[] {
  const aside = room.label.width / 2 + labelMargin;
  const above = room.label.height + labelLift + labelMargin;
  const below = room.bottom + labelMargin;
  const plain: Padding = { topLeft: [aside, above], bottomRight: [aside, below] };
  const around = room.topControls.flatMap((control): Padding[] => {
    const underneath: Padding = {
      topLeft: [aside, Math.max(above, control.bottom + above)],
      bottomRight: [aside, below],
    };
    const onLeft = control.left + control.right < room.width;
    const beside: Padding = onLeft
      ? { topLeft: [Math.max(aside, control.right + aside), above], bottomRight: [aside, below] }
      : {
          topLeft: [aside, above],
          bottomRight: [Math.max(aside, room.width - control.left + aside), below],
        };
    return [underneath, beside];
  });
  return [plain, ...around];
}

/**
 * How far the labels, as drawn, reach past where the padding lets them go (labels stacked
 * apart at one place reach further than one label): the padding to add on each side.
 */
export function overflow(padding: Padding, room: Room, labels: Box[]): Padding {
  const half = room.label.width / 2;
  const limits = {
    left: padding.topLeft[0] - half,
    top: padding.topLeft[1] - room.label.height - labelLift,
    right: room.width - padding.bottomRight[0] + half,
    bottom: room.height - padding.bottomRight[1] - labelLift,
  };
  const reach = (values: number[]) => Math.ceil(Math.max(0, ...values));
  return {
    topLeft: [
      reach(labels.map((label) => limits.left - label.left)),
      reach(labels.map((label) => limits.top - label.top)),
    ],
    bottomRight: [
      reach(labels.map((label) => label.right - limits.right)),
      reach(labels.map((label) => label.bottom - limits.bottom)),
    ],
  };
}

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Whether every label lies whole inside the map with a margin, clear of the controls (by a
 * margin) and above the bottom strip.
 */
export function labelsClear(
  labels: Box[],
  room: Pick<Room, 'width' | 'height' | 'bottom'>,
  controls: Box[],
): boolean {
  const inside = (label: Box) =>
    label.left >= labelMargin &&
    label.top >= labelMargin &&
    label.right <= room.width - labelMargin &&
    label.bottom + labelLift <= room.height - room.bottom - labelMargin;
  const widened = controls.map((control) => ({
    left: control.left - labelMargin,
    top: control.top - labelMargin,
    right: control.right + labelMargin,
    bottom: control.bottom + labelMargin,
  }));
  return labels.every(
    (label) => inside(label) && !widened.some((control) => overlaps(label, control)),
  );
}
