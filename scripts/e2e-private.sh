#!/usr/bin/env bash
# Run the Playwright suites from a private copy of the working tree, so that
# several people (or agents) working in one checkout do not overwrite each
# other's build. Usage: scripts/e2e-private.sh NAME PORT [playwright args...]
set -euo pipefail
name="$1"; port="$2"; shift 2
src="$(cd "$(dirname "$0")/.." && pwd)"
dest="/tmp/e2e-$name"
mkdir -p "$dest"
if command -v rsync >/dev/null; then
  rsync -a --delete --exclude node_modules --exclude .git --exclude /build --exclude /public/build \
    --exclude /tests/.data --exclude /test-results --exclude /playwright-report "$src/" "$dest/"
else
  # No rsync on this machine: a fresh copy with tar, leaving out the same folders.
  find "$dest" -mindepth 1 -maxdepth 1 ! -name node_modules -exec rm -rf {} +
  tar -C "$src" -c --exclude=./node_modules --exclude=./.git --exclude=./build --exclude=./public/build \
    --exclude=./tests/.data --exclude=./test-results --exclude=./playwright-report --exclude=./.cache . | tar -C "$dest" -x
fi
ln -sfn "$src/node_modules" "$dest/node_modules"
cd "$dest"
E2E_PORT="$port" node scripts/e2e.js "$@"
