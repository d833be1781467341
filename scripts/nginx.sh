#!/usr/bin/env bash
# Serves the production build with the production nginx configuration (deploy/nginx/) on
# 127.0.0.1, the way a real server would: trailing-slash redirects, the 404 page, caching,
# compression and security headers.
#   scripts/nginx.sh start   start in the background and wait until it answers
#   scripts/nginx.sh stop    stop the instance started on the same port
#   scripts/nginx.sh run     run in the foreground (Playwright's webServer uses this)
# NGINX_PORT (default 8080) picks the port, BUILD_DIR (default build) the folder served.
set -euo pipefail
cd "$(dirname "$0")/.."

port="${NGINX_PORT:-8080}"
root="$(realpath "${BUILD_DIR:-build}")"
runtime="${TMPDIR:-/tmp}/docusaurus-nginx-$port"
nginx_bin="$(command -v nginx || echo /usr/sbin/nginx)"

prepare() {
  if [ ! -x "$nginx_bin" ]; then
    echo "nginx is missing. Install it (Debian: apt-get install nginx, or bash scripts/setup.sh --with-browser)." >&2
    exit 1
  fi
  if [ ! -f "$root/index.html" ]; then
    echo "No build in $root: run npm run build:fast first." >&2
    exit 1
  fi
  mkdir -p "$runtime"
  cp deploy/nginx/site.conf deploy/nginx/security-headers.conf "$runtime/"
  sed -e "s|__RUNTIME__|$runtime|g" -e "s|__PORT__|$port|g" -e "s|__ROOT__|$root|g" \
    deploy/nginx/nginx.conf >"$runtime/nginx.conf"
  # The hashes change with every build, so they are taken from the build being served.
  node scripts/csp-inline-scripts.mjs "$root" >"$runtime/csp-inline-scripts.conf"
}

# As root, nginx hands requests to workers running as "nobody", which may not be allowed
# to read a checkout under /root; the workers keep the invoking user instead.
global_directives() {
  if [ "$(id -u)" -eq 0 ]; then
    echo "user root;"
  fi
}

case "${1:-}" in
  start)
    prepare
    "$nginx_bin" -e "$runtime/error.log" -c "$runtime/nginx.conf" -g "$(global_directives)"
    for _ in $(seq 50); do
      if curl -fsS -o /dev/null "http://127.0.0.1:$port/"; then
        echo "nginx serves $root on http://127.0.0.1:$port/"
        exit 0
      fi
      sleep 0.2
    done
    echo "nginx did not answer on port $port; see $runtime/error.log" >&2
    exit 1
    ;;
  stop)
    if [ -f "$runtime/nginx.pid" ]; then
      "$nginx_bin" -e "$runtime/error.log" -c "$runtime/nginx.conf" -s quit
    fi
    ;;
  run)
    prepare
    exec "$nginx_bin" -e "$runtime/error.log" -c "$runtime/nginx.conf" -g "$(global_directives) daemon off;"
    ;;
  *)
    echo "Usage: scripts/nginx.sh start|stop|run" >&2
    exit 2
    ;;
esac
