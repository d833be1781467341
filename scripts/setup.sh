#!/usr/bin/env bash
# Installs what building and testing need on a fresh Debian machine: the npm packages of
# the lockfile and, for the browser tests, Debian's Chromium headless shell and nginx (the
# production server the crawl runs against). The full Chromium that the benchmarks and
# diagram drawing drive is installed by those scripts when they first run
# (scripts/debian-package.mjs). Safe to run repeatedly.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing npm packages (npm ci)…"
  npm ci --no-audit --no-fund
fi

apt_lists_fetched=false

# Installs a Debian package when the program it provides is missing (needs root and apt-get).
require_debian_package() {
  local program="$1" package="$2" purpose="$3"
  if [ -x "$program" ]; then
    return
  fi
  if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
    echo "$program is missing. Install it (Debian: apt-get install $package)." >&2
    exit 1
  fi
  echo "Installing Debian's $package for $purpose…"
  if [ "$apt_lists_fetched" = false ]; then
    apt-get update -qq
    apt_lists_fetched=true
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null
}

if [ "${1:-}" = "--with-browser" ]; then
  # CHROMIUM_PATH may point at another Chromium; only Debian's headless shell is installed here.
  require_debian_package "${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" chromium-headless-shell "the browser tests"
  require_debian_package /usr/sbin/nginx nginx "the production-serving tests"
fi
