#!/usr/bin/env bash
# The browser smoke set (e2e/smoke.mjs) against a build with every replacement of library internals
# off (WMS_LIBRARY_INTERNALS=off, config/internals.ts): built into its own folder, served on its
# own port. E2E_SKIP_BUILD=1 reuses that folder.
set -euo pipefail
cd "$(dirname "$0")/.."
export WMS_LIBRARY_INTERNALS=off
export E2E_DIST="${E2E_DIST:-dist-internals-off}"
export E2E_PORT="${E2E_PORT:-8133}"
E2E_SMOKE=1 exec node e2e/run.mjs
