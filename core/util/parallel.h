// SPDX-License-Identifier: GPL-3.0-or-later
// A tiny fork-join helper: scoring every node for a pod is embarrassingly
// parallel, and the target machine has two cores.
#pragma once

#include <cstddef>
#include <functional>

namespace bp {

// Calls body(begin, end) on disjoint ranges covering [0, n), on the calling
// thread and on pool threads, and returns when all are done. Ranges smaller
// than minChunk are not split. Safe to call from several threads (calls are
// serialised on the pool) and after fork() (the child runs serially).
void parallelFor(size_t n, size_t minChunk, const std::function<void(size_t, size_t)>& body);

} // namespace bp
