// SPDX-License-Identifier: GPL-3.0-or-later
// validate on a KubeSchedulerConfiguration with many profiles: reading and
// checking 1,000 to 128,000 distinct schedulerNames, and 4,000 copies of one
// name (one diagnostic, however many copies). Prints the wall time per size
// and the time per profile, so growth that is not linear shows at a glance.
//
//   bench_config_read [MAX_PROFILES]
#include "bench_common.h"
#include "io/scheduler_config_import.h"

#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

std::string configWithNames(int n, bool distinct)
{
    std::string text = "apiVersion: kubescheduler.config.k8s.io/v1\nkind: KubeSchedulerConfiguration\nprofiles:\n";
    for (int i = 0; i < n; ++i)
        text += "- schedulerName: " + (distinct ? "s" + std::to_string(i) : std::string("same")) + "\n";
    return text;
}

} // namespace

int main(int argc, char** argv)
{
    const int maxProfiles = argc > 1 ? std::atoi(argv[1]) : 128000;
    std::printf("validate, distinct schedulerNames\n%10s %10s %14s %12s\n", "profiles", "seconds", "us/profile",
        "diagnostics");
    for (int n = 1000; n <= maxProfiles; n *= 2) {
        const std::string text = configWithNames(n, true);
        size_t diagnostics = 0;
        const double s = bp::bench::seconds(
            [&] { diagnostics = bp::validateSchedulerConfig(text, "many.yaml").diagnostics.size(); });
        std::printf("%10d %10.3f %14.2f %12zu\n", n, s, s * 1e6 / n, diagnostics);
    }
    const std::string same = configWithNames(4000, false);
    size_t diagnostics = 0;
    const double s
        = bp::bench::seconds([&] { diagnostics = bp::validateSchedulerConfig(same, "dup.yaml").diagnostics.size(); });
    std::printf("validate, 4,000 copies of one schedulerName: %.3f s, %zu diagnostic(s)\n", s, diagnostics);
    return 0;
}
