#!/usr/bin/env bash
# `make check-library`: ZoneKit used the way another program uses it (issue 17).
#   1. Examples/QuickAnswer, which depends on this checkout by path, built and run from its folder
#      (so its default data directory, ../../Resources, is the one it finds).
#   2. A throwaway client that depends on ZoneKit *by version*: a clone of HEAD tagged 1.0.0, reached
#      through a file:// URL `from: "1.0.0"` (SwiftPM refuses such a dependency when a target the
#      client uses has unsafeFlags), with the example's own main.swift. No network: the URL is a local clone.
# Both outputs must equal Examples/QuickAnswer/expected-output.txt. Debug builds: each compiles
# ZoneKit once (about a minute or two apiece). Only committed files take part in step 2.
# Usage: scripts/check_library_client.sh [SWIFT]
set -euo pipefail
swift="${1:-swift}"
root="$(cd "$(dirname "$0")/.." && pwd)"
example="$root/Examples/QuickAnswer"
expected="$example/expected-output.txt"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

check_output() {  # check_output NAME FILE
    if ! diff -u "$expected" "$2"; then
        echo "check-library: $1 printed the lines above marked +, not those of $expected" >&2
        exit 1
    fi
    echo "check-library: $1: $(head -1 "$2")"
}

# 1. The example in the repository.
echo "check-library: building Examples/QuickAnswer (path dependency on this checkout)"
"$swift" build --package-path "$example" --quiet
(cd "$example" && "$("$swift" build --package-path . --show-bin-path)/QuickAnswer") > "$work/example.txt"
check_output "Examples/QuickAnswer" "$work/example.txt"

# 2. A client depending on a tagged clone by version. The clone is named parkcheck: a URL's last
# component is the package's identity, which the client's `.product(…, package:)` names.
commit="$(git -C "$root" rev-parse HEAD)"
git clone --quiet --no-checkout "$root" "$work/parkcheck"
git -C "$work/parkcheck" checkout --quiet --detach "$commit"
git -C "$work/parkcheck" tag 1.0.0
mkdir -p "$work/client/Sources/QuickAnswer"
cp "$example/Sources/QuickAnswer/main.swift" "$work/client/Sources/QuickAnswer/main.swift"
cat > "$work/client/Package.swift" <<EOF
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "QuickAnswerClient",
    dependencies: [.package(url: "file://$work/parkcheck", from: "1.0.0")],
    targets: [
        .executableTarget(name: "QuickAnswer", dependencies: [.product(name: "ZoneKit", package: "parkcheck")])
    ],
    swiftLanguageModes: [.v6]
)
EOF
echo "check-library: building a client of ZoneKit from: \"1.0.0\" (tagged clone of $(git -C "$root" rev-parse --short HEAD))"
# Its own dependency cache: nothing of the run stays in ~/.cache.
"$swift" build --package-path "$work/client" --cache-path "$work/cache" --quiet
resolved="$(grep -o '"version" *: *"[^"]*"' "$work/client/Package.resolved" || true)"
if [ "$resolved" != '"version" : "1.0.0"' ]; then
    echo "check-library: the client did not resolve parkcheck at version 1.0.0 (Package.resolved: $resolved)" >&2
    exit 1
fi
"$("$swift" build --package-path "$work/client" --show-bin-path)/QuickAnswer" "$work/parkcheck/Resources" \
    > "$work/client.txt"
check_output "client of the tagged clone" "$work/client.txt"
echo "check-library: passed"
