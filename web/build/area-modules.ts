import type { Plugin, Rollup } from 'vite';

const ownerCode = /\/web\/src\/shopowner\//;
/** The owner area's one route: in the entry, every area's route is; not the area's code itself. */
const ownerRoutes = /\/web\/src\/shopowner\/routes\.ts$/;
const adminCode = /\/web\/src\/admin\//;
const adminRoutes = /\/web\/src\/admin\/routes\.ts$/;

/** Modules the shop owners' code imports statically, its own among them. */
export const ownerModules = new Set<string>();

/** Modules the admins' code imports statically, its own among them. */
export const adminModules = new Set<string>();

/** Modules a traveller's page can load: the entry's, and what it imports, never owner code. */
export const travellerModules = new Set<string>();

/**
 * Per module, how many of the traveller's chunks loaded on demand (its screens, the menu,
 * the map…) import it statically: what `minShareCount` counts, without the owner's chunks.
 */
export const travellerShares = new Map<string, number>();

/**
 * An area's frame (its header, the signed-in client) and its route table (`screens.ts`, with
 * app/areaScreens.tsx): loaded with every page of the area.
 */
const areaFrame = /\/web\/src\/(shopowner|admin)\/(\w+Frame\.tsx|screens\.ts)$/;

/**
 * The modules both signed-in areas' frames and route tables import, no traveller page: one
 * `areas` chunk, which every owner's and admin's page loads with its frame, instead of one
 * file per module.
 */
export const areaFrameModules = new Set<string>();

const isOwner = (id: string) => ownerCode.test(id) && !ownerRoutes.test(id);
const isAdmin = (id: string) => adminCode.test(id) && !adminRoutes.test(id);
/** Code of a signed-in area (the shop owners', the admins'): never a traveller's. */
const isSignedInArea = (id: string) => isOwner(id) || isAdmin(id);

function staticClosure(context: Rollup.PluginContext, root: string): Set<string> {
  const found = new Set<string>();
  const pending = [root];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/**
 * Sorts the modules by area once the module graph is known, for the chunk groups of
 * vite.config.ts: what the areas use goes into the `kit` only when the traveller's pages share
 * it too, and nothing only the owner's or the admins' code uses reaches a chunk the traveller
 * loads (the kit, `shared`, `apollo`): a traveller page would download it for nothing.
 */
export function collectAreaModules(): Plugin {
  return {
    name: 'xemay:area-modules',
    apply: 'build',
    buildEnd() {
      ownerModules.clear();
      adminModules.clear();
      travellerModules.clear();
      travellerShares.clear();
      areaFrameModules.clear();
      const ids = [...this.getModuleIds()];
      for (const id of ids.filter(isOwner))
        for (const reached of staticClosure(this, id)) ownerModules.add(reached);
      for (const id of ids.filter(isAdmin))
        for (const reached of staticClosure(this, id)) adminModules.add(reached);

      const pending = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (travellerModules.has(id) || isSignedInArea(id)) continue;
        travellerModules.add(id);
        const info = this.getModuleInfo(id);
        pending.push(...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []));
      }

      const [ownerFrame, adminFrame] = [ownerCode, adminCode].map(
        (area) =>
          new Set(
            ids
              .filter((id) => areaFrame.test(id) && area.test(id))
              .flatMap((id) => [...staticClosure(this, id)]),
          ),
      );
      for (const id of ownerFrame)
        if (adminFrame.has(id) && !travellerModules.has(id)) areaFrameModules.add(id);

      const travellerRoots = ids.filter(
        (id) =>
          travellerModules.has(id) &&
          (this.getModuleInfo(id)?.dynamicImporters ?? []).some((by) => !isSignedInArea(by)),
      );
      for (const root of travellerRoots)
        for (const id of staticClosure(this, root))
          travellerShares.set(id, (travellerShares.get(id) ?? 0) + 1);
    },
  };
}
