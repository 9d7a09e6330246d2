# One image for every service; docker-compose.yml picks the entry point.
# syntax=docker/dockerfile:1
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.json tsconfig.base.json ./
COPY packages/protocol/package.json packages/protocol/
COPY packages/runtime/package.json packages/runtime/
COPY packages/client/package.json packages/client/
COPY apps/api/package.json apps/api/
COPY apps/worker/package.json apps/worker/
COPY apps/indexer/package.json apps/indexer/
COPY apps/emulator/package.json apps/emulator/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx tsc -b packages/protocol packages/runtime apps/emulator apps/api apps/worker apps/indexer

# The build stage keeps tsx and the scripts: compose's one-shot bootstrap runs from it, as `node` (compose's
# `user:`), so /shared/embedded.env and each app's /env/<app>/app.env belong to the user every service runs as.
FROM build AS tools
RUN mkdir -p /shared /env/api /env/worker /env/indexer && chown -R node:node /shared /env

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/packages/protocol/package.json packages/protocol/
COPY --from=build /app/packages/runtime/package.json packages/runtime/
COPY --from=build /app/packages/client/package.json packages/client/
COPY --from=build /app/apps/api/package.json apps/api/
COPY --from=build /app/apps/worker/package.json apps/worker/
COPY --from=build /app/apps/indexer/package.json apps/indexer/
COPY --from=build /app/apps/emulator/package.json apps/emulator/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/packages/protocol/dist packages/protocol/dist
COPY --from=build /app/packages/runtime/dist packages/runtime/dist
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/worker/dist apps/worker/dist
COPY --from=build /app/apps/indexer/dist apps/indexer/dist
COPY --from=build /app/apps/emulator/dist apps/emulator/dist
# Lua scripts are read at run time from each package's lua/ folder, beside dist/ (ADR 022)
COPY --from=build /app/packages/protocol/lua packages/protocol/lua
COPY --from=build /app/apps/api/lua apps/api/lua
COPY --from=build /app/apps/worker/lua apps/worker/lua
COPY --from=build /app/apps/indexer/lua apps/indexer/lua
# Named volumes start as a copy of the path in the image, owner included: without these the emulator's /data,
# the bootstrap's /shared and an app's /env would belong to root, and `node` could not use them (EACCES at first start).
RUN mkdir -p /data /shared /env && chown node:node /data /shared /env
USER node
CMD ["node", "apps/api/dist/main.js"]
