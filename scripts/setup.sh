#!/usr/bin/env bash
# Installs what building and testing need on a fresh Debian machine: the npm packages of
# the lockfile and, for the browser tests, Debian's Chromium. Safe to run repeatedly.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing npm packages (npm ci)…"
  npm ci --no-audit --no-fund
fi

if [ "${1:-}" = "--with-browser" ]; then
  chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
  if [ ! -x "$chromium_path" ]; then
    if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
      echo "Chromium is missing at $chromium_path. Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH." >&2
      exit 1
    fi
    echo "Installing Debian's chromium for the browser tests…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  fi
fi
