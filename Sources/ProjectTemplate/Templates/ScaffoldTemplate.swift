import Foundation

/// The files around the code of a new project: the checker's configuration, the Makefile, the
/// README, CI, the docs with the layer graph and the first decision record, and the test that
/// keeps the graph current.
struct ScaffoldTemplate {
    let project: ProjectName
    /// `""`, or the module prefix (`Bookshelf`).
    let prefix: String
    /// `league` or `none`.
    let example: String
    /// The test-support targets the project has (`storage-torture` with the league example).
    let testSupport: [String]
    /// The day the project was made, `YYYY-MM-DD`: the first decision's date.
    var date = ScaffoldTemplate.today

    private var program: String { project.programName }
    private var constant: String { project.constantName }

    var files: FileTree {
        var tree = FileTree()
        tree["dependency-rules.json"] = rules
        tree["Makefile"] = makefile
        tree["README.md"] = readme
        tree[".gitignore"] = gitignore
        tree[".github/workflows/architecture.yml"] = workflow
        tree["Docs/Architecture.md"] = architecture(graph: "")
        tree["Docs/Decisions/README.md"] = decisionsReadme
        tree["Docs/Decisions/0001-four-layers-enforced-by-dependency-rule.md"] = firstDecision
        tree["Tests/ArchitectureTests/ArchitectureGraphTests.swift"] = graphTest
        return tree
    }

    /// Today, `YYYY-MM-DD`, in UTC.
    static var today: String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: Date())
    }

    private func quoted(_ names: [String]) -> String { names.map { "\"\($0)\"" }.joined(separator: ", ") }

    private var rules: String {
        """
        // The architecture of \(project.packageName), enforced by `make check` (dependency-rule check).
        {
          // Innermost first: a target may depend on its own layer and the layers above it in this list.
          "layers": [
            { "name": "Entities", "targets": ["\(prefix)Entities"], "allowedImports": [] },
            { "name": "UseCases", "targets": ["\(prefix)UseCases"], "allowedImports": [] },
            { "name": "InterfaceAdapters", "targets": ["\(prefix)InterfaceAdapters"], "allowedImports": ["Foundation"] },
            { "name": "FrameworksAndDrivers", "targets": ["\(prefix)FrameworksAndDrivers", "\(prefix)CSQLite", "\(program)"] }
          ],
          // Fakes, contracts and the helpers of tests that run processes: for tests only.
          "testSupport": [\(quoted(testSupport))]
        }

        """
    }

    private var makefile: String {
        """
        # \(project.packageName): every target works on a fresh clone once CleanArchitectureKit is installed
        # (`make install` there puts dependency-rule and clean-architecture on the PATH).
        #
        #   make check    check the dependency rule with dependency-rule (CHECK_ARGS adds options)
        #   make build    build everything (debug)
        #   make test     the test suite: every layer, the contracts, the app end to end, the architecture
        #   make graph    redraw the layer graph in Docs/Architecture.md (a test fails when it is stale)
        #   make format   format the sources with the toolchain's swift-format (.swift-format)
        #   make lint     check the formatting without changing anything
        #   make clean    remove build products (the app's data in ./.\(program) stays)
        #   make deps     install what the build and tests need (SQLite's headers, pkg-config, python3)

        SHELL := /bin/bash
        .SHELLFLAGS := -o pipefail -c
        SWIFT ?= swift
        DEPENDENCY_RULE ?= dependency-rule
        CHECK_ARGS ?=
        SOURCES := Package.swift Sources Tests Fakes
        SUDO := $(shell [ "$$(id -u)" != 0 ] && command -v sudo >/dev/null 2>&1 && echo sudo)

        .DEFAULT_GOAL := build
        .PHONY: build test check graph format lint clean checker deps

        deps:
        \t@missing=""; \\
        \tpkg-config --exists sqlite3 2>/dev/null || missing="$$missing libsqlite3-dev pkg-config"; \\
        \tcommand -v python3 >/dev/null 2>&1 || missing="$$missing python3"; \\
        \tif [ -n "$$missing" ]; then \\
        \t  if command -v apt-get >/dev/null 2>&1; then \\
        \t    echo "installing:$$missing"; \\
        \t    $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \\
        \t  elif command -v brew >/dev/null 2>&1; then \\
        \t    brew install sqlite pkg-config python3; \\
        \t  else \\
        \t    echo "error: please install:$$missing" >&2; exit 2; \\
        \t  fi; \\
        \tfi

        build: deps
        \t$(SWIFT) build

        test: deps
        \t$(SWIFT) build --build-tests
        \t\(constant)_BIN="$$($(SWIFT) build --show-bin-path)/\(program)" \\
        \t  DEPENDENCY_RULE="$$(command -v $(DEPENDENCY_RULE) || true)" $(SWIFT) test --skip-build

        # The checker comes from CleanArchitectureKit's `make install`; without it, say how to get it.
        checker:
        \t@command -v $(DEPENDENCY_RULE) >/dev/null 2>&1 || { \\
        \t  echo "error: $(DEPENDENCY_RULE) is not installed: run 'make install' in CleanArchitectureKit, or pass DEPENDENCY_RULE=/path/to/dependency-rule" >&2; \\
        \t  exit 2; }

        check: checker
        \t$(DEPENDENCY_RULE) check --package-path . $(CHECK_ARGS)

        graph: checker
        \t@graph="$$($(DEPENDENCY_RULE) graph --package-path .)" && \\
        \t  python3 -c 'import re, sys; p = "Docs/Architecture.md"; text = open(p).read(); block = "```mermaid\\n" + sys.argv[1] + "\\n```\\n"; \\
        \t    new = re.sub(r"(<!-- BEGIN dependency-rule graph[^\\n]*-->\\n).*?(<!-- END dependency-rule graph -->)", lambda m: m.group(1) + block + m.group(2), text, flags=re.S); \\
        \t    open(p, "w").write(new)' "$$graph"

        format:
        \t$(SWIFT) format --in-place --recursive --parallel $(SOURCES)

        lint:
        \t$(SWIFT) format lint --strict --recursive --parallel $(SOURCES)

        clean:
        \trm -rf .build

        """
    }

    private var readme: String {
        let origin =
            example == "league"
            ? "It starts as CleanArchitectureKit's league example (teams, players, rosters, users, login),\nrenamed: replace the league with your domain one feature at a time."
            : "It starts with the four layers and one feature, `Note`, made by `clean-architecture add feature`."
        return """
            # \(project.packageName)

            Made from CleanArchitectureKit's template with `clean-architecture new`. \(origin)

            Clean Architecture, enforced: four layers as Swift modules, dependencies pointing inward only,
            checked by `dependency-rule` in `make check` and in CI.

            ## Quick start

            With a Swift 6 toolchain and CleanArchitectureKit installed (`make install` in it puts
            `dependency-rule` and `clean-architecture` on the PATH):

            ```sh
            make check  # check that every dependency points inward
            make test   # every test: each layer, the contracts, the app end to end, the architecture graph
            ```

            `swift run \(program) --help` shows what the app does.

            ## The layers

            | Layer | Holds | Target |
            |---|---|---|
            | **Entities** | The business rules: values that cannot be invalid. | `\(prefix)Entities` |
            | **UseCases** | What the app does (interactors), and the ports it needs. | `\(prefix)UseCases` |
            | **InterfaceAdapters** | Records, bridges, repositories, presenters, controllers. | `\(prefix)InterfaceAdapters` |
            | **FrameworksAndDrivers** | SQLite, files, the terminal, and the composition root. | `\(prefix)FrameworksAndDrivers`, `\(program)` |

            \(fakesAndContracts) [Architecture](Docs/Architecture.md) draws the graph;
            [Decisions](Docs/Decisions/README.md) records why.\(helpers)

            ## CI

            `.github/workflows/architecture.yml` runs `make test` and `make check CHECK_ARGS=--strict` on every
            push to `main` and every pull request. It installs the checker from CleanArchitectureKit: set
            `KIT_REPOSITORY` in it to where your team keeps its copy of the kit.

            ## Grow it one feature at a time

            ```sh
            clean-architecture add feature Book   # an entity, a port and interactors, adapters, a fake, a contract, tests
            ```

            It writes new files only, and prints where to wire the feature into the composition root
            (`Sources/\(prefix)FrameworksAndDrivers/Composition`).

            """
    }

    /// What the fakes and contracts cover, as true of this example.
    private var fakesAndContracts: String {
        example == "league"
            ? "`Fakes/` holds a fake for every port; `Sources/\(prefix)Contracts` one contract per port, run over\neach fake and each real adapter alike."
            : "`Fakes/` holds a fake for each repository port; `Sources/\(prefix)Contracts` its contract, run over\nthe fake and over the repository on every record store (memory, files, SQLite) alike."
    }

    /// The league example's test helper, said once.
    private var helpers: String {
        example == "league"
            ? "\n\n`\(prefix.isEmpty ? "" : program + "-")storage-torture` is a test helper: it writes through the storage drivers\nuntil the tests kill it, to prove that a killed process leaves the data whole."
            : ""
    }

    private var gitignore: String {
        """
        .build/
        .build-*/
        .build_*/
        Package.resolved
        .swiftpm/
        .\(program)/
        *.xcodeproj
        xcuserdata/

        """
    }

    private var workflow: String {
        """
        # The tests and the dependency rule, on every push and pull request.
        #
        # The checker comes from CleanArchitectureKit: set KIT_REPOSITORY to where your copy of it lives.
        name: Architecture

        on:
          push:
            branches: [main]
          pull_request:

        permissions:
          contents: read

        env:
          KIT_REPOSITORY: https://github.com/your-organisation/CleanArchitectureKit.git

        jobs:
          test:
            name: make test and make check
            runs-on: ubuntu-24.04
            container: swift:6.3-noble
            steps:
              - uses: actions/checkout@v4
              - name: Install make, git and SQLite's headers
                run: apt-get update -qq && apt-get install -y -qq make git libsqlite3-dev pkg-config python3
              - name: Install CleanArchitectureKit's dependency-rule
                run: git clone --depth 1 "$KIT_REPOSITORY" /tmp/kit && make -C /tmp/kit install PREFIX=/usr/local
              - name: Test
                run: make test
              - name: Check the dependency rule
                run: make check CHECK_ARGS=--strict

        """
    }

    /// `Docs/Architecture.md`, with `graph` (Mermaid, as `dependency-rule graph` draws it) between
    /// the markers that `make graph` and the graph test read.
    func architecture(graph: String) -> String {
        """
        # Architecture

        \(project.packageName) is four Swift modules, one per ring of Clean Architecture, plus the app
        (`\(program)`), fakes for every port, contracts, and helpers for tests. Dependencies point inward
        only, and `make check` (`dependency-rule check`) fails on any that does not: an outward import,
        an import not declared in `Package.swift`, a module a layer may not use (Entities and UseCases
        may not even import Foundation), or production code using test support.

        ## Targets

        Drawn by `dependency-rule graph` (`make graph` redraws it; `ArchitectureTests` fails when this
        picture differs from what the checker draws now). Layers are grouped from inner (on top) to
        outer, and every arrow points inward.

        <!-- BEGIN dependency-rule graph: `make graph` writes this block; a test fails when it is stale -->
        ```mermaid
        \(graph)```
        <!-- END dependency-rule graph -->

        ## Where things go

        | Layer | Folder | Holds |
        |---|---|---|
        | Entities | `Sources/\(prefix)Entities` | Value types whose initialisers enforce the rules. |
        | UseCases | `Sources/\(prefix)UseCases` | `Ports/` (protocols the outside implements), `Interactors/`. |
        | InterfaceAdapters | `Sources/\(prefix)InterfaceAdapters` | `DataAccess/` (records, bridges, repositories, units of work), `Presentation/` (presenters, controllers, view models, views), `Storage/`, `Concurrency/`. |
        | FrameworksAndDrivers | `Sources/\(prefix)FrameworksAndDrivers` | `Persistence/` (memory, files, SQLite), `Storage/`, `Terminal/`, `Composition/` (the composition root: the one place that names every concrete type). |

        A new feature is a vertical slice through all four: `clean-architecture add feature NAME`.

        """
    }

    private var decisionsReadme: String {
        """
        # Architecture decision records

        One short file per decision that shapes the code, numbered in order: `NNNN-title-in-words.md`.
        A record is never rewritten once accepted; a later decision supersedes it, and says so.

        To add one, copy the shape of the first:

        ```markdown
        # NNNN. The decision, as a sentence

        Status: proposed | accepted | superseded by NNNN
        Date: YYYY-MM-DD

        ## Context
        What forces are at play.

        ## Decision
        What we do.

        ## Consequences
        What becomes easier, what becomes harder.
        ```

        | Record | Decision |
        |---|---|
        | [0001](0001-four-layers-enforced-by-dependency-rule.md) | Four layers, dependencies inward only, enforced by `dependency-rule` |

        """
    }

    private var firstDecision: String {
        """
        # 0001. Four layers, dependencies inward only, enforced by dependency-rule

        Status: accepted
        Date: \(date)

        ## Context

        Business rules outlive frameworks, databases and screens. Code that mixes them is hard to test
        and hard to change: a rule cannot be run without a database, and a new database means touching
        rules. A layering that is only drawn erodes one convenient import at a time.

        ## Decision

        - The code is four SwiftPM targets, one per ring of Clean Architecture: Entities, UseCases,
          InterfaceAdapters and FrameworksAndDrivers\(prefix.isEmpty ? "" : " (prefixed `\(prefix)`)"). An inner ring
          declares ports (protocols) for what it needs; an outer ring implements them; the composition
          root in FrameworksAndDrivers is the one place that names every concrete type.
        - Dependencies point inward only. `dependency-rules.json` states the layers and what each may
          import; `make check` runs `dependency-rule check`, and CI fails on any outward dependency, any
          undeclared import, any forbidden module, and any use of test support in production code.
        - Every \(example == "league" ? "port" : "repository port") has a fake in `Fakes/` and a contract in `\(prefix)Contracts`, run over the fake and every
          real implementation, so tests with fakes cannot pass against behaviour the real thing lacks.

        ## Consequences

        - Rules are tested without disk or network, against fakes that are proven honest.
        - A storage or a front end can be swapped by writing one adapter and passing its contract.
        - Some code is repetitive by design (records and bridges beside entities); `clean-architecture
          add feature` writes that part for each new feature.
        - The checker is a tool to install (CleanArchitectureKit's `make install`); `make check` says so
          when it is missing.

        """
    }

    private var graphTest: String {
        """
        import Foundation
        import ProcessSpawning
        import Testing

        /// The checker: `$DEPENDENCY_RULE` (make test sets it), or `dependency-rule` on the PATH.
        private let checker: String? = {
            if let path = ProcessInfo.processInfo.environment["DEPENDENCY_RULE"], !path.isEmpty { return path }
            let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin"
            return path.split(separator: ":").map { "\\($0)/dependency-rule" }
                .first { FileManager.default.isExecutableFile(atPath: $0) }
        }()

        @Suite("The architecture as drawn in the docs is the architecture as built")
        struct ArchitectureGraphTests {
            static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()

            @Test(
                "Docs/Architecture.md embeds the graph dependency-rule draws now (make graph redraws it)",
                .enabled(if: checker != nil, "dependency-rule is not installed: run 'make install' in CleanArchitectureKit"))
            func graphIsCurrent() async throws {
                let drawn = try await ChildProcess.run([checker!, "graph", "--package-path", Self.root.path])
                try #require(drawn.status == 0, "dependency-rule graph failed: \\(drawn)")
                let document = try String(
                    contentsOf: Self.root.appendingPathComponent("Docs/Architecture.md"), encoding: .utf8)
                let start = try #require(document.range(of: "```mermaid\\n"), "no graph in Docs/Architecture.md")
                let end = try #require(document.range(of: "```\\n<!-- END dependency-rule graph", range: start.upperBound..<document.endIndex))
                #expect(
                    String(document[start.upperBound..<end.lowerBound]) == drawn.standardOutput,
                    "Docs/Architecture.md's graph is stale: run 'make graph' and commit it")
            }
        }

        """
    }
}
