// The few types the checker needs to call the toolchain's libIndexStore, which it loads at run
// time (dlopen) rather than linking: a string the library returns by value, the opaque handles
// it hands out, and the shapes of the functions it looks up (dlsym). Written for this package
// from the library's documented C interface; the library's own header is not needed to build.
#ifndef CINDEXSTORE_H
#define CINDEXSTORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/// A string owned by the library: `length` bytes at `data`, not always NUL-terminated.
typedef struct {
    const char *data;
    size_t length;
} CIndexStoreString;

/// An opaque handle of the library's (a store, an error, a unit or record reader, a
/// dependency, an occurrence, a symbol, a relation, creation options).
typedef void *CIndexStoreHandle;

/// `const char *description(handle)`: an error's text.
typedef const char *(*CIndexStoreDescriptionFunction)(CIndexStoreHandle);
/// `void dispose(handle)`: frees an error, store, reader or options.
typedef void (*CIndexStoreDisposeFunction)(CIndexStoreHandle);
/// `unsigned version(void)`: the library's API or format version.
typedef unsigned (*CIndexStoreVersionFunction)(void);
/// `handle create(void)`: empty creation options.
typedef CIndexStoreHandle (*CIndexStoreOptionsCreateFunction)(void);
/// `void add_prefix_mapping(options, prefix, replacement)`.
typedef void (*CIndexStorePrefixMappingFunction)(CIndexStoreHandle, const char *, const char *);
/// `handle create_with_options(path, options, &error)`: a store.
typedef CIndexStoreHandle (*CIndexStoreStoreCreateFunction)(
    const char *, CIndexStoreHandle, CIndexStoreHandle *);
/// `handle create(store, name, &error)`: a unit or record reader.
typedef CIndexStoreHandle (*CIndexStoreReaderCreateFunction)(
    CIndexStoreHandle, const char *, CIndexStoreHandle *);

/// Called with each unit's name; returns whether to go on.
typedef bool (*CIndexStoreNameApplier)(void *, CIndexStoreString);
/// `bool units_apply_f(store, sorted, context, applier)`.
typedef bool (*CIndexStoreUnitsApplyFunction)(CIndexStoreHandle, unsigned, void *, CIndexStoreNameApplier);

/// Called with each item (dependency, occurrence, relation); returns whether to go on.
typedef bool (*CIndexStoreHandleApplier)(void *, CIndexStoreHandle);
/// `bool apply_f(handle, context, applier)`: a unit's dependencies, a record's occurrences,
/// an occurrence's relations.
typedef bool (*CIndexStoreApplyFunction)(CIndexStoreHandle, void *, CIndexStoreHandleApplier);

/// `string get(handle)`: a unit's main file or module, a dependency's name or file, a
/// symbol's name or USR.
typedef CIndexStoreString (*CIndexStoreStringFunction)(CIndexStoreHandle);
/// `bool is(handle)`: whether a unit has a main file, is a system unit.
typedef bool (*CIndexStoreFlagFunction)(CIndexStoreHandle);
/// `int kind(handle)`: a dependency's kind, a symbol's kind (C enums, `int` wide).
typedef int (*CIndexStoreKindFunction)(CIndexStoreHandle);
/// `uint64_t roles(handle)`: an occurrence's or relation's roles, a bit set.
typedef uint64_t (*CIndexStoreRolesFunction)(CIndexStoreHandle);
/// `handle symbol(handle)`: an occurrence's or relation's symbol.
typedef CIndexStoreHandle (*CIndexStoreSymbolFunction)(CIndexStoreHandle);
/// `void line_col(occurrence, &line, &column)`.
typedef void (*CIndexStoreLineColumnFunction)(CIndexStoreHandle, unsigned *, unsigned *);
/// `void modification_time(unit_reader, &seconds, &nanoseconds)`.
typedef void (*CIndexStoreTimeFunction)(CIndexStoreHandle, int64_t *, int64_t *);

#endif
