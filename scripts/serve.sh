#!/usr/bin/env bash
# Builds the production site and serves it on http://127.0.0.1:3000/ (PORT to change).
# Pass --all-locales to build every locale instead of English only.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
if [ "${1:-}" = "--all-locales" ]; then
  npm run build
else
  npm run build:fast
fi
exec npx docusaurus serve --dir build --host 127.0.0.1 --port "${PORT:-3000}" --no-open
