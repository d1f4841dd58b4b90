import L from 'leaflet';
import {
  bottomRoom,
  boxIn,
  coveredBottom,
  fitPaddings,
  labelsClear,
  overflow,
  type Padding,
  type Room,
} from './fitView';

/** One shop is shown nearer than several, and several never nearer than the street. */
const maxZoomOne = 15;
const maxZoomMany = 16;
/** Labels stacked apart (shops at one place) reach further than one: a few more fits at most. */
const refits = 3;
const zoomOutSteps = 4;

const noPadding: Padding = { topLeft: [0, 0], bottomRight: [0, 0] };

function boxesOf(map: HTMLElement, selector: string) {
  return [...map.querySelectorAll(selector)]
    .map((element) => boxIn(map, element))
    .filter((box) => box.right > box.left && box.bottom > box.top);
}

/**
 * The first view of a set of places: leaflet fits points, the labels stand above them and
 * reach half their width aside. So the view leaves room for the largest label on every side,
 * for the zoom buttons (below or beside them, whichever shows the places nearer), the
 * attribution and what covers the map's bottom (the cookie card of a first visit); then
 * widens the padding by what labels stacked apart still reach past it, and at last steps out,
 * until every label, as drawn, is whole and clear.
 */
export function fitLabels(map: L.Map, element: HTMLElement, markers: L.Marker[]) {
  const bounds = L.latLngBounds(markers.map((marker) => marker.getLatLng()));
  const maxZoom = markers.length === 1 ? maxZoomOne : maxZoomMany;
  const fit = (padding: Padding) =>
    map.fitBounds(bounds, {
      paddingTopLeft: padding.topLeft,
      paddingBottomRight: padding.bottomRight,
      maxZoom,
      animate: false,
    });
  const icons = () =>
    markers.map((marker) => marker.getElement()).filter((icon): icon is HTMLElement => !!icon);
  // Markers are drawn once the map has a view: a first one, to measure their labels.
  if (icons().length === 0) fit(noPadding);
  const drawn = icons();
  const size = map.getSize();
  const room: Room = {
    width: size.x,
    height: size.y,
    label: {
      width: Math.max(0, ...drawn.map((icon) => icon.offsetWidth)),
      height: Math.max(0, ...drawn.map((icon) => icon.offsetHeight)),
    },
    topControls: boxesOf(element, '.leaflet-top .leaflet-control'),
    bottom: bottomRoom(
      map.attributionControl?.getContainer()?.offsetHeight ?? 0,
      coveredBottom(element),
    ),
  };
  const controls = boxesOf(element, '.leaflet-control');
  const clear = () =>
    labelsClear(
      icons().map((icon) => boxIn(element, icon)),
      room,
      controls,
    );

  // From a padding, widened by what the labels still reach past it.
  const fitFrom = (start: Padding): boolean => {
    let padding = start;
    fit(padding);
    for (let step = 0; step < refits && !clear(); step += 1) {
      const more = overflow(
        padding,
        room,
        icons().map((icon) => boxIn(element, icon)),
      );
      if ([...more.topLeft, ...more.bottomRight].every((pixels) => pixels === 0)) break;
      padding = {
        topLeft: [padding.topLeft[0] + more.topLeft[0], padding.topLeft[1] + more.topLeft[1]],
        bottomRight: [
          padding.bottomRight[0] + more.bottomRight[0],
          padding.bottomRight[1] + more.bottomRight[1],
        ],
      };
      fit(padding);
    }
    return clear();
  };
  const zoomWith = (padding: Padding) =>
    map.getBoundsZoom(bounds, false, L.point(padding.topLeft).add(padding.bottomRight));

  const [plain, ...around] = fitPaddings(room);
  if (fitFrom(plain)) return;
  if (around.length > 0)
    fitFrom(around.reduce((best, next) => (zoomWith(next) > zoomWith(best) ? next : best)));
  for (let step = 0; step < zoomOutSteps && !clear(); step += 1)
    map.setZoom(map.getZoom() - 1, { animate: false });
}
