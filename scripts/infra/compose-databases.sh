#!/bin/sh
# Compose's PostgreSQL, first start only (docker-entrypoint-initdb.d): one database per service, each
# owned by its own login role, so a service can reach only its own data. A role's password is the
# secret file /run/secrets/<service>_db_password when present (production mode,
# deploy/compose/production.yml), else the development default <service>-dev-only.
set -eu
for service in exam order payment subscription user content notification; do
  file=/run/secrets/${service}_db_password
  if [ -f "$file" ]; then password=$(cat "$file"); else password=$service-dev-only; fi
  psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
    -v role="$service" -v password="$password" -v database="mindprint_$service" <<'SQL'
CREATE ROLE :"role" LOGIN PASSWORD :'password';
CREATE DATABASE :"database" OWNER :"role";
REVOKE ALL ON DATABASE :"database" FROM PUBLIC;
SQL
done
