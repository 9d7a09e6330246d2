# One image for every service; docker-compose.yml picks the entry point.
# NODE_IMAGE: the base of every stage (default node:24-bookworm-slim; scripts/stand-in-images.sh builds a stand-in
# from Debian's packages where no registry answers). BUILD_CA_CERTS: PEM text of extra certificate authorities npm
# must trust while it installs (a TLS proxy's CA): only the build stage's `npm ci` reads it (a CA is public, but it
# shows in that stage's history, and the tools stage's), never the runtime stage.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
ARG BUILD_CA_CERTS=""
WORKDIR /app
COPY package.json package-lock.json tsconfig.json tsconfig.base.json ./
COPY packages/protocol/package.json packages/protocol/
COPY packages/runtime/package.json packages/runtime/
COPY packages/client/package.json packages/client/
COPY apps/api/package.json apps/api/
COPY apps/worker/package.json apps/worker/
COPY apps/indexer/package.json apps/indexer/
COPY apps/emulator/package.json apps/emulator/
# node adds NODE_EXTRA_CA_CERTS to its own store (npm included); the file lives for this one step. No install
# scripts: npm 11 runs no dependency's without leave, and the root's postinstall installs test/reference (not here).
RUN if [ -n "$BUILD_CA_CERTS" ]; then printf '%s\n' "$BUILD_CA_CERTS" > /tmp/build-ca.pem && export NODE_EXTRA_CA_CERTS=/tmp/build-ca.pem; fi \
  && npm ci --ignore-scripts --no-audit --no-fund && rm -f /tmp/build-ca.pem
COPY . .
RUN npx tsc -b packages/protocol packages/runtime apps/emulator apps/api apps/worker apps/indexer

# The build stage keeps tsx and the scripts: compose's one-shot bootstrap runs from it, as `node` (compose's
# `user:`), so /shared/embedded.env and each app's /env/<app>/app.env belong to the user every service runs as.
FROM build AS tools
RUN mkdir -p /shared /secrets /env/api /env/worker /env/indexer && chown -R node:node /shared /secrets /env

# Production dependencies only: the build's own node_modules pruned (no second download), without dev dependencies
# and without peer dependencies npm installs on its own (react-native and its toolchain, a peer of a peer of
# @hashgraph/sdk, half the size; nothing here loads them). /deps holds every node_modules folder and package.json.
FROM build AS deps
RUN npm prune --omit=dev --omit=peer --offline --no-audit --no-fund \
  && mkdir /deps && { find . -name node_modules -prune -print; find . -name node_modules -prune -o -name package.json -print; echo package-lock.json; } \
     | tar -cf - -T - | tar -xf - -C /deps

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=deps /deps ./
COPY --from=build /app/packages/protocol/dist packages/protocol/dist
COPY --from=build /app/packages/runtime/dist packages/runtime/dist
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/worker/dist apps/worker/dist
COPY --from=build /app/apps/indexer/dist apps/indexer/dist
COPY --from=build /app/apps/emulator/dist apps/emulator/dist
# Lua scripts are read at run time from each package's lua/ folder, beside dist/ (ADR 022)
COPY --from=build /app/packages/protocol/lua packages/protocol/lua
COPY --from=build /app/packages/runtime/lua packages/runtime/lua
COPY --from=build /app/apps/api/lua apps/api/lua
COPY --from=build /app/apps/worker/lua apps/worker/lua
COPY --from=build /app/apps/indexer/lua apps/indexer/lua
# Named volumes start as a copy of the path in the image, owner included: without these the emulator's /data,
# the bootstrap's /shared and an app's /env would belong to root, and `node` could not use them (EACCES at first start).
RUN mkdir -p /data /shared /env && chown node:node /data /shared /env
USER node
CMD ["node", "--max-semi-space-size=32", "apps/api/dist/main.js"]
