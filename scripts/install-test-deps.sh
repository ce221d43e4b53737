#!/usr/bin/env bash
# Installs what the browser tests need from Debian: Chromium (never a downloaded browser build)
# and CJK fonts, so Chinese screens render in screenshots.
set -euo pipefail
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
if [ -x /usr/bin/chromium ] && [ -z "${FORCE_APT:-}" ]; then
  echo "chromium: $(/usr/bin/chromium --version 2>/dev/null || echo present)"
  exit 0
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
/usr/bin/chromium --version
