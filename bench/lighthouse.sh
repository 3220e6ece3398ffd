#!/usr/bin/env bash
# Lighthouse (mobile defaults: Slow 4G, 4x CPU) on /, /shop and a product page of
# the production build on a freshly seeded database; prints the four category
# scores, LCP, CLS and TBT, three runs per page (LH_RUNS) and their median. Lighthouse is fetched by npx on first use (not a
# project dependency). Targets: each score >= 95, LCP <= 2.0 s, CLS <= 0.05.
#   bash bench/lighthouse.sh
set -euo pipefail
cd "$(dirname "$0")/.."
PORT=${BENCH_PORT:-3391}
DB=/tmp/bench-lighthouse.db
CHROME=${CHROMIUM_PATH:-/usr/bin/chromium}
export DATABASE_URL="file:$DB" PORT NODE_ENV=production RATE_LIMIT_DISABLED=1
# What production requires (app/utils/env.server.ts); Lighthouse talks to the server over http directly.
export SESSION_SECRET=bench-session-secret-0123456789abcdef JWT_SECRET=bench-jwt-secret-0123456789abcdefghijk
export APP_URL="https://localhost:$PORT" RAZORPAY_KEY_ID=rzp_test_bench RAZORPAY_TEST_MODE=1 RAZORPAY_KEY_SECRET=bench-razorpay-key-secret RAZORPAY_WEBHOOK_SECRET=bench-razorpay-webhook-secret

npm run build --silent
rm -f "$DB" "$DB-wal" "$DB-shm"
# The demo catalogue is seeded outside production (production setup never seeds demo data).
APP_URL= NODE_ENV=development node_modules/.bin/tsx scripts/setup.ts >/dev/null
node server.js >/tmp/bench-lighthouse-server.log 2>&1 &
SERVER=$!
trap 'kill $SERVER 2>/dev/null' EXIT
for _ in $(seq 1 60); do curl -sf "http://localhost:$PORT/api/health" >/dev/null && break; sleep 0.5; done
PRODUCT=$(node -e "const D=require('better-sqlite3');const db=new D('$DB',{readonly:true});console.log(db.prepare('SELECT id FROM Product WHERE isActive=1 AND archivedAt IS NULL ORDER BY createdAt LIMIT 1').get().id)")

RUNS=${LH_RUNS:-3}
echo "Lighthouse 12.8.2, mobile defaults, $RUNS runs per page (the verdict uses each metric's median)"
printf '%-40s %5s %5s %5s %5s %7s %7s %7s\n' page perf a11y bp seo LCP CLS TBT
fail=0
for path in / /shop "/product/$PRODUCT"; do
  files=()
  for run in $(seq 1 "$RUNS"); do
    out=/tmp/bench-lh-$run.json
    CHROME_PATH=$CHROME npx --yes lighthouse@12.8.2 "http://localhost:$PORT$path" --quiet --output=json --output-path=$out \
      --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run" >/dev/null 2>&1
    files+=("$out")
  done
  node -e '
    const [page, ...files] = process.argv.slice(1);
    const rows = files.map((f) => {
      const r = require(f), c = r.categories, a = r.audits;
      return {
        s: ["performance", "accessibility", "best-practices", "seo"].map((k) => Math.round((c[k]?.score ?? 0) * 100)),
        lcp: a["largest-contentful-paint"].numericValue / 1000, cls: a["cumulative-layout-shift"].numericValue, tbt: a["total-blocking-time"].numericValue,
      };
    });
    const line = (label, r) => console.log(label.padEnd(40), ...r.s.map((v) => String(v).padStart(5)), (r.lcp.toFixed(2) + "s").padStart(7), r.cls.toFixed(3).padStart(7), (Math.round(r.tbt) + "ms").padStart(7));
    rows.forEach((r, i) => line(`${page} (run ${i + 1})`, r));
    const med = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
    const m = { s: [0, 1, 2, 3].map((i) => med(rows.map((r) => r.s[i]))), lcp: med(rows.map((r) => r.lcp)), cls: med(rows.map((r) => r.cls)), tbt: med(rows.map((r) => r.tbt)) };
    line(`${page} median`, m);
    process.exit(m.s.some((v) => v < 95) || m.lcp > 2 || m.cls > 0.05 ? 1 : 0);
  ' "$path" "${files[@]}" || fail=1
done
[ $fail = 0 ] && echo "All targets met." || { echo "Some target missed."; exit 1; }
