# One image for every role; ROLES picks what a container runs (api, projections, jobs).
# Three stages: the web build (with dev dependencies), the production dependencies, and the runtime image,
# which holds neither the dev dependencies nor a compiler. (Not built in this repository's CI: no container
# runtime there; see docs/operations.md, "Distributed topology".)

# Native modules (better-sqlite3, argon2, sharp) compile here when no prebuilt binary fits.
FROM node:20-bookworm-slim AS toolchain
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./

FROM toolchain AS web
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx vite build

FROM toolchain AS prod-deps
# tsx is a production dependency: the server runs its TypeScript through tsx's loader, with no build step.
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
# tini as PID 1: forwards SIGTERM to node (a clean lease hand-over on `docker compose stop`) and reaps zombies.
RUN apt-get update && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
COPY --from=prod-deps /app/node_modules ./node_modules
COPY package.json tsconfig.json ./
COPY src-domain ./src-domain
COPY src-projections ./src-projections
COPY src-api ./src-api
COPY src-jobs ./src-jobs
COPY src-server ./src-server
COPY src-web ./src-web
COPY scripts ./scripts
COPY --from=web /app/dist/web ./dist/web
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
ENTRYPOINT ["/usr/bin/tini", "--"]
# node itself, not npx: signals reach the server, and no npm process sits between. A 32 MB young generation:
# docs/performance.md (fewer scavenges and less promoted garbage on the answer path).
CMD ["node", "--max-semi-space-size=32", "--import", "tsx", "src-server/main.ts"]
