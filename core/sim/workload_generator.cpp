// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/workload_generator.h"

#include "io/workspace_io.h"
#include "model/pod_names.h"
#include "sim/rng.h"
#include "util/read_file.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <map>
#include <numeric>

namespace bp {

namespace {

constexpr int64_t kMaxPods = 10'000'000; // far beyond any demonstration; keeps memory bounded
constexpr int64_t kMaxPodEntries = 300'000; // pods written one by one
constexpr int64_t kKi = 1024, kMi = 1024 * 1024;

[[noreturn]] void fail(const std::string& field, Phrase message)
{
    Diagnostic d;
    d.field = field;
    d.say(std::move(message));
    throw InputError(d);
}

Phrase morePodsThanAllowed()
{
    return Phrase(BP_TEXT("bp::core", "more than %1 pods"), { std::to_string(kMaxPods) });
}

std::string shapeField(size_t i, const std::string& name)
{
    return "shapes[" + std::to_string(i) + "]" + (name.empty() ? "" : " (" + name + ")");
}

// A request as the integer the scheduler uses (Quantity::schedulerUnits), refused when negative or too large.
int64_t amount(const std::string& resource, const Quantity& q, const std::string& field)
{
    if (q.isNegative())
        fail(field, Phrase(BP_TEXT("bp::core", "%1: \"%2\" is negative; expected a request of 0 or more"), { resource, q.text() }));
    auto v = q.schedulerUnits(resource);
    if (!v)
        fail(field, Phrase(BP_TEXT("bp::core", "%1: \"%2\" is too large"), { resource, q.text() }));
    return *v;
}

// Refuses, before any pod is made, a workload whose workspace could not be
// read back: a shape written once with replicas holds at most kMaxReplicas;
// pods written one by one (ranges, or shuffled) at most kMaxPodEntries, about
// 80 bytes each, which keeps the workspace well within kMaxWorkspaceBytes.
void checkWritable(const GeneratorSpec& spec, const std::vector<int64_t>& counts, const std::vector<char>& fixed)
{
    int64_t entries = 0;
    for (size_t i = 0; i < spec.shapes.size(); ++i) {
        const bool together = fixed[i] && spec.order != ArrivalOrder::Shuffled;
        if (together && counts[i] > kMaxReplicas)
            fail(shapeField(i, spec.shapes[i].name) + ".count",
                Phrase(BP_TEXT("bp::core",
                           "%1 pods of one size are written as one pod with replicas, and a workspace holds at most "
                           "%2 replicas per pod; split the shape in two"),
                    { std::to_string(counts[i]), std::to_string(kMaxReplicas) }));
        if (!together)
            entries += counts[i];
    }
    if (entries > kMaxPodEntries)
        fail("total",
            Phrase(BP_TEXT("bp::core",
                       "%1 pods of varying sizes (or shuffled) would each be written out, and at most %2 can be (a "
                       "workspace may be at most %3); generate fewer, or give the shapes fixed sizes in as-listed "
                       "order"),
                { std::to_string(entries), std::to_string(kMaxPodEntries), mebibytes(kMaxWorkspaceBytes) }));
}

struct Item {
    size_t shape;
    int64_t index;             // within its shape
    std::vector<Quantity> req; // in the order of the shape's requests
};

std::vector<int64_t> podCounts(const GeneratorSpec& spec)
{
    std::vector<int64_t> counts(spec.shapes.size(), 0);
    int64_t counted = 0;
    double weightSum = 0;
    for (size_t i = 0; i < spec.shapes.size(); ++i) {
        const auto& s = spec.shapes[i];
        const std::string field = shapeField(i, s.name);
        if (s.count.has_value() == s.proportion.has_value())
            fail(field, Phrase(BP_TEXT("bp::core", "expected exactly one of count or proportion")));
        if (s.count) {
            if (*s.count < 0 || *s.count > kMaxPods)
                fail(field + ".count", Phrase(BP_TEXT("bp::core", "%1 is out of range; expected 0 to %2"),
                                           { std::to_string(*s.count), std::to_string(kMaxPods) }));
            counts[i] = *s.count;
            counted += *s.count;
        } else {
            if (!std::isfinite(*s.proportion) || *s.proportion <= 0)
                fail(field + ".proportion", Phrase(BP_TEXT("bp::core", "expected a positive number")));
            weightSum += *s.proportion;
        }
    }
    if (counted > kMaxPods)
        fail("total", morePodsThanAllowed());
    if (weightSum == 0) {
        if (spec.total && *spec.total != counted)
            fail("total",
                Phrase(BP_TEXT("bp::core",
                           "%1 pods requested but the shapes' counts add up to %2; give some shapes a proportion "
                           "instead of a count"),
                    { std::to_string(*spec.total), std::to_string(counted) }));
        return counts;
    }
    if (!spec.total)
        fail("total", Phrase(BP_TEXT("bp::core", "shapes with a proportion need a total number of pods")));
    if (*spec.total < counted || *spec.total > kMaxPods)
        fail("total", Phrase(BP_TEXT("bp::core", "%1 is out of range; expected %2 (the counted shapes) to %3"),
                          { std::to_string(*spec.total), std::to_string(counted), std::to_string(kMaxPods) }));
    // Largest remainder: floors first, then one more pod to the largest
    // fractional parts (earlier shape first on ties).
    const int64_t share = *spec.total - counted;
    std::vector<std::pair<double, size_t>> remainders;
    int64_t given = 0;
    for (size_t i = 0; i < spec.shapes.size(); ++i) {
        if (!spec.shapes[i].proportion)
            continue;
        const double exact = static_cast<double>(share) * (*spec.shapes[i].proportion / weightSum);
        counts[i] = static_cast<int64_t>(std::floor(exact));
        given += counts[i];
        remainders.push_back({exact - std::floor(exact), i});
    }
    std::stable_sort(remainders.begin(), remainders.end(),
        [](const auto& a, const auto& b) { return a.first > b.first; });
    for (size_t k = 0; given < share && k < remainders.size(); ++k, ++given)
        counts[remainders[k].second] += 1;
    return counts;
}

// Draws one request from its range.
Quantity draw(const ResourceRange& r, int64_t lo, int64_t hi, Rng& rng)
{
    if (lo == hi)
        return r.min;
    const bool cpu = r.resource == "cpu";
    int64_t step = 1;
    if (!cpu)
        step = lo % kMi == 0 && hi % kMi == 0 ? kMi : lo % kKi == 0 && hi % kKi == 0 ? kKi : 1;
    const int64_t a = (lo + step - 1) / step, b = hi / step;
    const int64_t v = (a + static_cast<int64_t>(rng.below(static_cast<uint64_t>(b - a) + 1))) * step;
    return cpu ? Quantity::fromMilli(v) : Quantity::fromValue(v);
}

} // namespace

std::vector<Pod> generateWorkload(const GeneratorSpec& spec)
{
    if (spec.shapes.empty())
        fail("shapes", Phrase(BP_TEXT("bp::core", "no pod shapes given; expected at least one")));
    std::map<std::string, size_t> names;
    std::vector<std::vector<std::pair<int64_t, int64_t>>> bounds(spec.shapes.size());
    std::vector<char> fixed(spec.shapes.size(), 1);
    for (size_t i = 0; i < spec.shapes.size(); ++i) {
        const auto& s = spec.shapes[i];
        const std::string field = shapeField(i, s.name);
        if (!isUsableShapeName(s.name))
            fail(field + ".name",
                Phrase(BP_TEXT("bp::core",
                           "\"%1\" is not a usable pod name; expected a non-empty name without spaces, ':', ',' or "
                           "'='"),
                    { s.name }));
        if (!names.emplace(s.name, i).second)
            fail(field + ".name",
                Phrase(BP_TEXT("bp::core", "\"%1\" is used by an earlier shape; names must be unique"), { s.name }));
        std::map<std::string, int> seen;
        for (const auto& r : s.requests) {
            if (r.resource.empty())
                fail(field + ".requests", Phrase(BP_TEXT("bp::core", "a request without a resource name")));
            if (seen[r.resource]++)
                fail(field + ".requests", Phrase(BP_TEXT("bp::core", "%1 is given twice"), { r.resource }));
            const int64_t lo = amount(r.resource, r.min, field + ".requests");
            const int64_t hi = amount(r.resource, r.max, field + ".requests");
            if (lo > hi)
                fail(field + ".requests",
                    Phrase(BP_TEXT("bp::core", "%1: the range %2..%3 is empty; expected min <= max"),
                        { r.resource, r.min.text(), r.max.text() }));
            bounds[i].push_back({lo, hi});
            fixed[i] = fixed[i] && lo == hi;
        }
    }
    const std::vector<int64_t> counts = podCounts(spec);
    const int64_t totalPods = std::accumulate(counts.begin(), counts.end(), int64_t{0});
    if (totalPods > kMaxPods)
        fail("total", morePodsThanAllowed());
    checkWritable(spec, counts, fixed);

    Rng rng(spec.seed);
    std::vector<Item> items;
    items.reserve(static_cast<size_t>(totalPods));
    for (size_t i = 0; i < spec.shapes.size(); ++i)
        for (int64_t k = 0; k < counts[i]; ++k) {
            Item it{i, k, {}};
            for (size_t r = 0; r < spec.shapes[i].requests.size(); ++r)
                it.req.push_back(draw(spec.shapes[i].requests[r], bounds[i][r].first, bounds[i][r].second, rng));
            items.push_back(std::move(it));
        }

    if (spec.order == ArrivalOrder::Shuffled) {
        for (size_t i = items.size(); i > 1; --i)
            std::swap(items[i - 1], items[static_cast<size_t>(rng.below(i))]);
    } else if (spec.order == ArrivalOrder::LargestFirst) {
        std::map<std::string, double> largest;
        for (const auto& it : items)
            for (size_t r = 0; r < it.req.size(); ++r) {
                const auto& name = spec.shapes[it.shape].requests[r].resource;
                largest[name] = std::max(largest[name], it.req[r].toDouble());
            }
        std::vector<std::pair<double, size_t>> size(items.size());
        for (size_t k = 0; k < items.size(); ++k) {
            double s = 0;
            for (size_t r = 0; r < items[k].req.size(); ++r) {
                const double m = largest[spec.shapes[items[k].shape].requests[r].resource];
                if (m > 0)
                    s += items[k].req[r].toDouble() / m;
            }
            size[k] = {s, k};
        }
        std::stable_sort(size.begin(), size.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
        std::vector<Item> sorted;
        sorted.reserve(items.size());
        for (const auto& [s, k] : size)
            sorted.push_back(std::move(items[k]));
        items = std::move(sorted);
    }

    // A fixed-size shape whose pods arrive together, in index order, becomes
    // one pod with replicas.
    std::vector<char> together(spec.shapes.size(), 0);
    for (size_t p = 0; p < items.size();) {
        const size_t s = items[p].shape;
        size_t q = p;
        while (q < items.size() && items[q].shape == s && items[q].index == static_cast<int64_t>(q - p))
            ++q;
        if (q - p == static_cast<size_t>(counts[s]) && fixed[s])
            together[s] = 1;
        p = q > p ? q : p + 1;
    }

    std::vector<Pod> pods;
    PodNameIndex podNames; // id: the shape
    for (const auto& it : items) {
        const PodShapeSpec& shape = spec.shapes[it.shape];
        if (together[it.shape] && it.index > 0)
            continue;
        Pod pod;
        pod.name = together[it.shape] ? shape.name : numberedPodName(shape.name, it.index);
        pod.replicas = together[it.shape] ? counts[it.shape] : 1;
        Container c;
        for (size_t r = 0; r < shape.requests.size(); ++r)
            c.requests.set(shape.requests[r].resource, it.req[r]);
        pod.containers.push_back(std::move(c));
        // A workspace holds every name once ("a" with replicas holds a-0, a-1, ..., which a shape a-1 takes too).
        if (const auto clash = podNames.clash(pod.name, pod.replicas)) {
            const std::string& other = spec.shapes[clash->other].name;
            fail(shapeField(it.shape, shape.name) + ".name",
                Phrase(BP_TEXT("bp::core",
                           "\"%1\" would name a pod of this shape and one of shape \"%2\"; a workspace holds each "
                           "pod name once; give one of the shapes another name"),
                    { clash->name, other }));
        }
        podNames.add(pod, it.shape);
        pods.push_back(std::move(pod));
    }
    return pods;
}

bool isUsableShapeName(std::string_view name)
{
    return isValidPodName(name) && name.find_first_of(" \t\n:,=") == std::string_view::npos;
}

std::optional<ArrivalOrder> parseArrivalOrder(std::string_view text)
{
    if (text == "as-listed")
        return ArrivalOrder::AsListed;
    if (text == "shuffled")
        return ArrivalOrder::Shuffled;
    if (text == "largest-first")
        return ArrivalOrder::LargestFirst;
    return std::nullopt;
}

const char* arrivalOrderName(ArrivalOrder order)
{
    switch (order) {
    case ArrivalOrder::AsListed: return "as-listed";
    case ArrivalOrder::Shuffled: return "shuffled";
    case ArrivalOrder::LargestFirst: return "largest-first";
    }
    return "as-listed";
}

PodShapeSpec parsePodShapeSpec(std::string_view text)
{
    const std::string where = "--shape \"" + std::string(text) + "\"";
    const auto expected = [](Phrase p) {
        return p.then(Phrase(BP_TEXT("bp::core",
            "; expected NAME:RESOURCE=QUANTITY[..QUANTITY],...:count=N or :proportion=P, e.g. "
            "web:cpu=500m,memory=1Gi:count=100")));
    };
    std::vector<std::string> parts;
    size_t b = 0;
    for (size_t e; (e = text.find(':', b)) != std::string_view::npos; b = e + 1)
        parts.emplace_back(text.substr(b, e - b));
    parts.emplace_back(text.substr(b));
    if (parts.size() < 3)
        fail(where, expected(Phrase(BP_TEXT("bp::core", "too few parts"))));
    PodShapeSpec s;
    s.name = parts[0];
    if (s.name.empty())
        fail(where, expected(Phrase(BP_TEXT("bp::core", "no name"))));
    // Requests: "cpu=500m,memory=1Gi,nvidia.com/gpu=1", ranges "cpu=250m..2".
    size_t p = 0;
    const std::string& reqs = parts[1];
    while (p <= reqs.size() && !reqs.empty()) {
        size_t e = reqs.find(',', p);
        if (e == std::string::npos)
            e = reqs.size();
        const std::string item = reqs.substr(p, e - p);
        const size_t eq = item.find('=');
        if (eq == std::string::npos || eq == 0 || eq + 1 == item.size())
            fail(where, expected(Phrase(BP_TEXT("bp::core", "\"%1\" is not RESOURCE=QUANTITY"), { item })));
        ResourceRange r;
        r.resource = item.substr(0, eq);
        const std::string value = item.substr(eq + 1);
        const size_t dots = value.find("..");
        const std::string lo = dots == std::string::npos ? value : value.substr(0, dots);
        const std::string hi = dots == std::string::npos ? value : value.substr(dots + 2);
        Phrase err;
        auto qlo = Quantity::parse(lo, err);
        if (!qlo)
            fail(where, Phrase(BP_TEXT("bp::core", "%1: "), { r.resource }).then(err));
        auto qhi = Quantity::parse(hi, err);
        if (!qhi)
            fail(where, Phrase(BP_TEXT("bp::core", "%1: "), { r.resource }).then(err));
        r.min = *qlo;
        r.max = *qhi;
        s.requests.push_back(std::move(r));
        p = e + 1;
    }
    for (size_t i = 2; i < parts.size(); ++i) {
        const std::string& opt = parts[i];
        const size_t eq = opt.find('=');
        const std::string key = opt.substr(0, eq);
        const std::string value = eq == std::string::npos ? std::string() : opt.substr(eq + 1);
        if (key == "count" && !s.count) {
            int64_t n = 0;
            auto [ptr, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
            if (ec != std::errc() || ptr != value.data() + value.size() || value.empty() || n < 0)
                fail(where, Phrase(BP_TEXT("bp::core", "count=%1 is not a non-negative integer"), { value }));
            s.count = n;
        } else if (key == "proportion" && !s.proportion) {
            std::string v = value;
            double scale = 1;
            if (!v.empty() && v.back() == '%') {
                v.pop_back();
                scale = 0.01;
            }
            char* end = nullptr;
            const double d = v.empty() ? 0 : std::strtod(v.c_str(), &end);
            if (v.empty() || end != v.c_str() + v.size() || !std::isfinite(d) || d <= 0)
                fail(where, Phrase(BP_TEXT("bp::core", "proportion=%1 is not a positive number (0.3 or 30%)"), { value }));
            s.proportion = d * scale;
        } else {
            fail(where,
                expected(Phrase(BP_TEXT("bp::core", "\"%1\" is not count=N or proportion=P (each at most once)"),
                    { opt })));
        }
    }
    if (s.count && s.proportion)
        fail(where, Phrase(BP_TEXT("bp::core", "give count or proportion, not both")));
    if (!s.count && !s.proportion)
        fail(where, expected(Phrase(BP_TEXT("bp::core", "no count or proportion"))));
    return s;
}

} // namespace bp
