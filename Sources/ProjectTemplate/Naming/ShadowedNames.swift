/// The names a feature may not take without `--allow-shadowing`: its type would hide a type of
/// the same name in every file that imports the feature's modules (`add feature Task` hides
/// `Swift.Task`, which `Task { … }` in any SwiftUI view then no longer means).
///
/// - The standard library's public types, every one (`Swift`, `_Concurrency`, `_StringProcessing`,
///   which every file imports without saying so); `ShadowedNamesTests` checks the list against
///   the toolchain's own interfaces where they are installed.
/// - A documented list of Foundation's, SwiftUI's and Observation's commonest types, which apps
///   import everywhere.
enum ShadowedNames {
    /// The standard library's public types (the toolchain's Swift 6.3 interfaces).
    static let standardLibrary: Set<String> = [
        "Actor", "AdditiveArithmetic", "AnyActor", "AnyBidirectionalCollection", "AnyClass", "AnyCollection",
        "AnyHashable", "AnyIndex", "AnyIterator", "AnyKeyPath", "AnyObject", "AnyRandomAccessCollection",
        "AnyRegexOutput", "AnySequence", "Array", "ArrayLiteralConvertible", "ArraySlice", "AsyncCompactMapSequence",
        "AsyncDropFirstSequence", "AsyncDropWhileSequence", "AsyncFilterSequence", "AsyncFlatMapSequence",
        "AsyncIteratorProtocol", "AsyncMapSequence", "AsyncPrefixSequence", "AsyncPrefixWhileSequence",
        "AsyncSequence", "AsyncStream", "AsyncThrowingCompactMapSequence", "AsyncThrowingDropWhileSequence",
        "AsyncThrowingFilterSequence", "AsyncThrowingFlatMapSequence", "AsyncThrowingMapSequence",
        "AsyncThrowingPrefixWhileSequence", "AsyncThrowingStream", "BidirectionalCollection",
        "BidirectionalIndexable", "BidirectionalSlice", "BinaryFloatingPoint", "BinaryInteger", "BitwiseCopyable",
        "Bool", "BooleanLiteralConvertible", "BooleanLiteralType", "CBool", "CChar", "CChar16", "CChar32", "CChar8",
        "CDouble", "CFloat", "CFloat16", "CInt", "CLong", "CLongDouble", "CLongLong", "CShort", "CSignedChar",
        "CUnsignedChar", "CUnsignedInt", "CUnsignedLong", "CUnsignedLongLong", "CUnsignedShort", "CVaListPointer",
        "CVarArg", "CWideChar", "CancellationError", "CaseIterable", "Character", "CheckedContinuation", "Clock",
        "ClosedRange", "ClosedRangeIndex", "Codable", "CodingKey", "CodingKeyRepresentable", "CodingUserInfoKey",
        "Collection", "CollectionDifference", "CollectionOfOne", "CommandLine", "Comparable", "ConcurrentValue",
        "ContiguousArray", "ContinuousClock", "Copyable", "CountableClosedRange", "CountablePartialRangeFrom",
        "CountableRange", "CustomConsumingRegexComponent", "CustomDebugStringConvertible", "CustomLeafReflectable",
        "CustomPlaygroundDisplayConvertible", "CustomPlaygroundQuickLookable", "CustomReflectable",
        "CustomStringConvertible", "Decodable", "Decoder", "DecodingError", "DefaultBidirectionalIndices",
        "DefaultIndices", "DefaultRandomAccessIndices", "DefaultStringInterpolation", "Dictionary",
        "DictionaryIndex", "DictionaryIterator", "DictionaryLiteral", "DictionaryLiteralConvertible",
        "DiscardingTaskGroup", "DiscontiguousSlice", "Double", "DropFirstSequence", "DropWhileSequence", "Duration",
        "DurationProtocol", "EmptyCollection", "EmptyIterator", "Encodable", "Encoder", "EncodingError",
        "EnumeratedIterator", "EnumeratedSequence", "Equatable", "Error", "Escapable", "Executor", "ExecutorJob",
        "ExpressibleByArrayLiteral", "ExpressibleByBooleanLiteral", "ExpressibleByDictionaryLiteral",
        "ExpressibleByExtendedGraphemeClusterLiteral", "ExpressibleByFloatLiteral", "ExpressibleByIntegerLiteral",
        "ExpressibleByNilLiteral", "ExpressibleByStringInterpolation", "ExpressibleByStringLiteral",
        "ExpressibleByUnicodeScalarLiteral", "ExtendedGraphemeClusterLiteralConvertible",
        "ExtendedGraphemeClusterType", "FixedWidthInteger", "FlattenBidirectionalCollection",
        "FlattenBidirectionalCollectionIndex", "FlattenCollection", "FlattenCollectionIndex", "FlattenSequence",
        "Float", "Float16", "Float32", "Float64", "Float80", "FloatLiteralConvertible", "FloatLiteralType",
        "FloatingPoint", "FloatingPointClassification", "FloatingPointRoundingRule", "FloatingPointSign",
        "GlobalActor", "Hashable", "Hasher", "Identifiable", "ImplicitlyUnwrappedOptional", "Indexable",
        "IndexableBase", "IndexingIterator", "InlineArray", "InstantProtocol", "Int", "Int128", "Int16", "Int32",
        "Int64", "Int8", "IntegerLiteralConvertible", "IntegerLiteralType", "IteratorOverOne", "IteratorProtocol",
        "IteratorSequence", "Job", "JobPriority", "JoinedIterator", "JoinedSequence", "KeyPath", "KeyValuePairs",
        "KeyedDecodingContainer", "KeyedDecodingContainerProtocol", "KeyedEncodingContainer",
        "KeyedEncodingContainerProtocol", "LazyBidirectionalCollection", "LazyCollection", "LazyCollectionProtocol",
        "LazyDropWhileBidirectionalCollection", "LazyDropWhileCollection", "LazyDropWhileIndex",
        "LazyDropWhileIterator", "LazyDropWhileSequence", "LazyFilterBidirectionalCollection",
        "LazyFilterCollection", "LazyFilterIndex", "LazyFilterIterator", "LazyFilterSequence",
        "LazyMapBidirectionalCollection", "LazyMapCollection", "LazyMapIterator", "LazyMapRandomAccessCollection",
        "LazyMapSequence", "LazyPrefixWhileBidirectionalCollection", "LazyPrefixWhileCollection",
        "LazyPrefixWhileIndex", "LazyPrefixWhileIterator", "LazyPrefixWhileSequence", "LazyRandomAccessCollection",
        "LazySequence", "LazySequenceProtocol", "LosslessStringConvertible", "MainActor", "ManagedBufferPointer",
        "MemoryLayout", "Mirror", "MirrorPath", "MutableBidirectionalSlice", "MutableCollection", "MutableIndexable",
        "MutableRandomAccessSlice", "MutableRangeReplaceableBidirectionalSlice",
        "MutableRangeReplaceableRandomAccessSlice", "MutableRangeReplaceableSlice", "MutableRawSpan", "MutableSlice",
        "MutableSpan", "Never", "NilLiteralConvertible", "Numeric", "ObjectIdentifier", "OpaquePointer", "OptionSet",
        "Optional", "OutputRawSpan", "OutputSpan", "PartialAsyncTask", "PartialKeyPath", "PartialRangeFrom",
        "PartialRangeThrough", "PartialRangeUpTo", "PlaygroundQuickLook", "PrefixSequence", "RandomAccessCollection",
        "RandomAccessIndexable", "RandomAccessSlice", "RandomNumberGenerator", "Range", "RangeExpression",
        "RangeReplaceableBidirectionalSlice", "RangeReplaceableCollection", "RangeReplaceableIndexable",
        "RangeReplaceableRandomAccessSlice", "RangeReplaceableSlice", "RangeSet", "RawRepresentable", "RawSpan",
        "ReferenceWritableKeyPath", "Regex", "RegexComponent", "RegexRepetitionBehavior", "RegexSemanticLevel",
        "RegexWordBoundaryKind", "Repeated", "Result", "ReversedCollection", "ReversedIndex",
        "ReversedRandomAccessCollection", "SIMD", "SIMD16", "SIMD2", "SIMD3", "SIMD32", "SIMD4", "SIMD64", "SIMD8",
        "SIMDMask", "SIMDScalar", "SIMDStorage", "Sendable", "SendableMetatype", "Sequence", "SerialExecutor", "Set",
        "SetAlgebra", "SetIndex", "SetIterator", "SignedInteger", "SignedNumeric", "SingleValueDecodingContainer",
        "SingleValueEncodingContainer", "Slice", "Span", "StaticBigInt", "StaticString", "StrideThrough",
        "StrideThroughIterator", "StrideTo", "StrideToIterator", "Strideable", "String",
        "StringInterpolationConvertible", "StringInterpolationProtocol", "StringLiteralConvertible",
        "StringLiteralType", "StringProtocol", "Substring", "SuspendingClock", "SystemRandomNumberGenerator", "Task",
        "TaskExecutor", "TaskGroup", "TaskPriority", "TextOutputStream", "TextOutputStreamable",
        "ThrowingDiscardingTaskGroup", "ThrowingTaskGroup", "UInt", "UInt128", "UInt16", "UInt32", "UInt64", "UInt8",
        "UTF16", "UTF32", "UTF8", "UTF8Span", "UnboundedRange", "UnboundedRange_", "UnfoldFirstSequence",
        "UnfoldSequence", "Unicode", "UnicodeCodec", "UnicodeDecodingResult", "UnicodeScalar",
        "UnicodeScalarLiteralConvertible", "UnicodeScalarType", "UnkeyedDecodingContainer",
        "UnkeyedEncodingContainer", "Unmanaged", "UnownedJob", "UnownedSerialExecutor", "UnownedTaskExecutor",
        "UnsafeBufferPointer", "UnsafeBufferPointerIterator", "UnsafeConcurrentValue", "UnsafeContinuation",
        "UnsafeCurrentTask", "UnsafeMutableBufferPointer", "UnsafeMutablePointer", "UnsafeMutableRawBufferPointer",
        "UnsafeMutableRawBufferPointerIterator", "UnsafeMutableRawPointer", "UnsafePointer",
        "UnsafeRawBufferPointer", "UnsafeRawBufferPointerIterator", "UnsafeRawPointer", "UnsafeSendable",
        "UnsafeThrowingContinuation", "UnsignedInteger", "Void", "WritableKeyPath", "Zip2Iterator", "Zip2Sequence",
    ]

    /// Foundation's, SwiftUI's and Observation's types an app's files use most, with their module.
    static let frameworks: [String: String] = [
        "Date": "Foundation", "Data": "Foundation", "URL": "Foundation", "UUID": "Foundation",
        "Decimal": "Foundation", "Calendar": "Foundation", "Locale": "Foundation", "TimeZone": "Foundation",
        "Timer": "Foundation", "Notification": "Foundation", "Operation": "Foundation", "Thread": "Foundation",
        "Measurement": "Foundation", "Progress": "Foundation", "Bundle": "Foundation", "Unit": "Foundation",
        "Predicate": "Foundation", "Formatter": "Foundation", "Expression": "Foundation", "Host": "Foundation",
        "Image": "SwiftUI", "Text": "SwiftUI", "View": "SwiftUI", "Color": "SwiftUI", "List": "SwiftUI",
        "Button": "SwiftUI", "Form": "SwiftUI", "Section": "SwiftUI", "Label": "SwiftUI", "Toggle": "SwiftUI",
        "Picker": "SwiftUI", "Alert": "SwiftUI", "Menu": "SwiftUI", "Link": "SwiftUI", "Table": "SwiftUI",
        "Group": "SwiftUI", "Scene": "SwiftUI", "App": "SwiftUI", "Window": "SwiftUI", "Font": "SwiftUI",
        "Path": "SwiftUI", "Shape": "SwiftUI", "Gauge": "SwiftUI", "Grid": "SwiftUI", "Slider": "SwiftUI",
        "Stepper": "SwiftUI", "Spacer": "SwiftUI", "Divider": "SwiftUI", "Animation": "SwiftUI",
        "Transaction": "SwiftUI", "Environment": "SwiftUI", "State": "SwiftUI", "Binding": "SwiftUI",
        "Namespace": "SwiftUI", "Layout": "SwiftUI", "Canvas": "SwiftUI",
        "Observable": "Observation", "Observations": "Observation",
    ]

    /// Every name in either list.
    static var all: Set<String> { standardLibrary.union(frameworks.keys) }

    /// The shadowing names `--allow-shadowing` lets a feature take: those the kit's code writes
    /// with their module wherever it sees the entities (`Swift.Task`, `Foundation.Date`), which
    /// `StandardNamesTests` checks; any other would break the package's own code, which writes it
    /// bare (`CustomStringConvertible`).
    static let allowable: Set<String> = [
        "Task", "Result", "Error", "Duration", "Date", "Data", "URL", "UUID", "Calendar", "Locale", "TimeZone",
        "Timer", "Notification", "Operation", "Thread", "Measurement", "Decimal", "Progress", "Bundle", "Unit",
        "Predicate", "Formatter",
    ]

    /// The module whose type `name` would hide (`Swift` for the standard library), or `nil`.
    static func module(shadowedBy name: String) -> String? {
        standardLibrary.contains(name) ? "Swift" : frameworks[name]
    }
}
