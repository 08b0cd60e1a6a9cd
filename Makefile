# parkcheck — see README.md. Every target works from a fresh clone with ../shared beside it.
SWIFT      ?= swift
PREFIX     ?= /usr/local
SHARED     ?= ../shared
RAW_DATA   ?= $(SHARED)/data/sf
CONFIG     ?= release
BUILD_FLAGS = -c $(CONFIG) --static-swift-stdlib
BIN         = "$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/parkcheck"

.PHONY: all build test run install uninstall clean data check-data bench

all: build

# The binary, then Resources/parkcheck.pack, the index that lets a lookup read only the data near
# its point (always rewritten: it takes under a second, and a pack of an older format is never used).
build:
	$(SWIFT) build $(BUILD_FLAGS) --product parkcheck
	$(BIN) pack Resources

# The whole test suite: unit tests, peer fixtures, end-to-end tests of the built binary.
test:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# The main job on the bundled data: one lookup in the Mission (Area S).
run: build
	$(BIN) 37.76 -122.43 --permit Q

# The binary to $(PREFIX)/bin, the data it answers from to $(PREFIX)/share/parkcheck (where the
# binary looks for it: ../share/parkcheck beside itself). Not REPORT.md: that is the build's log.
# The pack is written anew from the installed files (it remembers their modification times).
install: build
	install -d "$(PREFIX)/bin" "$(PREFIX)/share/parkcheck"
	install -m 0755 $(BIN) "$(PREFIX)/bin/parkcheck"
	install -m 0644 Resources/zones.json Resources/regulations.geojson Resources/sweeping.geojson \
		Resources/meters.geojson Resources/README.md "$(PREFIX)/share/parkcheck/"
	"$(PREFIX)/bin/parkcheck" pack "$(PREFIX)/share/parkcheck"

uninstall:
	rm -f "$(PREFIX)/bin/parkcheck"
	rm -f "$(PREFIX)/share/parkcheck/zones.json" "$(PREFIX)/share/parkcheck/regulations.geojson" \
		"$(PREFIX)/share/parkcheck/sweeping.geojson" "$(PREFIX)/share/parkcheck/meters.geojson" \
		"$(PREFIX)/share/parkcheck/README.md" "$(PREFIX)/share/parkcheck/parkcheck.pack"
	-rmdir "$(PREFIX)/share/parkcheck" 2>/dev/null

clean:
	rm -rf .build

# Rebuild Resources/ from the city's raw exports with the project's own code (deterministic).
data:
	$(SWIFT) run parkcheck-data --input "$(RAW_DATA)" --output Resources

# CI: the committed Resources/ must equal a fresh build: no file changed, none added (an untracked
# file the build wrote would be missing from every clone).
check-data: data
	git diff --exit-code --stat -- Resources
	@untracked="$$(git ls-files --others --exclude-standard -- Resources)"; \
	if [ -n "$$untracked" ]; then \
		echo "check-data: the data build wrote files that are not committed:"; echo "$$untracked"; exit 1; \
	fi

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
