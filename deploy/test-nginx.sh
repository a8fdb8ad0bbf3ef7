#!/usr/bin/env bash
# Runs deploy/nginx.conf on loopback in front of two real app instances on one PostgreSQL, and
# checks through nginx: both upstreams answer /api/health, the SPA index, an /assets/ file with
# gzip and a one-year cache, the unread SSE stream arriving unbuffered, an upload, the body limit,
# that a client-sent X-Forwarded-For does not escape the login limit (TRUST_PROXY=1),
# and failover plus graceful shutdown when one instance stops.
#
#   bash deploy/test-nginx.sh
#
# Needs: PostgreSQL (TEST_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres; a
# scratch database is created and dropped), nginx (installed from Debian's packages if missing),
# curl and psql. Uses the web build in WEB_DIST (default apps/web/dist; built into a temp folder
# if missing). Everything listens on 127.0.0.1 only; nginx runs with its own prefix in a temp dir.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
ADMIN_URL="${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
TMP="$(mktemp -d /tmp/askearn-nginx-XXXXXX)"
DB_NAME="askearn_nginx_$$"
PIDS=()
NGINX_PID=""
FAILED=0
PASSED=0

log() { printf '  %s\n' "$*"; }
pass() { PASSED=$((PASSED + 1)); printf '  ok   %s\n' "$*"; }
fail() { FAILED=$((FAILED + 1)); printf '  FAIL %s\n' "$*"; }

cleanup() {
  set +e
  [[ -n "$NGINX_PID" ]] && kill "$NGINX_PID" 2>/dev/null
  for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null; done
  sleep 0.5
  for pid in "${PIDS[@]}"; do kill -9 "$pid" 2>/dev/null; done
  psql "$ADMIN_URL" -qc "drop database if exists $DB_NAME with (force)" >/dev/null 2>&1
  if [[ "$FAILED" -gt 0 || "${KEEP_TMP:-}" == 1 ]]; then echo "logs kept in $TMP"; else rm -rf "$TMP"; fi
}
trap cleanup EXIT

if ! command -v nginx >/dev/null; then
  echo "nginx is missing: installing Debian's package"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
fi
command -v curl >/dev/null || { echo "curl is needed"; exit 1; }
command -v psql >/dev/null || { echo "psql is needed"; exit 1; }

WEB_DIST="${WEB_DIST:-$ROOT/apps/web/dist}"
if [[ ! -f "$WEB_DIST/index.html" ]]; then
  echo "no web build in $WEB_DIST: building one into $TMP/web"
  (cd "$ROOT/apps/web" && npx vite build --outDir "$TMP/web" --emptyOutDir >/dev/null)
  WEB_DIST="$TMP/web"
fi

# The instances run what production runs: the server bundled by apps/server/scripts/build.mjs.
(cd "$ROOT/apps/server" && node scripts/build.mjs >/dev/null)

free_port() {
  node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}
PORT_A="$(free_port)"
PORT_B="$(free_port)"
while [[ "$PORT_B" == "$PORT_A" ]]; do PORT_B="$(free_port)"; done
NGINX_PORT="$(free_port)"
while [[ "$NGINX_PORT" == "$PORT_A" || "$NGINX_PORT" == "$PORT_B" ]]; do NGINX_PORT="$(free_port)"; done

psql "$ADMIN_URL" -qc "create database $DB_NAME" >/dev/null
DATABASE_URL="$(node -e 'const u=new URL(process.argv[1]);u.pathname="/"+process.argv[2];console.log(u.toString())' "$ADMIN_URL" "$DB_NAME")"

echo "starting two app instances on 127.0.0.1:$PORT_A and 127.0.0.1:$PORT_B"
start_instance() {
  local name="$1" port="$2"
  mkdir -p "$TMP/$name"
  (
    cd "$ROOT/apps/server"
    # Own DATA_DIR each, but one shared UPLOAD_DIR (a shared volume; or set S3_* instead).
    PORT="$port" HOST=127.0.0.1 DATA_DIR="$TMP/$name" UPLOAD_DIR="$TMP/uploads" DATABASE_URL="$DATABASE_URL" \
      JWT_SECRET="nginx-test-secret-shared-by-every-instance" SEED_DEMO=false \
      ADMIN_PASSWORD="admin-password-123" WEB_DIST="$WEB_DIST" TRUST_PROXY=1 \
      PUBLIC_URL="http://127.0.0.1:$NGINX_PORT" LOG_LEVEL=warn \
      exec node dist/main.js
  ) >"$TMP/$name.log" 2>&1 &
  PIDS+=("$!")
}
wait_health() {
  local url="$1"
  for _ in $(seq 1 240); do
    curl -fsS -o /dev/null "$url/api/health" 2>/dev/null && return 0
    sleep 0.25
  done
  return 1
}
# Both at once: migrations at start run under an advisory lock.
start_instance a "$PORT_A"
start_instance b "$PORT_B"
PID_B="${PIDS[1]}"
wait_health "http://127.0.0.1:$PORT_A" || { cat "$TMP/a.log"; exit 1; }
wait_health "http://127.0.0.1:$PORT_B" || { cat "$TMP/b.log"; exit 1; }

echo "starting nginx on 127.0.0.1:$NGINX_PORT with deploy/nginx.conf"
chmod 755 "$TMP"
sed -e "s/listen 80;/listen 127.0.0.1:$NGINX_PORT;/" \
  -e "s/server 127.0.0.1:3001 /server 127.0.0.1:$PORT_A /" \
  -e "s/server 127.0.0.1:3002 /server 127.0.0.1:$PORT_B /" \
  "$ROOT/deploy/nginx.conf" >"$TMP/askearn.conf"
grep -q "127.0.0.1:$PORT_A" "$TMP/askearn.conf" && grep -q "127.0.0.1:$PORT_B" "$TMP/askearn.conf" ||
  { echo "could not point the upstream at the test ports"; exit 1; }
MIME_TYPES=/etc/nginx/mime.types
[[ -f "$MIME_TYPES" ]] || MIME_TYPES="$(dirname "$(nginx -V 2>&1 | sed -n 's/.*--conf-path=\([^ ]*\).*/\1/p')")/mime.types"
cat >"$TMP/nginx.conf" <<EOF
pid $TMP/nginx.pid;
error_log $TMP/error.log warn;
worker_processes 1;
events { worker_connections 256; }
http {
    include $MIME_TYPES;
    access_log $TMP/access.log;
    client_body_temp_path $TMP/client_body;
    proxy_temp_path $TMP/proxy;
    fastcgi_temp_path $TMP/fastcgi;
    uwsgi_temp_path $TMP/uwsgi;
    scgi_temp_path $TMP/scgi;
    include $TMP/askearn.conf;
}
EOF
nginx -t -p "$TMP" -c "$TMP/nginx.conf" 2>"$TMP/nginx-t.log" || { cat "$TMP/nginx-t.log"; exit 1; }
nginx -p "$TMP" -c "$TMP/nginx.conf" -g "daemon off;" 2>>"$TMP/error.log" &
NGINX_PID=$!
NGINX="http://127.0.0.1:$NGINX_PORT"
for _ in $(seq 1 40); do curl -fsS -o /dev/null "$NGINX/api/health" 2>/dev/null && break; sleep 0.25; done

echo "checks through nginx"
# 1. Both upstreams answer (round-robin), every answer 200.
upstreams=""
ok_health=1
for _ in $(seq 1 10); do
  headers="$(curl -sS -D - -o "$TMP/health.json" "$NGINX/api/health")"
  grep -q "^HTTP/1.1 200" <<<"$headers" || ok_health=0
  upstreams+="$(grep -i '^x-upstream:' <<<"$headers" | tr -d '\r' | awk '{print $2}')"$'\n'
done
if [[ "$ok_health" == 1 ]] && grep -q "127.0.0.1:$PORT_A" <<<"$upstreams" && grep -q "127.0.0.1:$PORT_B" <<<"$upstreams"; then
  pass "/api/health: 10 × 200, answered by both 127.0.0.1:$PORT_A and 127.0.0.1:$PORT_B"
else
  fail "/api/health through nginx (upstreams seen: $(sort -u <<<"$upstreams" | tr '\n' ' '))"
fi

# 2. The SPA: index and a history route.
# "/" moves to /home (its canonical address, issue 19): follow it.
index="$(curl -sSL "$NGINX/")"
route_status="$(curl -sS -o /dev/null -w '%{http_code}' "$NGINX/questions")"
if grep -q '<div id="root">' <<<"$index" && [[ "$route_status" == 200 ]]; then
  pass "SPA index.html at / and /questions"
else
  fail "SPA index (route status $route_status)"
fi

# 3. A hashed asset: gzip and a one-year immutable cache.
asset="$(grep -o '/assets/[^"]*\.js' <<<"$index" | head -1)"
if [[ -z "$asset" ]]; then
  fail "no /assets/*.js referenced by index.html"
else
  headers="$(curl -sS -D - -o /dev/null -H 'Accept-Encoding: gzip' "$NGINX$asset" | tr -d '\r')"
  cache="$(grep -i '^cache-control:' <<<"$headers" | cut -d' ' -f2-)"
  if grep -q "^HTTP/1.1 200" <<<"$headers" && grep -qi '^content-encoding: gzip' <<<"$headers" &&
    [[ "$cache" == "public, max-age=31536000, immutable" ]] && [[ "$(grep -ci '^cache-control:' <<<"$headers")" == 1 ]]; then
    pass "$asset: 200, gzip, Cache-Control: $cache"
  else
    fail "$asset headers: $(tr '\n' '|' <<<"$headers")"
  fi
fi

# 4. The unread SSE stream, unbuffered: the first event within 2 s, the stream still open then.
register="$(curl -sS -H 'content-type: application/json' \
  -d "{\"username\":\"nginx_$$\",\"password\":\"correct horse battery\"}" "$NGINX/api/register")"
token="$(node -e 'console.log(JSON.parse(process.argv[1]).access_token ?? "")' "$register")"
if [[ -z "$token" ]]; then
  fail "register through nginx: $register"
else
  set +e
  curl -sS -N --max-time 2 -H "Authorization: Bearer $token" "$NGINX/api/messages/stream" >"$TMP/sse.txt" 2>/dev/null
  sse_exit=$?
  set -e
  # 28 = curl's timeout: the stream was still open after 2 s, as a live stream must be.
  if [[ "$sse_exit" == 28 ]] && grep -q '^event: unread' "$TMP/sse.txt" && grep -q '^data: {"unread":0}' "$TMP/sse.txt"; then
    pass "/api/messages/stream: first event within 2 s, stream held open"
  else
    fail "/api/messages/stream (curl exit $sse_exit): $(tr '\n' '|' <<<"$(cat "$TMP/sse.txt")")"
  fi

  # 5. An upload through the upload location, read back through nginx from both instances.
  printf '%s' 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==' |
    base64 -d >"$TMP/leaf.png"
  upload="$(curl -sS -H "Authorization: Bearer $token" -F "images=@$TMP/leaf.png;filename=leaf.png" "$NGINX/api/upload/image")"
  url="$(node -e 'try{console.log(JSON.parse(process.argv[1]).url ?? "")}catch{console.log("")}' "$upload")"
  read_back=0
  for _ in 1 2 3 4; do
    curl -fsS "$NGINX$url" -o "$TMP/back.png" 2>/dev/null && cmp -s "$TMP/leaf.png" "$TMP/back.png" &&
      read_back=$((read_back + 1))
  done
  if [[ -n "$url" && "$read_back" == 4 ]]; then
    pass "upload through nginx, read back 4 × (both instances) at $url"
  else
    fail "upload through nginx: $upload"
  fi
fi

# 6. Bodies over 2 MB outside /api/upload/ stop at nginx.
big_status="$(head -c 3000000 /dev/zero | curl -sS -o /dev/null -w '%{http_code}' -H 'content-type: application/json' \
  --data-binary @- "$NGINX/api/login")"
if [[ "$big_status" == 413 ]]; then pass "3 MB JSON body refused with 413"; else fail "3 MB JSON body: $big_status"; fi

# 7. A client cannot choose its address: with TRUST_PROXY=1 (one proxy: nginx, as the instances
# here), only the address nginx appended to X-Forwarded-For is believed, not what the client sent, so
# wrong passwords sent with a new made-up address each still reach the login limit. (The proxy's
# address, 127.0.0.1, would not do here: curl is on 127.0.0.1 too, so its own entries would pass as
# further trusted hops.)
limited=0
for i in $(seq 1 25); do
  code="$(curl -sS -o /dev/null -w '%{http_code}' -H 'content-type: application/json' \
    -H "X-Forwarded-For: 198.51.100.$i" -d "{\"username\":\"nginx_$$\",\"password\":\"wrong-$i\"}" \
    "$NGINX/api/login")"
  [[ "$code" == 429 ]] && limited=$((limited + 1))
done
if [[ "$limited" -gt 0 ]]; then
  pass "25 wrong logins, each with a made-up X-Forwarded-For: $limited answered 429 (the limit holds)"
else
  fail "25 wrong logins with made-up X-Forwarded-For addresses: none limited (TRUST_PROXY believes the client)"
fi

# 8. Instance B stops gracefully (SIGTERM → exit 0); nginx keeps answering from A.
kill -TERM "$PID_B"
b_exit=0
for _ in $(seq 1 40); do kill -0 "$PID_B" 2>/dev/null || break; sleep 0.25; done
if kill -0 "$PID_B" 2>/dev/null; then b_exit=timeout; else wait "$PID_B" || b_exit=$?; fi
all_ok=1
for _ in $(seq 1 6); do
  [[ "$(curl -sS -o /dev/null -w '%{http_code}' "$NGINX/api/health")" == 200 ]] || all_ok=0
done
if [[ "$b_exit" == 0 && "$all_ok" == 1 ]]; then
  pass "instance B shut down cleanly (exit 0); 6 × /api/health still 200 through nginx"
else
  fail "failover: B exit $b_exit, health all 200: $all_ok"
fi

echo "$PASSED passed, $FAILED failed"
[[ "$FAILED" == 0 ]]
