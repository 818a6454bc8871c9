#!/bin/sh
# `pnpm test:e2e -- tests/x.spec.ts` passes the `--` through to Playwright, which then ignores the
# file list and runs the whole suite; drop it so both spellings run only the named specs.
if [ "$1" = "--" ]; then shift; fi
exec playwright test "$@"
