#!/usr/bin/env bash
# Creates a migration from the change in prisma/schema.prisma: applies the committed
# migrations to a throwaway PGlite database, diffs it against the schema, writes the SQL.
# Usage: npm run db:migrate:dev -- <name>
set -euo pipefail
name="${1:?usage: npm run db:migrate:dev -- <name>}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
DATABASE_URL="pglite:$tmp" npx tsx scripts/prisma-offline.ts dev --name "$name"
