// SPDX-License-Identifier: GPL-3.0-or-later
// A 128-bit integer for exact quantity arithmetic and overflow-free
// intermediates (GCC and Clang extension; __extension__ keeps -Wpedantic quiet).
#pragma once

namespace bp {
__extension__ typedef __int128 int128;
}
