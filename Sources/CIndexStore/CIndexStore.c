// Types only (see include/CIndexStore.h): SwiftPM builds a C target from at least one source file.
#include "CIndexStore.h"
