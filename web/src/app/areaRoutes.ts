import { requestTexts, type CataloguePart } from '../i18n/catalogue';
import type { AreaModule } from './areaScreens';
import type { AreaRoute } from './routeTable';

/**
 * The one route of a signed-in area (the shop owners', the admins') in the entry, which every
 * traveller page loads: its base path, and the one `import()` of the area's `screens.ts`, which
 * holds the area's route table (app/areaScreens.tsx), so that the entry carries none of the
 * area's paths, screens nor files. The area's texts come with its module.
 */
export function areaRoute(
  base: string,
  load: () => Promise<{ area: AreaModule }>,
  texts: CataloguePart,
  layout: { wide?: boolean } = {},
): AreaRoute {
  return {
    path: `${base}/*?`,
    area: () =>
      Promise.all([load(), requestTexts(['core', texts])]).then(([module]) => module.area),
    ...layout,
  };
}
