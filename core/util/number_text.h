// SPDX-License-Identifier: GPL-3.0-or-later
// Numbers as text for people and files: 60, 437.5, 173.07692307692307.
#pragma once

#include <cstdint>
#include <string>

namespace bp {

// Integers without a fraction; otherwise the shortest text that reads back as
// the same double ("0.1", not "0.10000000000000001"); "nan", "inf" as printf.
std::string shortestNumber(double v);

// An amount of a resource in scheduler units as people read a total (the
// stranded capacity of a cluster): bytes (memory, ephemeral-storage,
// hugepages-*) in the binary unit that leaves 1 to 10239 of it, with one
// decimal ("2124.7 Gi", "512.0 Mi", "9000 bytes"); cpu millicores in cores with up to
// two decimals, the word given by `cores` ("311.96 cores"), under one core in
// millicores ("500m"); anything else as the integer it is.
std::string readableAmount(const std::string& resource, int64_t amount, const std::string& cores = "cores");

} // namespace bp
