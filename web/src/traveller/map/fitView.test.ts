import { bottomRoom, fitPaddings, labelMargin, labelsClear, overflow, type Room } from './fitView';

const zoomButtons = { left: 10, top: 10, right: 56, bottom: 100 };
const room: Room = {
  width: 326,
  height: 418,
  label: { width: 134, height: 32 },
  topControls: [zoomButtons],
  bottom: 170,
};

describe('fitPaddings', () => {
  it('leaves room for half a label aside, a whole one above, and the bottom strip below', () => {
    const [plain] = fitPaddings(room);
    expect(plain).toEqual({ topLeft: [67 + 8, 32 + 6 + 8], bottomRight: [67 + 8, 170 + 8] });
  });

  it('offers a way below the zoom buttons and one beside them', () => {
    const [, below, beside] = fitPaddings(room);
    expect(below.topLeft).toEqual([75, 100 + 46]);
    expect(beside.topLeft).toEqual([56 + 75, 46]);
    expect(beside.bottomRight).toEqual([75, 178]);
  });

  it('puts the room beside a control on the right on the right', () => {
    const right = { left: 270, top: 10, right: 316, bottom: 100 };
    const [, , beside] = fitPaddings({ ...room, topControls: [right] });
    expect(beside).toEqual({ topLeft: [75, 46], bottomRight: [326 - 270 + 75, 178] });
  });
});

describe('labelsClear', () => {
  const label = (left: number, top: number) => ({ left, top, right: left + 134, bottom: top + 32 });

  it('accepts labels inside the map, clear of the controls and above the bottom strip', () => {
    expect(labelsClear([label(100, 20), label(150, 200)], room, [zoomButtons])).toBe(true);
  });

  it('refuses a label at an edge, near a control or in the bottom strip', () => {
    expect(labelsClear([label(labelMargin - 1, 200)], room, [])).toBe(false);
    expect(labelsClear([label(60, 40)], room, [zoomButtons])).toBe(false);
    expect(labelsClear([label(150, 418 - 170 - 20)], room, [])).toBe(false);
  });
});

it('keeps the attribution line free even before the tiles bring its text', () => {
  expect(bottomRoom(0, 0)).toBe(18);
  expect(bottomRoom(16, 160)).toBe(160);
});

it('measures how far labels stacked apart reach past the padding', () => {
  const [plain] = fitPaddings(room);
  // A point at the padding's bottom edge: its label ends 6px above it; one stacked 44px lower.
  const pointY = 418 - plain.bottomRight[1];
  const lower = { left: 100, top: pointY - 6 - 32 + 44, right: 234, bottom: pointY - 6 + 44 };
  expect(overflow(plain, room, [lower])).toEqual({ topLeft: [0, 0], bottomRight: [0, 44] });
});
