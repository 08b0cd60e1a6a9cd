#!/usr/bin/env bash
# `make screenshots`: three real answers drawn by parkcheck (a legal curb, a swept curb, a `near`
# answer) and a page, rendered by headless Chromium to PNG in OUTDIR. Fails when parkcheck fails,
# when a file is not well-formed XML, or when Chromium reports a parse error or writes no image.
# Usage: scripts/render_pictures.sh PARKCHECK_BINARY OUTDIR
set -euo pipefail
bin="$1"
out="$2"
chromium="${CHROMIUM:-$(command -v chromium || command -v chromium-browser || true)}"
if [ -z "$chromium" ]; then
    echo "screenshots: Chromium is needed (Debian: apt-get install chromium); nothing rendered" >&2
    exit 1
fi
mkdir -p "$out"
guerrero=(37.759546 -122.423713)
"$bin" "${guerrero[@]}" --permit S --at 2026-11-23T06:00 --format svg -o "$out/legal.svg"
"$bin" "${guerrero[@]}" --at 2026-11-24T08:30 --format svg -o "$out/sweeping.svg"
"$bin" near "${guerrero[@]}" --stay 2h --at 2026-11-24T07:30 --limit 4 --format svg -o "$out/near.svg"
"$bin" "${guerrero[@]}" --permit S --at 2026-11-23T06:00 --format html -o "$out/legal.html"

profile="$(mktemp -d)"
trap 'rm -rf "$profile"' EXIT
for file in legal.svg sweeping.svg near.svg legal.html; do
    path="$out/$file"
    python3 -c 'import sys, xml.etree.ElementTree as ET; ET.parse(sys.argv[1])' "$path"
    if [ "${file##*.}" = svg ]; then
        size="$(python3 -c 'import sys, xml.etree.ElementTree as ET; r = ET.parse(sys.argv[1]).getroot(); print(r.get("width") + "," + r.get("height"))' "$path")"
    else
        size=700,1000
    fi
    png="$out/${file%.*}.png"
    if [ "${file##*.}" = html ]; then png="$out/${file%.*}-page.png"; fi
    rm -f "$png"
    flags=(--headless=new --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir="$profile"
        --no-first-run --window-size="$size")
    # Chromium shows an XML parse error as a page of its own and still exits 0: ask for the DOM.
    if "$chromium" "${flags[@]}" --dump-dom "file://$(realpath "$path")" 2>/dev/null | grep -q parsererror; then
        echo "screenshots: Chromium cannot render $path (parse error)" >&2
        exit 1
    fi
    "$chromium" "${flags[@]}" --screenshot="$png" "file://$(realpath "$path")" 2>/dev/null
    if [ ! -s "$png" ]; then
        echo "screenshots: Chromium wrote no image for $path" >&2
        exit 1
    fi
    echo "screenshots: $png ($size)"
done
