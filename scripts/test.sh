#!/usr/bin/env bash
# Everything on a fresh machine: install, then the whole suite (format, lint, types, unit
# tests, production build, browser tests). This is what CI runs.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --with-browser
npm test
