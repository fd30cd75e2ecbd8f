#!/usr/bin/env bash
# Start a local PostgreSQL on 127.0.0.1 for the storage tests and print the line that points them at it:
#   eval "$(.ci/postgres.sh)"   # exports MODERATION_TEST_DATABASE_URL=postgresql+psycopg://…@127.0.0.1:5432/…
# Debian, as root: installs postgresql with apt-get when missing, starts (or creates) a cluster, creates the
# user and database. Idempotent; when the database already answers it only prints the line.
# Only the export line goes to stdout; progress and errors go to stderr.
set -euo pipefail

PG_USER="${MODERATION_PG_USER:-moderation}"
PG_PASSWORD="${MODERATION_PG_PASSWORD:-moderation}"
PG_DB="${MODERATION_PG_DB:-moderation_test}"
PG_PORT="${MODERATION_PG_PORT:-5432}"
URL="postgresql+psycopg://${PG_USER}:${PG_PASSWORD}@127.0.0.1:${PG_PORT}/${PG_DB}"

say() { echo "postgres.sh: $*" >&2; }
print_url() { echo "export MODERATION_TEST_DATABASE_URL='${URL}'"; }

# Fast path: the database already accepts our user.
database_answers() {
  command -v psql >/dev/null 2>&1 &&
    PGPASSWORD="$PG_PASSWORD" PGCONNECT_TIMEOUT=3 psql -h 127.0.0.1 -p "$PG_PORT" -U "$PG_USER" -d "$PG_DB" \
      -qAtX -c 'SELECT 1' >/dev/null 2>&1
}
if database_answers; then
  print_url
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  say "not root and no database at 127.0.0.1:${PG_PORT}; run as root or start PostgreSQL yourself"
  exit 1
fi

# Install the server when missing (quietly; apt output would drown the CI log).
if ! command -v pg_ctlcluster >/dev/null 2>&1 || ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  say "installing postgresql with apt-get"
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi

VERSION="$(ls /usr/lib/postgresql | sort -V | tail -n 1)"
CLUSTER="main"
if ! pg_lsclusters -h | awk -v v="$VERSION" -v c="$CLUSTER" '$1 == v && $2 == c { found = 1 } END { exit !found }'; then
  say "creating cluster ${VERSION}/${CLUSTER}"
  pg_createcluster --port "$PG_PORT" "$VERSION" "$CLUSTER" >/dev/null
fi
# Listen on loopback only, on the agreed port: a drop-in file the stock postgresql.conf includes.
CONF_DIR="/etc/postgresql/${VERSION}/${CLUSTER}/conf.d"
mkdir -p "$CONF_DIR"
printf "listen_addresses = '127.0.0.1'\nport = %s\n" "$PG_PORT" >"$CONF_DIR/moderation-ci.conf"

if ! pg_ctlcluster "$VERSION" "$CLUSTER" status >/dev/null 2>&1; then
  say "starting cluster ${VERSION}/${CLUSTER} on 127.0.0.1:${PG_PORT}"
  pg_ctlcluster "$VERSION" "$CLUSTER" start >/dev/null
fi
for _ in $(seq 1 60); do
  pg_isready -q -h 127.0.0.1 -p "$PG_PORT" && break
  sleep 0.5
done
pg_isready -q -h 127.0.0.1 -p "$PG_PORT" || { say "PostgreSQL did not become ready"; exit 1; }

# User and database, created once; the password is (re)set so the URL always works.
as_postgres() { (cd / && runuser -u postgres -- psql -p "$PG_PORT" -qAtX -v ON_ERROR_STOP=1 "$@"); }
as_postgres -v user="$PG_USER" -v password="$PG_PASSWORD" >/dev/null <<'SQL'
SELECT format('CREATE ROLE %I LOGIN PASSWORD %L', :'user', :'password')
 WHERE NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = :'user') \gexec
SELECT format('ALTER ROLE %I LOGIN PASSWORD %L', :'user', :'password') \gexec
SQL
as_postgres -v user="$PG_USER" -v db="$PG_DB" >/dev/null <<'SQL'
SELECT format('CREATE DATABASE %I OWNER %I', :'db', :'user')
 WHERE NOT EXISTS (SELECT 1 FROM pg_database WHERE datname = :'db') \gexec
SQL

if ! database_answers; then
  say "the database is up but ${PG_USER} cannot log in to ${PG_DB} at 127.0.0.1:${PG_PORT}"
  exit 1
fi
print_url
