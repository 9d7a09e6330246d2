#!/usr/bin/env sh
# `npm start`: installs dependencies on a fresh clone, then runs the whole service (scripts/start.ts).
set -e
cd "$(dirname "$0")/.."
if [ ! -d node_modules/tsx ]; then
  echo "installing dependencies (npm ci)..."
  npm ci --no-audit --no-fund
fi
exec node --conditions=source --import tsx scripts/start.ts "$@"
