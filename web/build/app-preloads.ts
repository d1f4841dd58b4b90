import type { OutputBundle, OutputChunk } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';

export const appModule = /\/web\/src\/app\/startApp\.tsx$/;
const reactModule = /\/node_modules\/(react|react-dom|scheduler)\//;

export function chunks(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
}

/** A chunk's file and the files it imports statically, all of which load before it runs. */
export function withStaticImports(bundle: OutputBundle, fileName: string): Set<string> {
  const files = new Set<string>();
  const pending = [fileName];
  while (pending.length > 0) {
    const file = pending.pop()!;
    const chunk = bundle[file];
    if (files.has(file) || chunk?.type !== 'chunk') continue;
    files.add(file);
    pending.push(...chunk.imports);
  }
  return files;
}

/**
 * The entry (site/main.tsx) is a small boot that asks for the page's data and then imports the
 * app (app/startApp.tsx). Announced in index.html as module preloads, the app's files download
 * alongside the entry, not once it has run; and the boot, with React kept out of it, runs
 * while they still download.
 */
export function preloadApp(): Plugin {
  return {
    name: 'xemay:app-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return [];
        const app = chunks(bundle).find((chunk) => appModule.test(chunk.facadeModuleId ?? ''));
        if (!app) throw new Error('The build has no chunk for app/startApp.tsx');
        const boot = withStaticImports(bundle, entry.fileName);
        for (const file of boot) {
          const react = (bundle[file] as OutputChunk).moduleIds.find((id) => reactModule.test(id));
          if (react)
            throw new Error(`React is in the boot (${file}), which runs before it: ${react}`);
        }
        return [...withStaticImports(bundle, app.fileName)]
          .filter((file) => !boot.has(file))
          .map<HtmlTagDescriptor>((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          }));
      },
    },
  };
}
