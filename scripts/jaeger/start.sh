#!/usr/bin/env bash
# Builds Jaeger v2 from the Go module proxy (once: the binary is kept in
# $MEND_CACHE, default ~/.cache/mend) and starts it on loopback with
# scripts/jaeger/config.yaml. Prints the PID on stdout; stop it with
# kill <pid>. Used by .ci/run; docs/tracing.md shows it by hand.
set -euo pipefail
cd "$(dirname "$0")/../.."
version=v1.76.0 # the module github.com/jaegertracing/jaeger; its cmd/jaeger is Jaeger v2
cache=${MEND_CACHE:-$HOME/.cache/mend}
bin=$cache/jaeger-$version
mkdir -p "$cache"
if [ ! -x "$bin" ]; then
  echo "jaeger: building $version from the module proxy (about 6-9 minutes the first time)" >&2
  # go install refuses the module's replace directives: build in the
  # downloaded module's directory instead.
  dir=$(go mod download -json "github.com/jaegertracing/jaeger@$version" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
  (cd "$dir" && CGO_ENABLED=0 GOFLAGS=-mod=mod go build -o "$bin.tmp" ./cmd/jaeger) >&2
  mv "$bin.tmp" "$bin"
fi
log=${MEND_JAEGER_LOG:-$cache/jaeger.log}
"$bin" --config scripts/jaeger/config.yaml >"$log" 2>&1 &
pid=$!
for _ in $(seq 1 120); do
  if ! kill -0 "$pid" 2>/dev/null; then
    echo "jaeger: exited at start; its log ($log):" >&2
    tail -20 "$log" >&2
    exit 1
  fi
  if curl -fsS http://127.0.0.1:13133/status >/dev/null 2>&1 || (exec 3<>/dev/tcp/127.0.0.1/16686) 2>/dev/null; then
    echo "$pid"
    exit 0
  fi
  sleep 0.5
done
echo "jaeger: not ready after 60 s; its log ($log):" >&2
tail -20 "$log" >&2
kill "$pid" 2>/dev/null || true
exit 1
