import type { Plugin } from 'vite';

/** The modules the landing page imports statically: the entry's and its screen's. */
export const landingModules = new Set<string>();

const landingRoots = /\/web\/src\/(app\/main|traveller\/landing\/LandingScreen)\.tsx$/;

/**
 * Finds the landing page's static imports once the module graph is known (chunks are made
 * after), so that the chunk groups of vite.config.ts can keep what other screens share, and
 * Apollo Client with it, out of the landing page's first load.
 */
export function collectLandingModules(): Plugin {
  return {
    name: 'xemay:landing-modules',
    apply: 'build',
    buildEnd() {
      landingModules.clear();
      const pending = [...this.getModuleIds()].filter((id) => landingRoots.test(id));
      if (pending.length !== 2) this.error('The entry or the landing screen is not in the build');
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (landingModules.has(id)) continue;
        landingModules.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}
