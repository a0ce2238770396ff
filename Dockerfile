# One image for every role; ROLES picks what a container runs (api, projections, jobs).
# Three stages: the build of the web app and the compiled server (with dev dependencies), the production
# dependencies, and the runtime image, which holds neither the dev dependencies nor a compiler: the server runs
# as JavaScript (dist/server), never through a TypeScript loader. (Not built in this repository's CI: no container
# runtime there; see docs/operations.md, "Distributed topology".)

# Native modules (better-sqlite3, argon2, sharp) compile here when no prebuilt binary fits.
FROM node:20-bookworm-slim AS toolchain
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./

FROM toolchain AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx vite build && node scripts/build-server.mjs

FROM toolchain AS prod-deps
# tsx stays a production dependency for the operator scripts (npm run verify-log, create-admin, migrations).
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
# tini as PID 1: forwards SIGTERM to node (a clean lease hand-over on `docker compose stop`) and reaps zombies.
RUN apt-get update && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
COPY --from=prod-deps /app/node_modules ./node_modules
COPY package.json tsconfig.json ./
COPY --from=build /app/dist/server ./dist/server
COPY --from=build /app/dist/web ./dist/web
# The .po catalogues the server reads its texts from; the TypeScript sources for the operator scripts.
COPY src-web/locales ./src-web/locales
COPY src-domain ./src-domain
COPY src-projections ./src-projections
COPY src-api ./src-api
COPY src-jobs ./src-jobs
COPY src-server ./src-server
COPY scripts ./scripts
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Live: the process answers (the api on PORT; a projections or jobs process on HEALTH_PORT when set).
HEALTHCHECK --interval=10s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://localhost:' + (process.env.HEALTH_PORT || process.env.PORT || 3000) + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
# node itself, not npx: signals reach the server, and no npm process sits between. A 32 MB young generation:
# docs/performance.md (fewer scavenges and less promoted garbage on the answer path).
CMD ["node", "--max-semi-space-size=32", "dist/server/src-server/main.js"]
