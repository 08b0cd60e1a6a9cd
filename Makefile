# parkcheck — see README.md. Every target works from a fresh clone with ../shared beside it.
SWIFT      ?= swift
PREFIX     ?= /usr/local
SHARED     ?= ../shared
RAW_DATA   ?= $(SHARED)/data/sf
FEEDS      ?= $(SHARED)/fixtures/curblr
CONFIG     ?= release
BUILD_FLAGS = -c $(CONFIG) --static-swift-stdlib
BIN         = "$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/parkcheck"

.PHONY: all build test run install uninstall clean data check-data check-schemas check-readme check-cds cds-portland cds-austin check-library check-decimals bench api check-pictures screenshots tzrules check-tzrules

all: build

# The binary, then Resources/parkcheck.pack, the index that lets a lookup read only the data near
# its point (always rewritten: it takes under a second, and a pack of an older format is never used).
build:
	$(SWIFT) build $(BUILD_FLAGS) --product parkcheck
	$(BIN) pack Resources

# The whole test suite: unit tests, peer fixtures, end-to-end tests of the built binary. Quiet: only
# failures print while it runs (each with file:line and message); a table of tests per suite and
# every failure again follow at the end. `make test TEST_FLAGS=` prints every test as it runs.
TEST_FLAGS   ?= --quiet
test:
	$(SWIFT) build --build-tests
	@# The end-to-end tests run the debug binary on Resources/ as `make run` leaves it, with its
	@# pack: without one every run parses 13 MB of JSON (~3 s in debug, the suite 2x slower).
	@# The paths without a pack have tests of their own (PackEndToEndTests, on copies).
	"$$($(SWIFT) build --show-bin-path)/parkcheck" pack Resources
	@rm -f .build/test-results*.xml
	@# The suite's scratch files (copies of the data, packs, feeds, configs) go to a folder of its
	@# own, removed afterwards whatever the outcome: tests that keep a copy for the whole run cannot
	@# remove it themselves, and a day of runs had left 3,100 folders (14 GB) in /tmp.
	@status=0; scratch="$$(mktemp -d "$${TMPDIR:-/tmp}/parkcheck-tests.XXXXXX")"; \
	TMPDIR="$$scratch" $(SWIFT) test --skip-build $(TEST_FLAGS) --xunit-output .build/test-results.xml || status=$$?; \
	rm -rf "$$scratch"; \
	python3 scripts/test_summary.py .build/test-results-swift-testing.xml || [ $$status -ne 0 ] || status=1; \
	exit $$status

# The main job on the bundled data: one lookup in the Mission (Area S).
run: build
	$(BIN) 37.76 -122.43 --permit Q

# The binary to $(PREFIX)/bin (stripped), the data it answers from to $(PREFIX)/share/parkcheck
# (where the binary looks for it: ../share/parkcheck beside itself), the man page and the bash, zsh
# and fish completions (written by the binary: the same lists as --help). Not REPORT.md: that is the
# build's log. The pack is written anew from the installed files (it remembers their modification
# times). DESTDIR stages the whole tree elsewhere (packaging): make install DESTDIR=/tmp/stage.
# `install-files` does the copying alone, from the binary BIN names (the tests use a debug build).
MAN_DIR  = $(DESTDIR)$(PREFIX)/share/man/man1
BASH_DIR = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSH_DIR  = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISH_DIR = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
DATA_DIR = $(DESTDIR)$(PREFIX)/share/parkcheck
DATA_FILES = zones.json regulations.geojson sweeping.geojson meters.geojson README.md

.PHONY: install-files

install: build
	@# The shell works out the binary's path here: handed on as text, the sub-make would read
	@# $$(swift build …) as a make variable (empty) and look for '/parkcheck'.
	$(MAKE) install-files BIN="$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/parkcheck"

install-files:
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DATA_DIR)" "$(MAN_DIR)" "$(BASH_DIR)" "$(ZSH_DIR)" "$(FISH_DIR)"
	install -s -m 0755 $(BIN) "$(DESTDIR)$(PREFIX)/bin/parkcheck"
	install -m 0644 $(addprefix Resources/,$(DATA_FILES)) "$(DATA_DIR)/"
	"$(DESTDIR)$(PREFIX)/bin/parkcheck" man > "$(MAN_DIR)/parkcheck.1"
	"$(DESTDIR)$(PREFIX)/bin/parkcheck" completions bash > "$(BASH_DIR)/parkcheck"
	"$(DESTDIR)$(PREFIX)/bin/parkcheck" completions zsh > "$(ZSH_DIR)/_parkcheck"
	"$(DESTDIR)$(PREFIX)/bin/parkcheck" completions fish > "$(FISH_DIR)/parkcheck.fish"
	chmod 0644 "$(MAN_DIR)/parkcheck.1" "$(BASH_DIR)/parkcheck" "$(ZSH_DIR)/_parkcheck" "$(FISH_DIR)/parkcheck.fish"
	@# Each city's files that lookups read (not its REPORT.md, the build's log, as for San Francisco's).
	for city in Resources/cities/*/; do \
		install -d "$(DATA_DIR)/cities/$$(basename "$$city")" && \
		install -m 0644 $$(ls "$$city"city.json "$$city"curbs.curblr.json "$$city"holidays.txt 2>/dev/null) \
			"$(DATA_DIR)/cities/$$(basename "$$city")/" || exit 1; \
	done
	"$(DESTDIR)$(PREFIX)/bin/parkcheck" pack "$(DATA_DIR)"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/parkcheck"
	rm -f $(addprefix "$(DATA_DIR)"/,$(DATA_FILES) parkcheck.pack)
	rm -rf "$(DATA_DIR)/cities"
	rm -f "$(MAN_DIR)/parkcheck.1" "$(BASH_DIR)/parkcheck" "$(ZSH_DIR)/_parkcheck" "$(FISH_DIR)/parkcheck.fish"
	-rmdir "$(DATA_DIR)" 2>/dev/null

clean:
	rm -rf .build

# Rebuild Resources/ from the city's raw exports with the project's own code (deterministic).
data:
	$(SWIFT) run parkcheck-data --input "$(RAW_DATA)" --feeds "$(FEEDS)" --output Resources

# CI: the committed Resources/ must equal a fresh build: no file changed, none added (an untracked
# file the build wrote would be missing from every clone).
check-data: data
	git diff --exit-code --stat -- Resources
	@untracked="$$(git ls-files --others --exclude-standard -- Resources)"; \
	if [ -n "$$untracked" ]; then \
		echo "check-data: the data build wrote files that are not committed:"; echo "$$untracked"; exit 1; \
	fi

# Sources/ZoneKit/Time/TimeZoneTable.swift from the system tzdata (TZDIR, /usr/share/zoneinfo by
# default): every IANA zone's current POSIX rule and every link; and TimeZoneLocations.swift, each
# zone's principal location (zone1970.tab). Deterministic: check-tzrules rewrites them and fails if a
# byte moved (a tzdata other than the header's version moves it; that is the point).
TZDIR ?= /usr/share/zoneinfo
tzrules:
	python3 scripts/tzrules.py --zoneinfo "$(TZDIR)" --output Sources/ZoneKit/Time/TimeZoneTable.swift \
		--locations Sources/ZoneKit/Time/TimeZoneLocations.swift

check-tzrules: tzrules
	git diff --exit-code -- Sources/ZoneKit/Time/TimeZoneTable.swift Sources/ZoneKit/Time/TimeZoneLocations.swift

# ZoneKit's public face as the compiler sees it: public types (top-level and nested) and
# declarations, each type named, beside the counts before issue 17 trimmed it
# (docs/public-api-before.json, saved with --save at 701e321); fails on a public declaration
# without a /// comment.
api:
	python3 scripts/public_api.py --list --check-docs --compare docs/public-api-before.json

# The JSON Schemas of docs/schema/ against real output of the debug binary, checked by an
# independent validator: Python's jsonschema (PyPI), installed for this user when missing.
check-schemas:
	$(SWIFT) build --product parkcheck
	python3 -c 'import jsonschema, referencing' 2>/dev/null || python3 -m pip install --user --quiet 'jsonschema>=4.18' \
		|| python3 -m pip install --user --quiet --break-system-packages 'jsonschema>=4.18'
	python3 scripts/check-schemas.py "$$($(SWIFT) build --show-bin-path)/parkcheck"

# The README's examples, run by the debug binary on the bundled data: each prints what the README
# shows (`python3 scripts/check_readme.py BIN --fix` rewrites the outputs after a wording change).
check-readme:
	$(SWIFT) build --product parkcheck
	python3 scripts/check_readme.py "$$($(SWIFT) build --show-bin-path)/parkcheck"

# The CDS 1.1 renderings of the bundled CurbLR feeds, Portland's and Austin's (one truth, two
# formats; #18), rewritten by the project's script (deterministic; it prints what it mapped,
# approximated and dropped, and why).
CDS_PORTLAND = Resources/cities/portland/portland.cds.json
CDS_AUSTIN = Resources/cities/austin/austin.cds.json
cds-portland:
	python3 scripts/curblr_to_cds.py "$(SHARED)/fixtures/curblr/downtown_portland_2020-07-30.curblr.json" -o $(CDS_PORTLAND)

cds-austin:
	python3 scripts/curblr_to_cds.py "$(SHARED)/fixtures/curblr/austin.curblr.json" -o $(CDS_AUSTIN)

# Those renderings, then the three CDS 1.0.1 example payloads of ../shared/fixtures/cds, against the CDS
# 1.1 OpenAPI schemas of ../shared/docs/specs/cds-1.1-openapi, by an independent validator: Python's
# jsonschema (PyPI) with PyYAML, installed for this user when missing. The renderings must equal a
# fresh run of the script. Two errata of the published geometry schemas are named and printed
# (scripts/check_cds.py says which and why); any other error fails.
check-cds: cds-portland cds-austin
	python3 scripts/test_curblr_to_cds.py
	git diff --exit-code --stat -- $(CDS_PORTLAND) $(CDS_AUSTIN)
	python3 -c 'import jsonschema, referencing, yaml' 2>/dev/null || python3 -m pip install --user --quiet 'jsonschema>=4.18' pyyaml \
		|| python3 -m pip install --user --quiet --break-system-packages 'jsonschema>=4.18' pyyaml
	python3 scripts/check_cds.py --specs "$(SHARED)/docs/specs/cds-1.1-openapi" --fixtures "$(SHARED)/fixtures/cds" $(CDS_PORTLAND) $(CDS_AUSTIN)

# ZoneKit used as other programs use it: Examples/QuickAnswer (a path dependency) built and run, and
# a throwaway client depending on a tagged clone of HEAD by version (file:// URL, `from: "1.0.0"`;
# SwiftPM refuses that when a target the client uses has unsafeFlags). Debug builds, no network.
check-library:
	scripts/check_library_client.sh "$(SWIFT)"

# The decimal readers (JSON's and the batch rows') against strtod on DECIMAL_CASES generated
# strings each, beyond the suite's 200,000: the same double, bit for bit. In CI.
DECIMAL_CASES ?= 3000000
check-decimals:
	$(SWIFT) build --build-tests
	PARKCHECK_DECIMAL_CASES=$(DECIMAL_CASES) $(SWIFT) test --skip-build \
		--filter 'generatedDecimalsAreStrtodsDoubles|agreesWithTheStandardLibraryOnRandomNumbers'

# Timings against the process floor and a shapely baseline; writes BENCHMARKS.md. Never part of `test`.
bench:
	SWIFT="$(SWIFT)" SHARED="$(SHARED)" RAW_DATA="$(RAW_DATA)" PARKCHECK_BUILD_FLAGS="$(BUILD_FLAGS)" bash bench/run.sh

# libFuzzer harnesses (fuzz/): build them, then run each for FUZZ_SECONDS, one after another.
# Findings go to fuzz-artifacts/<harness>/; the committed seeds are fuzz/corpus/<harness>/.
FUZZ_SECONDS ?= 60
FUZZ_HARNESSES = json zonefile inputline time pack hours

.PHONY: fuzz sanitize

fuzz:
	fuzz/build.sh
	for harness in $(FUZZ_HARNESSES); do fuzz/run.sh $$harness $(FUZZ_SECONDS) || exit 1; done

# The whole test suite under AddressSanitizer, then UndefinedBehaviorSanitizer where the toolchain
# supports it for Swift (own build folders).
# Leak detection is off: the only leaks reported are the toolchain's own (XCTest's runner and
# Foundation's Bundle.allBundles), which would fail every run; memory errors still do.
sanitize:
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan
	@printf 'let x = 1\n' > .build-asan/ubsan-probe.swift
	@if $(SWIFT)c -sanitize=undefined -typecheck .build-asan/ubsan-probe.swift 2>/dev/null; then \
		$(SWIFT) build --build-tests --sanitize=undefined --scratch-path .build-ubsan && \
		$(SWIFT) test --skip-build --sanitize=undefined --scratch-path .build-ubsan; \
	else \
		echo "sanitize: this toolchain's swiftc rejects -sanitize=undefined for Swift code (Swift traps on" \
			"overflow and out-of-bounds access itself); the UBSan run is skipped"; \
	fi

# Calendars and maps (--format ics, svg, html) checked by independent parsers: Python's icalendar
# (installed with pip when missing; a missing parser fails, never passes) for each event's start,
# zone and alarm, and Python's XML parser for the maps. Part of CI (.ci/run), not of `make test`.
check-pictures:
	$(SWIFT) build --product parkcheck
	scripts/ensure_icalendar.sh
	scripts/check_pictures.sh "$$($(SWIFT) build --show-bin-path)/parkcheck"

# Three real answers drawn (a legal curb, a swept curb, a near answer) and a page, rendered to PNG by
# headless Chromium (Debian: apt-get install chromium) in docs/pictures/; fails on a render error.
screenshots:
	$(SWIFT) build --product parkcheck
	scripts/render_pictures.sh "$$($(SWIFT) build --show-bin-path)/parkcheck" docs/pictures
