import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appModule, chunks, preloadApp, withStaticImports } from './build/app-preloads.ts';
import { inlineGeneratedDocuments } from './build/inline-documents.ts';
import { bootModules, collectLandingModules, landingModules } from './build/landing-modules.ts';
import { writePreloadList } from './build/preload-list.ts';
import { checkAreaIsolation } from './build/area-isolation.ts';
import { consoleOwnGraphql } from './build/console-graphql.ts';
import { checkConsoleIsolation } from './build/console-isolation.ts';
import {
  adminModules,
  areaFrameModules,
  collectAreaModules,
  ownerModules,
  travellerModules,
  travellerShares,
} from './build/area-modules.ts';
import { precompileMessages } from './build/precompile-messages.ts';
import { precompress } from './build/precompress.ts';

const api = process.env.API_URL ?? 'http://localhost:4000';

const ownCode = /\/web\/src\//;
/** The kit every area uses beyond the landing page (the shell's code and web/src/ui). */
const kitCode = /\/web\/src\/(app|ui)\//;
/** The texts (web/src/i18n): loaded in catalogue parts, per language, never in `shared`. */
const textCode = /\/web\/src\/i18n\//;
const apolloCode =
  /node_modules\/(@apollo|rxjs|optimism|@wry|tslib|graphql)\/|\/web\/src\/app\/(apollo|appClient|apolloScreen)\.tsx?$/;

/** Paths of the server, never answered with the app's page (server/src/http/web-app.ts, seo.ts). */
const serverPaths = [
  '/graphql',
  '/api',
  '/media',
  '/health',
  '/ready',
  '/dev',
  '/robots.txt',
  '/sitemap.xml',
];

/**
 * The JavaScript and CSS the service worker installs with the app: the entry chunk (the boot),
 * the app it imports, what these import statically, the parts of the shell it loads on demand
 * (menu, footer), the landing screen (the installed app's start page) and its texts in both
 * languages. Other screens are cached when first visited, so nobody downloads the map or
 * another area up front.
 */
const shellFiles = new Set<string>();

function collectShellFiles(): Plugin {
  return {
    name: 'xemay:shell-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      shellFiles.clear();
      const add = (fileName: string) => {
        const chunk = bundle[fileName];
        if (!chunk || shellFiles.has(fileName)) return;
        shellFiles.add(fileName);
        if (chunk.type !== 'chunk') return;
        chunk.viteMetadata?.importedCss.forEach((css) => shellFiles.add(css));
        chunk.imports.forEach(add);
      };
      for (const chunk of Object.values(bundle))
        if (
          chunk.type === 'chunk' &&
          (chunk.isEntry ||
            appModule.test(chunk.facadeModuleId ?? '') ||
            /\/(LandingScreen\.tsx|menu\/Menu\.tsx|app\/Footer\.tsx|i18n\/\w+\/core\.ts)$/.test(
              chunk.facadeModuleId ?? '',
            ))
        )
          add(chunk.fileName);
    },
  };
}

/**
 * Chromium compiles the functions of a script carrying this comment while it downloads, on a
 * background thread, instead of each on the main thread at its first call: the code every
 * page runs at once (the boot, the app with React, Apollo Client, the screens). Other browsers
 * ignore it.
 */
const compileHint = '//# allFunctionsCalledOnLoad\n';

function compileHints(): Plugin {
  return {
    name: 'xemay:compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite has written its own preload helper at the top of the entry.
      order: 'post',
      handler(_options, bundle) {
        const startup = chunks(bundle)
          .filter((chunk) => chunk.isEntry || appModule.test(chunk.facadeModuleId ?? ''))
          .flatMap((chunk) => [...withStaticImports(bundle, chunk.fileName)]);
        for (const chunk of chunks(bundle))
          if (
            startup.includes(chunk.fileName) ||
            ['apollo', 'shared'].includes(chunk.name) ||
            /Screen$/.test(chunk.name)
          )
            chunk.code = compileHint + chunk.code;
      },
    },
  };
}

const appConfig: UserConfig = {
  plugins: [
    consoleOwnGraphql(),
    precompress(),
    compileHints(),
    inlineGeneratedDocuments(),
    react(),
    precompileMessages(),
    collectShellFiles(),
    collectLandingModules(),
    collectAreaModules(),
    checkAreaIsolation(),
    checkConsoleIsolation(),
    writePreloadList(),
    preloadApp(),
    VitePWA({
      strategies: 'generateSW',
      filename: 'sw.js',
      // Registered by the app itself (web/src/app/offline/serviceWorker.ts), in builds only;
      // an update is applied on the next page change, never in the middle of a form.
      registerType: 'prompt',
      injectRegister: false,
      // Three manifests, one per area, live in web/public; the app switches between them.
      manifest: false,
      devOptions: { enabled: false },
      workbox: {
        globPatterns: ['**/*.{html,js,css,png,svg,webmanifest}'],
        // The shop owners' and admins' icons come with their areas, not to every traveller.
        globIgnores: ['**/icons/shopowner-*', '**/icons/dashboard-*'],
        // Checked before manifestTransforms keeps the shell's files only: the admins' GraphQL
        // console (Monaco, 2.8 MB) is over workbox's 2 MiB default, and never precached.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.filter(
              (entry) => !/\.(js|css)$/.test(entry.url) || shellFiles.has(entry.url),
            ),
            warnings: [],
          }),
        ],
        cleanupOutdatedCaches: true,
        // The shop owners' new-booking notifications (web/public/push-sw.js).
        importScripts: ['push-sw.js'],
        // Every page of the app is index.html; the server's own paths are not.
        navigateFallback: 'index.html',
        navigateFallbackDenylist: serverPaths.map((path) => new RegExp(`^${path}(/|$)`)),
        runtimeCaching: [
          {
            // Content-hashed, never changing: the screens' chunks once visited.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'xemay-assets',
              expiration: { maxEntries: 120, maxAgeSeconds: 60 * 24 * 3600 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // The data of the pages seen (queries are GETs, see apollo.ts): fresh from the
            // network, from the cache only without one, marked so the app says so. Only the
            // public traveller data: what a signed-in owner or admin asks for stays private.
            urlPattern: ({ url, request, sameOrigin }) =>
              sameOrigin && url.pathname === '/graphql' && !request.headers.has('authorization'),
            method: 'GET',
            handler: 'NetworkFirst',
            options: {
              cacheName: 'xemay-data',
              expiration: { maxEntries: 80, maxAgeSeconds: 14 * 24 * 3600 },
              cacheableResponse: { statuses: [200] },
              plugins: [
                {
                  // Answers with errors are not worth showing again.
                  cacheWillUpdate: async ({ response }) => {
                    const body = await response
                      .clone()
                      .json()
                      .catch(() => null);
                    return body && body.data && !body.errors ? response : null;
                  },
                  // Serialized into sw.js: no outside names. The header is fromCacheHeader
                  // in web/src/app/offline/connectivity.ts.
                  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
                    if (!cachedResponse) return cachedResponse;
                    const headers = new Headers(cachedResponse.headers);
                    headers.set('x-xemay-from-cache', '1');
                    return new Response(await cachedResponse.blob(), {
                      status: cachedResponse.status,
                      statusText: cachedResponse.statusText,
                      headers,
                    });
                  },
                },
              ],
            },
          },
          {
            // Bike and city photos of the pages seen.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'xemay-media',
              expiration: { maxEntries: 150, maxAgeSeconds: 30 * 24 * 3600 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
  // Several dev servers on one checkout each need their own dependency cache.
  cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What two or more screens share in a few files: on HTTP/1.1 a first visit otherwise
          // waits on a dozen tiny requests over six connections. The landing page loads only
          // the entry, its screen and the shell; the map (leaflet) stays on its own.
          groups: [
            {
              // Apollo Client, what it brings (graphql among it: the landing page's queries are
              // printed by the build) and the app's client, with every screen but the landing
              // page; not the parts only the signed-in areas use (their error link).
              name: 'apollo',
              test: (id) => apolloCode.test(id) && travellerModules.has(id),
              priority: 3,
              // React stays where the landing page already has it.
              includeDependenciesRecursively: false,
            },
            {
              // The libraries every page runs (React, styled-components, react-intl, wouter):
              // one file, not one per set of chunks that happen to import each of them.
              name: 'framework',
              test: (id) =>
                /\/node_modules\//.test(id) && landingModules.has(id) && !bootModules.has(id),
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              // The app's code the landing page shares with other screens.
              name: 'shell',
              test: (id) => ownCode.test(id) && landingModules.has(id) && !bootModules.has(id),
              minShareCount: 2,
              priority: 1,
              // Not the boot's modules these import: those stay in the entry, which runs first.
              includeDependenciesRecursively: false,
            },
            {
              // The kit (web/src/ui, app) a signed-in area (owner, admin) uses and two or more
              // of the traveller's screens share: an owner's or admin's screen loads it without
              // the traveller's shared parts. What only one traveller chunk (the map, the menu,
              // a screen) or only the signed-in areas use stays out of it, so that no traveller
              // page downloads it for nothing.
              name: 'kit',
              test: (id) =>
                kitCode.test(id) &&
                !landingModules.has(id) &&
                (ownerModules.has(id) || adminModules.has(id)) &&
                (travellerShares.get(id) ?? 0) >= 2,
              minShareCount: 2,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              // What the signed-in areas' frames share (the session, the signed-in client, the
              // frame itself), which every owner's and admin's page loads: one file.
              name: 'areas',
              test: (id) => areaFrameModules.has(id),
              priority: 3,
              includeDependenciesRecursively: false,
            },
            {
              // What only the traveller's other screens share (the booking details, the bike's
              // parts…), never the signed-in areas' code, nor texts: the kit's (`ui-kit.json`),
              // which the owner's and the admins' catalogue parts share, would bring this chunk
              // to their pages.
              name: 'shared',
              test: (id) =>
                ownCode.test(id) &&
                !textCode.test(id) &&
                !landingModules.has(id) &&
                !ownerModules.has(id) &&
                !adminModules.has(id),
              minShareCount: 2,
              priority: 1,
              // Not what these modules import from the shell: that stays in the shell.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(serverPaths.map((path) => [path, api])),
  },
};

/**
 * The server's renderer of the traveller pages (web/src/traveller/ssr, issue 23): one CommonJS file with
 * everything it imports, which the server requires (server/src/http/server-render.ts). Built
 * after the app, into its own folder.
 */
const serverRenderConfig: UserConfig = {
  plugins: [inlineGeneratedDocuments(), react(), precompileMessages()],
  cacheDir: appConfig.cacheDir,
  publicDir: false,
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/traveller/ssr/serverEntry.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    sourcemap: false,
    minify: false,
    rolldownOptions: {
      output: { format: 'cjs', entryFileNames: 'serverEntry.cjs', codeSplitting: false },
    },
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRenderConfig : appConfig));
