# xemay: one image serving the GraphQL API, the REST facade, pictures and the built web app
# on port 4000. The server applies pending migrations when it starts.
#
#   docker build -t xemay .
#   docker run -p 4000:4000 -e DATABASE_URL=postgresql://... -e JWT_SECRET=<32+ chars> xemay
#
# NODE_ENV is production: JWT_SECRET is required and demo data is off unless SEED_DEMO_DATA
# is true. Without DATABASE_URL the embedded database is kept in /app/data (mount a volume).
# docker-compose.yml runs two of it behind nginx, on PostgreSQL and MinIO (docs/operations.md).

# Node 24, the current LTS: .ci/run builds the app and runs the browser journeys on it.
ARG NODE_IMAGE=node:24-bookworm-slim

# --- build: dependencies from the lockfile, Prisma client, web app --------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false

# The manifests alone first, so that a source change reuses the installed dependencies.
# Native code comes as prebuilt optional packages; no install script is needed (package.json's
# allowScripts denies them all, and --ignore-scripts holds whatever npm the image brings).
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY web/package.json web/
RUN npm ci --ignore-scripts

COPY . .
# `npm run build` generates the Prisma client (scripts/prisma-generate.mjs: WASM only, no
# engine download), then the web app's typed GraphQL documents, then the web app (web/dist),
# then the server as JavaScript (server/dist, scripts/build-server.mjs).
RUN npm run build \
 && test -d server/src/generated/prisma \
 && test -f web/dist/index.html \
 && test -f web/dist-ssr/serverEntry.cjs \
 && test -f server/dist/server/src/main.js \
 && npm prune --omit=dev --ignore-scripts

# --- runtime -------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4000 \
    DATA_DIR=/app/data \
    NPM_CONFIG_UPDATE_NOTIFIER=false
WORKDIR /app

# The tree with the production dependencies only: the server runs as compiled JavaScript
# (server/dist), and migrates with Prisma's schema engine (WASM). The code stays owned by root; the app may
# write only /app/data.
COPY --from=build /app /app
RUN mkdir -p /app/data && chown node:node /app/data

USER node
EXPOSE 4000

HEALTHCHECK --interval=15s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 4000) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# What `NODE_ENV=production npm start` runs, without npm in between: SIGTERM reaches the
# server, which finishes in-flight requests. Run the container with an init process
# (`init: true`, `docker run --init`) to reap zombies.
CMD ["node", "server/start.cjs"]
