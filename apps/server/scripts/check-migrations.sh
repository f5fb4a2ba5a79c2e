#!/bin/sh
# Fails when the Drizzle schema and the committed migrations are out of step.
set -e
cd "$(dirname "$0")/.."
out=$(npx drizzle-kit generate --name drift-check 2>&1)
if ! echo "$out" | grep -q "No schema changes"; then
  echo "$out"
  git status --porcelain drizzle
  git clean -fdq drizzle >/dev/null 2>&1 || true
  git checkout -q -- drizzle >/dev/null 2>&1 || true
  echo "Schema and migrations are out of step: run 'npm run db:generate' and commit the migration." >&2
  exit 1
fi
echo "migrations match the schema"
