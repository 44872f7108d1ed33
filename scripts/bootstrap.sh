#!/usr/bin/env bash
# Installs what a fresh machine lacks: Debian's Chromium (for the e2e tests) and the npm packages.
set -euo pipefail
cd "$(dirname "$0")/.."

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

if [ -z "${CHROME_PATH:-}" ] && [ ! -x /usr/bin/chromium ]; then
  echo "bootstrap: installing Debian's chromium"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "bootstrap: npm ci"
  npm ci --no-audit --no-fund
fi
