import Foundation
import ProcessSpawning
import Testing

/// A project of the pre-Xcode-16 kind, written by hand the way such projects look: groups whose
/// name is not their path, a group with a name only (it adds nothing to its children's paths),
/// files under `SOURCE_ROOT` and `<absolute>`, quoted strings with escapes, comments, a
/// sub-project whose framework the app links (`PBXReferenceProxy`, a target dependency through a
/// `PBXContainerItemProxy`), and two apps that share one module name.
@Suite(
    "A legacy project: nested groups, SOURCE_ROOT, <absolute>, a sub-project, a shared module name",
    .initAcceptsEveryFixture)
struct LegacyProjectTests {
    /// `project.pbxproj` of Legacy.xcodeproj; `ABSOLUTE` stands for a folder outside the app.
    static let project = #"""
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	classes = {
        	};
        	objectVersion = 46;
        	objects = {

        /* Begin PBXBuildFile section */
        		B10000000000000000000001 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = F10000000000000000000001 /* AppDelegate.swift */; };
        		B10000000000000000000002 /* ListView.swift in Sources */ = {isa = PBXBuildFile; fileRef = F10000000000000000000002 /* ListView.swift */; };
        		B10000000000000000000003 /* Format.swift in Sources */ = {isa = PBXBuildFile; fileRef = F10000000000000000000003 /* Format.swift */; };
        		B10000000000000000000004 /* Config.swift in Sources */ = {isa = PBXBuildFile; fileRef = F10000000000000000000004 /* Config.swift */; };
        		B10000000000000000000005 /* Extra.swift in Sources */ = {isa = PBXBuildFile; fileRef = F10000000000000000000005 /* Extra.swift */; };
        		B10000000000000000000006 /* Lib.framework in Frameworks */ = {isa = PBXBuildFile; fileRef = R10000000000000000000001 /* Lib.framework */; };
        		B10000000000000000000011 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = F10000000000000000000001 /* AppDelegate.swift */; };
        		B10000000000000000000012 /* ListView.swift in Sources */ = {isa = PBXBuildFile; fileRef = F10000000000000000000002 /* ListView.swift */; };
        		B10000000000000000000021 /* LegacyTests.swift in Sources */ = {isa = PBXBuildFile; fileRef = F10000000000000000000006 /* LegacyTests.swift */; };
        		B10000000000000000000022 /* Info.plist in Resources */ = {isa = PBXBuildFile; fileRef = F10000000000000000000007 /* Info.plist */; };
        /* End PBXBuildFile section */

        /* Begin PBXContainerItemProxy section */
        		C10000000000000000000001 /* PBXContainerItemProxy */ = {
        			isa = PBXContainerItemProxy;
        			containerPortal = F10000000000000000000009 /* Lib.xcodeproj */;
        			proxyType = 2;
        			remoteGlobalIDString = A1B2C3D4E5F6000000009999;
        			remoteInfo = Lib;
        		};
        		C10000000000000000000002 /* PBXContainerItemProxy */ = {
        			isa = PBXContainerItemProxy;
        			containerPortal = F10000000000000000000009 /* Lib.xcodeproj */;
        			proxyType = 1;
        			remoteGlobalIDString = A1B2C3D4E5F6000000009998;
        			remoteInfo = Lib;
        		};
        		C10000000000000000000003 /* PBXContainerItemProxy */ = {
        			isa = PBXContainerItemProxy;
        			containerPortal = P10000000000000000000001 /* Project object */;
        			proxyType = 1;
        			remoteGlobalIDString = T10000000000000000000001;
        			remoteInfo = "Legacy-iOS";
        		};
        /* End PBXContainerItemProxy section */

        /* Begin PBXFileReference section */
        		F10000000000000000000001 /* AppDelegate.swift */ = {isa = PBXFileReference; fileEncoding = 4; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
        		F10000000000000000000002 /* ListView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ListView.swift; sourceTree = "<group>"; };
        		F10000000000000000000003 /* Format.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; name = Format.swift; path = Support/Format.swift; sourceTree = "<group>"; };
        		F10000000000000000000004 /* Config.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Shared/Config.swift; sourceTree = SOURCE_ROOT; };
        		F10000000000000000000005 /* Extra.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; name = Extra.swift; path = "ABSOLUTE/Extra.swift"; sourceTree = "<absolute>"; };
        		F10000000000000000000006 /* LegacyTests.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = LegacyTests.swift; sourceTree = "<group>"; };
        		F10000000000000000000007 /* Info.plist */ = {isa = PBXFileReference; lastKnownFileType = text.plist.xml; path = Info.plist; sourceTree = "<group>"; };
        		F10000000000000000000009 /* Lib.xcodeproj */ = {isa = PBXFileReference; lastKnownFileType = "wrapper.pb-project"; name = Lib.xcodeproj; path = Vendor/Lib/Lib.xcodeproj; sourceTree = "<group>"; };
        		F10000000000000000000010 /* Legacy-iOS.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = "Legacy-iOS.app"; sourceTree = BUILT_PRODUCTS_DIR; };
        		F10000000000000000000011 /* Staging.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Staging.app; sourceTree = BUILT_PRODUCTS_DIR; };
        		F10000000000000000000012 /* LegacyTests.xctest */ = {isa = PBXFileReference; explicitFileType = wrapper.cfbundle; includeInIndex = 0; path = LegacyTests.xctest; sourceTree = BUILT_PRODUCTS_DIR; };
        		F10000000000000000000013 /* UIKit.framework */ = {isa = PBXFileReference; lastKnownFileType = wrapper.framework; name = UIKit.framework; path = System/Library/Frameworks/UIKit.framework; sourceTree = SDKROOT; };
        /* End PBXFileReference section */

        /* Begin PBXFrameworksBuildPhase section */
        		K10000000000000000000001 /* Frameworks */ = {
        			isa = PBXFrameworksBuildPhase;
        			buildActionMask = 2147483647;
        			files = (
        				B10000000000000000000006 /* Lib.framework in Frameworks */,
        			);
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        /* End PBXFrameworksBuildPhase section */

        /* Begin PBXGroup section */
        		G10000000000000000000001 = {
        			isa = PBXGroup;
        			children = (
        				G10000000000000000000002 /* Legacy */,
        				G10000000000000000000005 /* LegacyTests */,
        				F10000000000000000000004 /* Config.swift */,
        				F10000000000000000000005 /* Extra.swift */,
        				F10000000000000000000009 /* Lib.xcodeproj */,
        				G10000000000000000000006 /* Products */,
        				G10000000000000000000007 /* Frameworks */,
        			);
        			sourceTree = "<group>";
        		};
        		G10000000000000000000002 /* Legacy */ = {
        			isa = PBXGroup;
        			children = (
        				F10000000000000000000001 /* AppDelegate.swift */,
        				G10000000000000000000003 /* Screens */,
        				G10000000000000000000004 /* Helpers */,
        			);
        			path = Legacy;
        			sourceTree = "<group>";
        		};
        		G10000000000000000000003 /* Screens */ = {
        			isa = PBXGroup;
        			children = (
        				F10000000000000000000002 /* ListView.swift */,
        			);
        			name = Screens;
        			path = Views;
        			sourceTree = "<group>";
        		};
        		G10000000000000000000004 /* Helpers */ = {
        			isa = PBXGroup;
        			children = (
        				F10000000000000000000003 /* Format.swift */,
        			);
        			name = "Helpers \"and\" tools";
        			sourceTree = "<group>";
        		};
        		G10000000000000000000005 /* LegacyTests */ = {
        			isa = PBXGroup;
        			children = (
        				F10000000000000000000006 /* LegacyTests.swift */,
        				F10000000000000000000007 /* Info.plist */,
        			);
        			path = LegacyTests;
        			sourceTree = "<group>";
        		};
        		G10000000000000000000006 /* Products */ = {
        			isa = PBXGroup;
        			children = (
        				F10000000000000000000010 /* Legacy-iOS.app */,
        				F10000000000000000000011 /* Staging.app */,
        				F10000000000000000000012 /* LegacyTests.xctest */,
        			);
        			name = Products;
        			sourceTree = "<group>";
        		};
        		G10000000000000000000007 /* Frameworks */ = {
        			isa = PBXGroup;
        			children = (
        				F10000000000000000000013 /* UIKit.framework */,
        			);
        			name = Frameworks;
        			sourceTree = "<group>";
        		};
        		G10000000000000000000008 /* Products */ = {
        			isa = PBXGroup;
        			children = (
        				R10000000000000000000001 /* Lib.framework */,
        			);
        			name = Products;
        			sourceTree = "<group>";
        		};
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        		T10000000000000000000001 /* Legacy-iOS */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = L10000000000000000000001 /* Build configuration list for PBXNativeTarget "Legacy-iOS" */;
        			buildPhases = (
        				S10000000000000000000001 /* Sources */,
        				K10000000000000000000001 /* Frameworks */,
        			);
        			buildRules = (
        			);
        			dependencies = (
        				D10000000000000000000001 /* PBXTargetDependency */,
        			);
        			name = "Legacy-iOS";
        			productName = Legacy;
        			productReference = F10000000000000000000010 /* Legacy-iOS.app */;
        			productType = "com.apple.product-type.application";
        		};
        		T10000000000000000000002 /* Staging */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = L10000000000000000000002 /* Build configuration list for PBXNativeTarget "Staging" */;
        			buildPhases = (
        				S10000000000000000000002 /* Sources */,
        			);
        			buildRules = (
        			);
        			dependencies = (
        			);
        			name = Staging;
        			productName = Staging;
        			productReference = F10000000000000000000011 /* Staging.app */;
        			productType = "com.apple.product-type.application";
        		};
        		T10000000000000000000003 /* LegacyTests */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = L10000000000000000000003 /* Build configuration list for PBXNativeTarget "LegacyTests" */;
        			buildPhases = (
        				S10000000000000000000003 /* Sources */,
        			);
        			buildRules = (
        			);
        			dependencies = (
        				D10000000000000000000002 /* PBXTargetDependency */,
        			);
        			name = LegacyTests;
        			productName = LegacyTests;
        			productReference = F10000000000000000000012 /* LegacyTests.xctest */;
        			productType = "com.apple.product-type.bundle.unit-test";
        		};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        		P10000000000000000000001 /* Project object */ = {
        			isa = PBXProject;
        			attributes = {
        				LastUpgradeCheck = 1020;
        				ORGANIZATIONNAME = "Legacy, Inc.";
        			};
        			buildConfigurationList = L10000000000000000000009 /* Build configuration list for PBXProject "Legacy" */;
        			compatibilityVersion = "Xcode 3.2";
        			developmentRegion = en;
        			hasScannedForEncodings = 0;
        			knownRegions = (
        				en,
        				Base,
        			);
        			mainGroup = G10000000000000000000001;
        			productRefGroup = G10000000000000000000006 /* Products */;
        			projectDirPath = "";
        			projectReferences = (
        				{
        					ProductGroup = G10000000000000000000008 /* Products */;
        					ProjectRef = F10000000000000000000009 /* Lib.xcodeproj */;
        				},
        			);
        			projectRoot = "";
        			targets = (
        				T10000000000000000000001 /* Legacy-iOS */,
        				T10000000000000000000002 /* Staging */,
        				T10000000000000000000003 /* LegacyTests */,
        				A10000000000000000000001 /* Lint */,
        			);
        		};
        /* End PBXProject section */

        /* Begin PBXAggregateTarget section */
        		A10000000000000000000001 /* Lint */ = {
        			isa = PBXAggregateTarget;
        			buildConfigurationList = L10000000000000000000003;
        			buildPhases = (
        			);
        			dependencies = (
        			);
        			name = Lint;
        			productName = Lint;
        		};
        /* End PBXAggregateTarget section */

        /* Begin PBXReferenceProxy section */
        		R10000000000000000000001 /* Lib.framework */ = {
        			isa = PBXReferenceProxy;
        			fileType = wrapper.framework;
        			path = Lib.framework;
        			remoteRef = C10000000000000000000001 /* PBXContainerItemProxy */;
        			sourceTree = BUILT_PRODUCTS_DIR;
        		};
        /* End PBXReferenceProxy section */

        /* Begin PBXSourcesBuildPhase section */
        		S10000000000000000000001 /* Sources */ = {
        			isa = PBXSourcesBuildPhase;
        			buildActionMask = 2147483647;
        			files = (
        				B10000000000000000000001 /* AppDelegate.swift in Sources */,
        				B10000000000000000000002 /* ListView.swift in Sources */,
        				B10000000000000000000003 /* Format.swift in Sources */,
        				B10000000000000000000004 /* Config.swift in Sources */,
        				B10000000000000000000005 /* Extra.swift in Sources */,
        			);
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        		S10000000000000000000002 /* Sources */ = {
        			isa = PBXSourcesBuildPhase;
        			buildActionMask = 2147483647;
        			files = (
        				B10000000000000000000011 /* AppDelegate.swift in Sources */,
        				B10000000000000000000012 /* ListView.swift in Sources */,
        			);
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        		S10000000000000000000003 /* Sources */ = {
        			isa = PBXSourcesBuildPhase;
        			buildActionMask = 2147483647;
        			files = (
        				B10000000000000000000021 /* LegacyTests.swift in Sources */,
        			);
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        /* End PBXSourcesBuildPhase section */

        /* Begin PBXTargetDependency section */
        		D10000000000000000000001 /* PBXTargetDependency */ = {
        			isa = PBXTargetDependency;
        			name = Lib;
        			targetProxy = C10000000000000000000002 /* PBXContainerItemProxy */;
        		};
        		D10000000000000000000002 /* PBXTargetDependency */ = {
        			isa = PBXTargetDependency;
        			target = T10000000000000000000001 /* Legacy-iOS */;
        			targetProxy = C10000000000000000000003 /* PBXContainerItemProxy */;
        		};
        /* End PBXTargetDependency section */

        /* Begin XCBuildConfiguration section */
        		X10000000000000000000001 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_MODULE_NAME = Legacy_iOS; PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };
        		X10000000000000000000002 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_MODULE_NAME = Legacy_iOS; PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Release; };
        		X10000000000000000000003 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_MODULE_NAME = Legacy_iOS; PRODUCT_NAME = Staging; }; name = Debug; };
        		X10000000000000000000004 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; TEST_HOST = "$(BUILT_PRODUCTS_DIR)/Legacy-iOS.app/Legacy-iOS"; }; name = Debug; };
        /* End XCBuildConfiguration section */

        /* Begin XCConfigurationList section */
        		L10000000000000000000001 /* Build configuration list for PBXNativeTarget "Legacy-iOS" */ = {
        			isa = XCConfigurationList;
        			buildConfigurations = (
        				X10000000000000000000001 /* Debug */,
        				X10000000000000000000002 /* Release */,
        			);
        			defaultConfigurationIsVisible = 0;
        			defaultConfigurationName = Release;
        		};
        		L10000000000000000000002 /* Build configuration list for PBXNativeTarget "Staging" */ = {
        			isa = XCConfigurationList;
        			buildConfigurations = (
        				X10000000000000000000003 /* Debug */,
        			);
        		};
        		L10000000000000000000003 /* Build configuration list for PBXNativeTarget "LegacyTests" */ = {
        			isa = XCConfigurationList;
        			buildConfigurations = (
        				X10000000000000000000004 /* Debug */,
        			);
        		};
        		L10000000000000000000009 /* Build configuration list for PBXProject "Legacy" */ = {
        			isa = XCConfigurationList;
        			buildConfigurations = (
        			);
        		};
        /* End XCConfigurationList section */
        	};
        	rootObject = P10000000000000000000001 /* Project object */;
        }

        """#

    /// The app, its sub-project (its framework target's product and target ids are the ones
    /// the main project's proxies name), and a file outside the app at `ABSOLUTE`.
    static func app() throws -> (app: WorkspaceFixture, outside: URL) {
        let outside = try TemporaryFolder(prefix: "outside").url
        try Data("import Lib\n".utf8).write(to: outside.appendingPathComponent("Extra.swift"))
        let library = XcodeProjectFixture(targets: [.init(name: "Lib", type: "framework", sources: ["Lib/Lib.swift"])])
        let app = try WorkspaceFixture(
            packages: [],
            projects: ["Vendor/Lib/Lib.xcodeproj": library, "Carthage/Checkouts/Foo/Foo.xcodeproj": library],
            files: [
                "Legacy.xcodeproj/project.pbxproj": project.replacingOccurrences(of: "ABSOLUTE", with: outside.path),
                "Legacy.xcodeproj/project_BACKUP_1234.pbxproj": "{ broken",
                "Legacy/AppDelegate.swift": "import Lib\nimport UIKit\n",
                "Legacy/Views/ListView.swift": "import Lib\n",
                "Legacy/Support/Format.swift": "import Foundation\n",
                "Shared/Config.swift": "import Foundation\n",
                "LegacyTests/LegacyTests.swift": "@testable import Legacy_iOS\nimport XCTest\n",
                "Unlisted.swift": "import NotThere\n",
                "Vendor/Lib/Lib/Lib.swift": "public struct Lib {}\n",
                "Carthage/Checkouts/Foo/Lib/Lib.swift": "public struct Lib {}\n",
            ])
        return (app, outside)
    }

    @Test(
        "Paths resolve through groups with and without a path, SOURCE_ROOT and <absolute>; aggregate targets are left out"
    )
    func files() async throws {
        let (app, outside) = try Self.app()
        defer {
            app.remove()
            try? FileManager.default.removeItem(at: outside)
        }
        let run = await app.run("imports", "--format", "json")
        #expect(run.status == 0, "\(run.errors)")
        let files = try SynchronizedFolderTests.files(run)
        let external = "../" + outside.lastPathComponent + "/Extra.swift"
        #expect(
            files["Legacy-iOS"]
                == [
                    external, "Legacy/AppDelegate.swift", "Legacy/Support/Format.swift", "Legacy/Views/ListView.swift",
                    "Shared/Config.swift",
                ].sorted(), "\(files)")
        #expect(files["Staging"] == ["Legacy/AppDelegate.swift", "Legacy/Views/ListView.swift"])
        #expect(files["LegacyTests"] == ["LegacyTests/LegacyTests.swift"])
        #expect(files["Lib"] == ["Vendor/Lib/Lib/Lib.swift"])
        #expect(files["Lint"] == nil)
        #expect(files.count == 4, "Carthage's checkout is no member: \(files.keys.sorted())")
    }

    @Test("The sub-project's framework is declared for the app that links it; the other app sharing its files is not")
    func subprojectAndSharedModule() async throws {
        let (app, outside) = try Self.app()
        defer {
            app.remove()
            try? FileManager.default.removeItem(at: outside)
        }
        for entry in [".", "Legacy.xcodeproj"] {
            let run = await app.check(entry: entry)
            #expect(run.status == 1, "\(entry): \(run.output)\(run.errors)")
            // Staging compiles the same files but links nothing; the test bundle's
            // `@testable import Legacy_iOS` is of the app it depends on, not of Staging.
            #expect(
                run.findings == [
                    "undeclared-import Legacy/AppDelegate.swift:1:1",
                    "undeclared-import Legacy/Views/ListView.swift:1:1",
                ], "\(entry): \(run.output)")
            #expect(run.diagnostics.allSatisfy { $0["target"] as? String == "Staging" }, "\(run.output)")
        }
    }
}
