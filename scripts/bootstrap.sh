#!/usr/bin/env bash
# Installs what a fresh machine lacks: Debian's Chromium (for the e2e tests) and the npm packages.
set -euo pipefail
cd "$(dirname "$0")/.."

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

# Debian's Chromium runs the Playwright and Lighthouse checks; nginx serves the build in the
# e2e suite with deploy/nginx.conf; PostgreSQL's server binaries let the tests start throwaway
# clusters (scripts/lib/postgres.ts), so the service is tested on both of its stores.
PACKAGES=()
if [ -z "${CHROME_PATH:-}" ] && [ ! -x /usr/bin/chromium ]; then PACKAGES+=(chromium); fi
if [ -z "${NGINX_PATH:-}" ] && [ ! -x /usr/sbin/nginx ]; then PACKAGES+=(nginx-light); fi
# openssl makes the throwaway certificates of `npm run observatory`.
if ! command -v openssl >/dev/null 2>&1; then PACKAGES+=(openssl); fi
if [ -z "${PG_BINDIR:-}" ] && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  PACKAGES+=(postgresql)
fi
if [ ${#PACKAGES[@]} -gt 0 ]; then
  echo "bootstrap: installing ${PACKAGES[*]} from Debian"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${PACKAGES[@]}" >/dev/null
  # The packages start a system nginx on port 80 and a PostgreSQL on 5432; the tests run their own.
  for service in nginx postgresql; do
    $SUDO systemctl disable --now "$service" >/dev/null 2>&1 || $SUDO service "$service" stop >/dev/null 2>&1 || true
  done
fi

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "bootstrap: npm ci"
  npm ci --no-audit --no-fund
fi
