# CleanArchitectureKit — every target works on a fresh clone: `deps` installs what is missing.
#
#   make check    build the dependency-rule checker (debug) and check this package with it
#   make build    build everything (debug)
#   make test     the full test suite (the artifact bundle first), then the storage tests under the
#                 thread sanitizer: what CI runs
#   make test-e2e the end-to-end suite with the generated league package's make test run too,
#                 the packages fix left built, an older kit's package updated, a feature's life
#   make contracts  only the contract suites, and the matrix of ports × implementations
#   make demo     the league example end to end, on every store, in a temporary folder
#   make format   format the sources with the toolchain's swift-format (.swift-format)
#   make lint     check the formatting without changing anything
#   make clean    remove build products and the demo's data
#   make deps     install the system packages the build and tests need (every target runs it)
#   make corpus-check  compare the checker's imports and file lists with the compiler's and
#                 SwiftPM's on /opt/swift-packages
#   make reference-check  build each package of /opt/swift-packages without dependencies with an
#                 index store; compare the syntax resolver's references with the compiler's
#   make adoption-check  init then check on every multi-target package of /opt/swift-packages
#   make fix-check  fix on every package of /opt/swift-packages with implicit imports, then
#                 dump-package and check on the result
#   make fuzz     fuzz the lexer, the symbol scanner, the manifest reader and the JSON parser
#                 (FUZZ_SECONDS, default 60)
#   make bench    the checker's speed as ratios against cat and dump-package, per report format, and
#                 on a generated whole app (--workspace);
#                 the plugins' cost on swift build; a league command's cost against league --version;
#                 rewrites Docs/Benchmarks.md
#   make graph    redraw the target graph embedded in Docs/Architecture.md (a test fails when stale)
#   make template-paths  at a release: record what the template copies, which template-moves.json
#                 must account for when a path goes (TemplateMovesTests)
#   make new NAME=Bookshelf DEST=../Bookshelf [EXAMPLE=none|league] [NEW_ARGS='--no-module-prefix' or, with EXAMPLE=none, '--store memory']
#                 a new package from this kit's template (see Docs/Template.md)
#   make bundle   the checker as an artifact bundle, with its zip and SHA-256, in .build/bundle
#   make plugins-package DEST=DIR [BUNDLE_URL=https://… CHECKSUM=…]   the plugins package
#                 (CleanArchitectureKitPlugins) on that bundle, ready to publish (Docs/CI.md)
#   make install [PREFIX=/usr/local] [DESTDIR=]   dependency-rule and clean-architecture (release)
#                 in PREFIX/bin, the kit's files for the template in PREFIX/share/clean-architecture
#   make uninstall  remove what make install put there

SHELL := /bin/bash
.SHELLFLAGS := -o pipefail -c
SWIFT ?= swift

# dependency-rule as it is used: a release build that, on Linux, links the Swift runtime in
# (--static-swift-stdlib; the checker uses no Foundation), so that it starts in half the time and
# an installed copy keeps working when the toolchain moves (macOS has the runtime in the OS). Its
# scratch folder is its own, so that the other release builds are not relinked each time.
CHECKER_SCRATCH := .build/checker
STATIC_STDLIB := $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib)
BUILD_CHECKER = $(SWIFT) build -c release --product dependency-rule --scratch-path $(CHECKER_SCRATCH) $(STATIC_STDLIB)
CHECKER = $$($(SWIFT) build -c release --scratch-path $(CHECKER_SCRATCH) --show-bin-path)/dependency-rule
SOURCES := Package.swift Sources Tests Fakes
SUDO := $(shell [ "$$(id -u)" = 0 ] || command -v sudo >/dev/null 2>&1 && [ "$$(id -u)" != 0 ] && echo sudo)

.DEFAULT_GOAL := build
.PHONY: deps build check test test-tsan test-tsan-run test-leftovers test-e2e contracts demo format lint clean corpus-check reference-check adoption-check fix-check fuzz bench \
  graph new install uninstall bundle plugins-package template-paths

## deps: the system packages the build and the tests need (SQLite headers, pkg-config, python3 and
## its yaml module, which reads the release workflow in a test; curl and unzip, which the generated
## workflow's download of the checker uses in a test).
deps:
	@missing=""; \
	pkg-config --exists sqlite3 2>/dev/null || missing="$$missing libsqlite3-dev pkg-config"; \
	command -v python3 >/dev/null 2>&1 || missing="$$missing python3"; \
	python3 -c 'import yaml' 2>/dev/null || missing="$$missing python3-yaml"; \
	command -v curl >/dev/null 2>&1 || missing="$$missing curl"; \
	command -v unzip >/dev/null 2>&1 || missing="$$missing unzip"; \
	if [ -n "$$missing" ]; then \
	  if command -v apt-get >/dev/null 2>&1; then \
	    echo "installing:$$missing"; \
	    $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	  elif command -v brew >/dev/null 2>&1; then \
	    brew install sqlite pkg-config python3 pyyaml curl unzip; \
	  else \
	    echo "error: please install:$$missing" >&2; exit 2; \
	  fi; \
	fi

build: deps
	$(SWIFT) build

# make check builds the checker as `swift build` does (debug, in .build): 25 s on a fresh clone,
# and after an edit only what changed, where the release build is 90 s of single-threaded
# optimisation each time. The verdict is the same; the checker as shipped (BUILD_CHECKER) is what
# bundle, install, bench and the corpus scripts build.
# CHECK_ARGS adds options: make check CHECK_ARGS="--format sarif --output dependency-rule.sarif"
CHECK_ARGS ?=
check: deps
	$(SWIFT) build --product dependency-rule
	"$$($(SWIFT) build --show-bin-path)/dependency-rule" check --package-path . $(CHECK_ARGS)

# make test builds in a scratch folder of its own, without debug info (a build a sixth cheaper,
# which no test reads), so that it and a plain `swift build` never rebuild each other's products.
# (The index store stays: SwiftPM's test discovery on Linux reads it, and refuses to build the tests
# without it, XCTest disabled or not.)
TEST_BUILD := --scratch-path .build/test -Xswiftc -gnone
# Where make test's temporary folder goes: /dev/shm when it is a writable tmpfs of 4 GB free (a
# container's 64 MB one is not) where programs may run (the tests run scripts they write there,
# SwiftPM the manifests it compiles), else $TMPDIR.
TEST_TMP ?= $(shell [ "$$(stat -f -c %T /dev/shm 2>/dev/null)" = tmpfs ] && [ -w /dev/shm ] && \
  [ "$$(df -Pk /dev/shm | awk 'NR == 2 { print $$4 }')" -gt 4000000 ] && \
  ! awk '$$2 == "/dev/shm" && $$4 ~ /(^|,)noexec(,|$$)/ { found = 1 } END { exit !found }' /proc/mounts && \
  echo /dev/shm)
# At most four tests at a time per core, where swift test can say so (Docs/Testing.md). Evaluated
# in the recipes only (it asks swift test).
TEST_WIDTH = $(if $(shell $(SWIFT) test --help-hidden 2>/dev/null | grep -e --experimental-maximum-parallelization-width),--experimental-maximum-parallelization-width $(shell echo $$(( 4 * $$(getconf _NPROCESSORS_ONLN) ))))
# PluginsPackageTests run on an artifact bundle of the test build's own checker, relinked with the
# Swift runtime in (a couple of seconds, where a release build would add a minute), in
# .build/test/bundle: the same code and the same bundling as `make bundle`, unoptimised, and never
# mistaken for the release bundle in .build/bundle.
#
# The sanitized build (make test-tsan's) goes beside the test build: both are built before anything
# runs, so that the suite has both cores. Its output follows, in full when it failed.
test: deps
	@mkdir -p .build/test .build-tsan && date +%s > .build/test/phases
	$(TSAN_BUILD_TESTS) > .build-tsan/build.log 2>&1 & tsan=$$!; \
	$(SWIFT) build --build-tests $(TEST_BUILD); status=$$?; \
	wait $$tsan; tsan_status=$$?; \
	echo "--- the sanitized build (beside it) ---"; \
	if [ $$tsan_status = 0 ]; then tail -n 1 .build-tsan/build.log; else cat .build-tsan/build.log; \
	  echo "error: the sanitized build failed" >&2; fi; \
	[ $$status = 0 ] && [ $$tsan_status = 0 ]
	@echo "build $$(date +%s)" >> .build/test/phases
	$(SWIFT) build --product dependency-rule $(STATIC_STDLIB) $(TEST_BUILD)
	checker="$$($(SWIFT) build $(TEST_BUILD) --show-bin-path)/dependency-rule" out=.build/test/bundle && $(WRITE_BUNDLE)
	@echo "checker bundle $$(date +%s)" >> .build/test/phases
	@# The sanitized run goes beside the suite, at the same priority (nice does not hold: libdispatch
	@# puts its worker threads back to nice 0). Its output follows the suite's; either failing fails.
	@# Last, how long each phase took (the build is both builds; the sanitized run is counted from the
	@# suite's start), so that a change that slows one shows at once.
	@# The tests' temporary files, thousands of small folders, go to a folder of their own on a tmpfs
	@# when there is one with room (TEST_TMP): on a disk, creating and deleting them is a quarter
	@# of the suite's time, in the kernel. It goes when the run ends, with what SwiftPM leaves there.
	@# A process still running from that folder when the suite ends (a manifest SwiftPM ran, a
	@# program a test started) is a leak, which would take a core from every later run: it is
	@# listed, killed, and fails make test.
	tmp="$$(mktemp -d "$(or $(TEST_TMP),$${TMPDIR:-/tmp})/kit-test.XXXXXX")" && trap 'rm -rf "$$tmp"' EXIT && export TMPDIR="$$tmp" || exit 2; \
	sh -c '$(MAKE) --no-print-directory test-tsan-run; status=$$?; echo "sanitized run $$(date +%s)" >> .build/test/phases; exit $$status' > .build-tsan/make.log 2>&1 & tsan=$$!; \
	bin="$$($(SWIFT) build $(TEST_BUILD) --show-bin-path)" && LEAGUE_BIN="$$bin/league" STARTER_BIN="$$bin/starter" \
	  DEPENDENCY_RULE="$$bin/dependency-rule" $(SWIFT) test --skip-build $(TEST_BUILD) $(TEST_WIDTH); status=$$?; \
	echo "suite $$(date +%s)" >> .build/test/phases; \
	wait $$tsan; tsan_status=$$?; \
	$(MAKE) --no-print-directory test-leftovers DIR="$$tmp" || status=1; \
	echo "--- the sanitized run (beside the suite) ---"; cat .build-tsan/make.log; \
	python3 Tests/Scripts/Benchmarks/test_phases.py .build/test/phases; \
	[ $$status = 0 ] || { echo "error: the test suite failed" >&2; exit 1; }; \
	[ $$tsan_status = 0 ] || { echo "error: make test-tsan failed" >&2; exit 1; }

# Internal to make test: lists and kills every process whose command line names DIR (a program
# that ran from there, or names a file there), and then exits 1; exit 0 when there is none.
test-leftovers:
	@[ -n "$(DIR)" ] || { echo "error: make test-leftovers needs DIR=FOLDER" >&2; exit 2; }
	@dir='$(DIR)' && left="$$(pgrep -f -- "$$dir/" | tr '\n' ' ')"; [ -z "$$left" ] || { \
	  echo "error: processes the tests started outlived them (killed now):" >&2; \
	  ps -o pid=,args= -p "$$(echo $$left | tr ' ' ',')" >&2; kill -KILL $$left 2>/dev/null; exit 1; }

# The end-to-end suite with the generated league package's whole `make test` run: minutes more than
# make test, which builds the starter package only and checks the league without building it. Run
# it before landing a change to the template or the league.
# Also builds the packages `fix --remove-unused` left (RemoveUnusedSafetyTests), which make test
# checks without building.
test-e2e: deps
	$(SWIFT) build --build-tests $(TEST_BUILD)
	bin="$$($(SWIFT) build $(TEST_BUILD) --show-bin-path)" && KIT_E2E=1 LEAGUE_BIN="$$bin/league" \
	  STARTER_BIN="$$bin/starter" DEPENDENCY_RULE="$$bin/dependency-rule" \
	  $(SWIFT) test --skip-build $(TEST_BUILD) $(TEST_WIDTH) --filter "GeneratedPackageTests|RemoveUnusedSafetyTests|OlderKitUpdateTests|FeatureLifecycleTests"

# The storage drivers', the use cases', the contracts' and the process tests again under the thread
# sanitizer, in a build of their own (.build-tsan) of only what they need (KIT_TEST_SCOPE=storage,
# see Package.swift); any report fails the run. The kill tests (FileDatabaseKillTests,
# SQLiteKillTests) are left out: they kill child processes,
# whose races the sanitizer in this one cannot see, and it is the slowest suite by far there.
# Line tables only for debug info: a report still names each frame's file and line, for a build
# a sixth cheaper.
TSAN_SKIP := KillTests
TSAN_BUILD := --sanitize=thread --scratch-path .build-tsan -Xswiftc -gline-tables-only
TSAN_BUILD_TESTS = KIT_TEST_SCOPE=storage $(SWIFT) build --build-tests $(TSAN_BUILD)
test-tsan: deps
	$(TSAN_BUILD_TESTS)
	@$(MAKE) --no-print-directory test-tsan-run

# Internal to test-tsan and make test: the sanitized run alone, on the build they made.
test-tsan-run:
	KIT_TEST_SCOPE=storage TSAN_OPTIONS=halt_on_error=1 $(SWIFT) test --skip-build $(TSAN_BUILD) $(TEST_WIDTH) \
	  --skip '$(TSAN_SKIP)' 2>&1 | tee .build-tsan/test.log
	@! grep -q 'WARNING: ThreadSanitizer' .build-tsan/test.log

# The release checker (BUILD_CHECKER) as dependency-rule.artifactbundle, its zip and
# the zip's SHA-256 in .build/bundle: a variant for this machine, stripped. Reproducible.
BUNDLE_DIR := .build/bundle
WRITE_BUNDLE = version="$$("$$checker" --version)" && \
	python3 Tests/Scripts/Release/artifact_bundle.py --output "$$out" --version "$${version\#\#* }" --strip --host "$$checker"
bundle: deps
	$(BUILD_CHECKER)
	checker="$(CHECKER)" out=$(BUNDLE_DIR) && $(WRITE_BUNDLE)

# CleanArchitectureKitPlugins in DEST: the plugins on the bundle by path (built first), or on the
# published zip with BUNDLE_URL and CHECKSUM. See Docs/CI.md for publishing it.
BUNDLE_URL ?=
CHECKSUM ?=
plugins-package: deps
	@[ -n "$(DEST)" ] || { echo "error: make plugins-package needs DEST=DIR" >&2; exit 2; }
	$(if $(BUNDLE_URL),,$(MAKE) bundle)
	python3 Tests/Scripts/Release/plugins_package.py "$(DEST)" --kit . \
	  $(if $(BUNDLE_URL),--url "$(BUNDLE_URL)" --checksum "$(CHECKSUM)",--bundle $(BUNDLE_DIR)/dependency-rule.artifactbundle)

# Only the contract suites, then the matrix: ports down, implementations across.
contracts: deps
	$(SWIFT) build --build-tests
	CONTRACT_MATRIX=1 $(SWIFT) test --skip-build --filter 'ContractTests\.'

demo: build
	@LEAGUE="$$($(SWIFT) build --show-bin-path)/league" bash -c "$$DEMO_SCRIPT"

# Compare the checker's imports with the compiler's on every package under /opt/swift-packages
# (skips cleanly where it is absent). CORPUS_ONLY=swift-nio limits it to matching repositories.
CORPUS_ONLY ?=
corpus-check: deps
	$(BUILD_CHECKER)
	python3 Tests/Scripts/Corpus/corpus_check.py "$(CHECKER)" --only "$(CORPUS_ONLY)"

# The syntax resolver's file-to-file edges against the compiler's index store, on every package of
# /opt/swift-packages without dependencies that builds here (a debug build each, tests included):
# recall and precision, and every miss by kind. REFERENCE_TIMEOUT bounds each build.
REFERENCE_TIMEOUT ?= 900
reference-check: deps
	$(BUILD_CHECKER)
	python3 Tests/Scripts/Corpus/reference_check.py "$(CHECKER)" --only "$(CORPUS_ONLY)" \
	  --build-timeout $(REFERENCE_TIMEOUT)

# init then check on every multi-target package under /opt/swift-packages: init never writes a
# configuration check refuses; prints the findings per rule per package.
adoption-check: deps
	$(BUILD_CHECKER)
	python3 Tests/Scripts/Corpus/adoption_check.py "$(CHECKER)" --only "$(CORPUS_ONLY)"

# fix on every package of /opt/swift-packages whose check reports implicit imports, in a copy:
# dump-package must load the result, and check must then report no implicit import.
fix-check: deps
	$(BUILD_CHECKER)
	python3 Tests/Scripts/Corpus/fix_check.py "$(CHECKER)" --only "$(CORPUS_ONLY)"

# The checker's speed as ratios against baselines run in the same go, then what a unit of work
# costs a league command; both rewrite their part of Docs/Benchmarks.md;
# LEAGUE_COMPARE=path/to/another/league times that build in the same loop.
LEAGUE_COMPARE ?=
bench: deps bundle
	$(SWIFT) build -c release --product league
	mkdir -p .build/bench
	status=0; python3 Tests/Scripts/Benchmarks/bench.py "$(CHECKER)" --runs 11 --markdown .build/bench/checker.md || status=$$?; \
	python3 Tests/Scripts/Benchmarks/bench_workspace.py "$(CHECKER)" --runs 11 --markdown .build/bench/workspace.md || status=$$?; \
	python3 Tests/Scripts/Benchmarks/bench_references.py "$(CHECKER)" --runs 11 --markdown .build/bench/references.md || status=$$?; \
	python3 Tests/Scripts/Benchmarks/bench_plugins.py . $(BUNDLE_DIR)/dependency-rule.artifactbundle --runs 11 \
	  --markdown .build/bench/plugins.md || status=$$?; \
	python3 Tests/Scripts/Benchmarks/bench_league.py "$$($(SWIFT) build -c release --show-bin-path)/league" --runs 21 \
	  $(if $(LEAGUE_COMPARE),--compare "$(LEAGUE_COMPARE)") --markdown .build/bench/league.md && \
	python3 Tests/Scripts/Docs/write_benchmarks.py Docs/Benchmarks.md .build/bench/checker.md .build/bench/workspace.md \
	  .build/bench/references.md \
	  .build/bench/plugins.md \
	  .build/bench/league.md && \
	exit $$status

# Fuzz the checker's parsers (FuzzParsers.swift) with libFuzzer for FUZZ_SECONDS.
FUZZ_SECONDS ?= 60
FUZZ_DIR := .build/fuzz
fuzz:
	mkdir -p $(FUZZ_DIR)/corpus
	@# The checker's module and every target it depends on, read from the package graph, compiled
	@# as one module; each C target through a module map of its own.
	options="$$(python3 Tests/Scripts/Fuzz/fuzz_module.py $(FUZZ_DIR))" && \
	swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name DependencyRuleFuzz \
	  -package-name CleanArchitectureKit $$options \
	  $(FUZZ_DIR)/module/*.swift Tests/DependencyRuleTests/Fuzz/FuzzParsers.swift -o $(FUZZ_DIR)/fuzz-parsers
	find Sources Tests Fakes -name '*.swift' -size -64k -exec cp {} $(FUZZ_DIR)/corpus/ \;
	cp dependency-rules.json Package.swift $(FUZZ_DIR)/corpus/
	@# A crashing input is written beside the build, never into the working tree.
	$(FUZZ_DIR)/fuzz-parsers $(FUZZ_DIR)/corpus -max_total_time=$(FUZZ_SECONDS) -max_len=65536 -timeout=10 \
	  -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix=$(FUZZ_DIR)/

format:
	$(SWIFT) format --in-place --recursive --parallel $(SOURCES)

lint:
	$(SWIFT) format lint --strict --recursive --parallel $(SOURCES)

clean:
	rm -rf .build .build-tsan .league

# A new package from the template: the starter (the four layers and one feature), or EXAMPLE=league
# for the league example renamed. NEW_ARGS adds options (--no-module-prefix, --dry-run).
NAME ?=
DEST ?=
EXAMPLE ?= none
NEW_ARGS ?=
new: deps
	@if [ -z "$(NAME)" ] || [ -z "$(DEST)" ]; then \
	  echo "usage: make new NAME=Bookshelf DEST=../Bookshelf [EXAMPLE=none|league] [NEW_ARGS=--no-module-prefix]" >&2; \
	  exit 2; fi
	$(SWIFT) build -c release --product clean-architecture
	"$$($(SWIFT) build -c release --show-bin-path)/clean-architecture" new "$(NAME)" --output "$(DEST)" \
	  --example "$(EXAMPLE)" --kit-path "$(CURDIR)" $(NEW_ARGS)

# Installs the two programs and the kit's files the template copies. CONFIG=debug installs a debug
# build; BIN_DIR=DIR installs the programs already built in DIR (the tests do, to reuse their build).
PREFIX ?= /usr/local
DESTDIR ?=
CONFIG ?= release
BIN_DIR ?=
BINDIR = $(DESTDIR)$(PREFIX)/bin
SHAREDIR = $(DESTDIR)$(PREFIX)/share/clean-architecture
install: deps
	@bin="$(BIN_DIR)"; checker_bin="$(BIN_DIR)"; \
	if [ -z "$$bin" ]; then \
	  $(SWIFT) build -c $(CONFIG) --product dependency-rule --scratch-path $(CHECKER_SCRATCH) $(STATIC_STDLIB) && \
	  $(SWIFT) build -c $(CONFIG) --product clean-architecture && \
	  checker_bin="$$($(SWIFT) build -c $(CONFIG) --scratch-path $(CHECKER_SCRATCH) --show-bin-path)" && \
	  bin="$$($(SWIFT) build -c $(CONFIG) --show-bin-path)" || exit 2; \
	fi; \
	install -d "$(BINDIR)" && install -m 755 "$$checker_bin/dependency-rule" "$$bin/clean-architecture" "$(BINDIR)/"
	rm -rf "$(SHAREDIR)/kit.new" && mkdir -p "$(SHAREDIR)/kit.new"
	cp -R Package.swift dependency-rules.json .swift-format Sources Tests Fakes "$(SHAREDIR)/kit.new/"
	"$(BINDIR)/clean-architecture" kit --kit-path "$(CURDIR)" --format json > "$(SHAREDIR)/kit.new/KIT.json"
	rm -rf "$(SHAREDIR)/kit" && mv "$(SHAREDIR)/kit.new" "$(SHAREDIR)/kit"
	@echo "installed dependency-rule and clean-architecture in $(BINDIR), the template's files in $(SHAREDIR)/kit"

uninstall:
	rm -f "$(BINDIR)/dependency-rule" "$(BINDIR)/clean-architecture"
	rm -rf "$(SHAREDIR)"

# The demo: the README's commands on each store, data kept across processes, the user list
# served by a local HTTP server, then read from the kept copy once the server is gone, and a
# login, whoami and logout against the local authority of the tests.
define DEMO_SCRIPT
set -eu
data=$$(mktemp -d); server=
trap 'kill $$server 2>/dev/null || true; rm -rf "$$data"' EXIT
step() { printf '\n$$ league'; printf ' %q' "$$@"; printf '\n'; "$$LEAGUE" "$$@"; }
for store in sqlite files memory; do
  printf '\n=== --store %s ===\n' "$$store"
  export LEAGUE_DATA_DIR="$$data/$$store"
  step --store "$$store" team add BOS --city Boston --nickname "Red Sox"
  if [ "$$store" = memory ]; then echo "(memory keeps nothing between processes: each command starts empty)"; continue; fi
  step --store "$$store" team add NYY --city "New York" --nickname Yankees
  step --store "$$store" teams
  step --store "$$store" player sign David Ortiz --number 34 --position "Designated Hitter" --team BOS
  step --store "$$store" player sign Pedro Martinez --number 45 --position Pitcher --team BOS
  step --store "$$store" roster BOS
  step --store "$$store" player transfer 2 --team NYY
  step --store "$$store" roster NYY
  step --store "$$store" player release 2
  step --store "$$store" player sign Someone Else --number 34 --position Catcher --team BOS || echo "(exit $$?: refused, as it should be)"
done
mkdir -p "$$data/www"
printf '[{"id":"1","name":"Ada Lovelace","email":"ada@example.com"},{"id":"2","name":"Grace Hopper","email":"grace@example.com"}]' > "$$data/www/users.json"
# Each server binds port 0 itself and says which port it got on its first line.
coproc WWW { exec python3 Sources/TestSupport/League/Servers/http_server.py "$$data/www"; }
read -r line <&"$${WWW[0]}"; port=$${line##*:}; server=$$WWW_PID
export LEAGUE_DATA_DIR="$$data/sqlite"
step users --source "http://127.0.0.1:$$port/users.json"
kill $$server; wait $$server 2>/dev/null || true; server=
step users --source "http://127.0.0.1:$$port/users.json"
printf '[{"id":"1","name":"Ada Lovelace","email":"ada@example.com","password":"engine"}]' > "$$data/accounts.json"
coproc AUTH { exec python3 Sources/TestSupport/League/Servers/auth_server.py "$$data/accounts.json"; }
read -r line <&"$${AUTH[0]}"; authority="http://127.0.0.1:$${line##*:}/"; server=$$AUTH_PID
printf '\n$$ echo engine | league login ada@example.com --server %s\n' "$$authority"
echo engine | "$$LEAGUE" login ada@example.com --server "$$authority"
step whoami --server "$$authority"
step logout --server "$$authority"
step whoami --server "$$authority" || echo "(exit $$?: nobody is logged in)"
endef
export DEMO_SCRIPT

# At each release: the record of what the template copies (Sources/ProjectTemplate/Moves/
# released-paths.txt), against which TemplateMovesTests holds template-moves.json.
template-paths: deps
	$(SWIFT) build --build-tests $(TEST_BUILD)
	TEMPLATE_PATHS_RECORD=1 $(SWIFT) test --skip-build $(TEST_BUILD) --filter 'TemplateMovesTests/complete'

# The Mermaid graph in Docs/Architecture.md, redrawn by `dependency-rule graph`.
graph: deps
	$(BUILD_CHECKER)
	"$(CHECKER)" graph --embed Docs/Architecture.md
