import type { Plugin, Rollup } from 'vite';

/** The modules the landing page imports statically: the boot's, the app's and its screen's. */
export const landingModules = new Set<string>();

/** The modules the entry imports statically: the boot, which runs before the app loads. */
export const bootModules = new Set<string>();

const entry = /\/web\/src\/site\/main\.tsx$/;
const landingRoots =
  /\/web\/src\/(site\/main|app\/startApp|traveller\/landing\/LandingScreen)\.tsx$/;

function collect(context: Rollup.PluginContext, roots: string[], into: Set<string>): void {
  into.clear();
  const pending = [...roots];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (into.has(id)) continue;
    into.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
}

/**
 * Finds the boot's and the landing page's static imports once the module graph is known
 * (chunks are made after), so that the chunk groups of vite.config.ts can keep the boot in the
 * entry, and what other screens share, Apollo Client with it, out of the landing page's first
 * load.
 */
export function collectLandingModules(): Plugin {
  return {
    name: 'xemay:landing-modules',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const roots = ids.filter((id) => landingRoots.test(id));
      if (roots.length !== 3)
        this.error('The entry, the app or the landing screen is not in the build');
      collect(this, roots, landingModules);
      collect(
        this,
        roots.filter((id) => entry.test(id)),
        bootModules,
      );
    },
  };
}
