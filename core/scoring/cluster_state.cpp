// SPDX-License-Identifier: GPL-3.0-or-later
#include "scoring/cluster_state.h"

#include "io/container_port_rules.h"

#include "scoring/pod_affinity.h"

#include "util/int128.h"
#include "util/saturating.h"

#include <algorithm>
#include <cctype>
#include <limits>

namespace bp {

namespace {

bool startsWith(std::string_view s, std::string_view p) { return s.substr(0, p.size()) == p; }

// apimachinery IsQualifiedName: [prefix/]name, prefix a DNS-1123 subdomain,
// name <= 63 chars of [A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?
bool isQualifiedName(std::string_view v)
{
    std::string_view prefix, name = v;
    auto slash = v.find('/');
    if (slash != std::string_view::npos) {
        prefix = v.substr(0, slash);
        name = v.substr(slash + 1);
        if (prefix.empty() || prefix.size() > 253)
            return false;
        for (size_t i = 0; i < prefix.size(); ++i) {
            char c = prefix[i];
            bool ok = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '.';
            if (!ok)
                return false;
        }
        auto alnum = [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'); };
        if (!alnum(prefix.front()) || !alnum(prefix.back()))
            return false;
    }
    if (name.empty() || name.size() > 63)
        return false;
    auto alnum = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; };
    if (!alnum(name.front()) || !alnum(name.back()))
        return false;
    for (char c : name)
        if (!(alnum(c) || c == '-' || c == '_' || c == '.'))
            return false;
    return true;
}

constexpr int128 kNano = 1000000000;

} // namespace

bool isExtendedResourceName(std::string_view name)
{
    // IsNativeResource: no "/" or a kubernetes.io/ prefix.
    if (name.find('/') == std::string_view::npos || name.find("kubernetes.io/") != std::string_view::npos)
        return false;
    if (startsWith(name, "requests."))
        return false;
    return isQualifiedName("requests." + std::string(name));
}

bool isScalarResourceName(std::string_view name)
{
    return isExtendedResourceName(name) || startsWith(name, "hugepages-")
        || name.find("kubernetes.io/") != std::string_view::npos || startsWith(name, "attachable-volumes-");
}

ResourceTable::ResourceTable()
{
    for (const char* n : {"cpu", "memory", "ephemeral-storage", "pods"})
        intern(n);
}

int ResourceTable::indexOf(std::string_view name) const
{
    auto it = index_.find(std::string(name));
    return it == index_.end() ? -1 : it->second;
}

int ResourceTable::intern(std::string_view name)
{
    int i = indexOf(name);
    if (i >= 0)
        return i;
    names_.emplace_back(name);
    scalar_.push_back(isScalarResourceName(name));
    i = static_cast<int>(names_.size()) - 1;
    index_.emplace(names_.back(), i);
    return i;
}

namespace {

// Per-resource values of one pod, in either exact nano-units or in scheduler
// units computed per container (the pre-1.27 code paths summed int64 values).
using Wide = std::vector<int128>;

// Sums of many containers may pass the 128-bit range (each value is below
// 2^120): they stick at +-2^126, far beyond what fits int64 in scheduler
// units, so toAmounts() reports them as the overflow they are.
int128 wideAdd(int128 a, int128 b)
{
    constexpr int128 kCap = static_cast<int128>(1) << 126;
    int128 r;
    if (__builtin_add_overflow(a, b, &r))
        return b > 0 ? kCap : -kCap;
    return r > kCap ? kCap : (r < -kCap ? -kCap : r);
}

struct DemandBuilder {
    const Pod& pod;
    ResourceTable& table;
    const std::string& file;
    int n;

    [[noreturn]] void overflow(const std::string& field, const std::string& resource) const
    {
        Diagnostic d;
        if (pod.pos.line > 0)
            d.file = file; // as read from it (an edit clears the position)
        d.line = pod.pos.line;
        d.column = pod.pos.column;
        d.field = "pods[" + pod.name + "]." + field + "." + resource;
        d.say(Phrase(BP_TEXT("bp::core", "the quantity does not fit a 64-bit integer in scheduler units")));
        throw InputError(d);
    }

    // Scheduler-unit value of one quantity (MilliValue for cpu, Value otherwise).
    int64_t units(const Quantity& q, int idx, bool forceValue, const std::string& field) const
    {
        auto v = forceValue ? q.value() : q.schedulerUnits(table.name(idx));
        if (!v)
            overflow(field, table.name(idx));
        return *v;
    }

    int128 nano(const Quantity& q, int idx, const std::string& field) const
    {
        // ceil(numerator * 1e9 / 10^scale); scales beyond nano round up.
        int128 num = q.numerator();
        int scale = q.scale();
        int128 limit = (static_cast<int128>(1) << 120);
        if (num > limit / kNano || num < -limit / kNano)
            overflow(field, table.name(idx));
        int128 v = num * kNano;
        for (int i = 0; i < scale; ++i) {
            int128 r = v % 10;
            v /= 10;
            if (r > 0)
                v += 1;
        }
        return v;
    }

    // One container's values. nonZero: cpu/memory absent -> the scheduler defaults.
    Wide container(const Container& c, bool nonZero, bool exact, const std::string& field) const
    {
        Wide v(static_cast<size_t>(n), 0);
        for (const auto& [name, q] : c.requests.entries) {
            int idx = table.indexOf(name);
            if (idx < 0 || idx == kPods)
                continue;
            v[static_cast<size_t>(idx)] = exact ? nano(q, idx, field) : units(q, idx, false, field);
        }
        if (nonZero) {
            if (!c.requests.contains("cpu"))
                v[kCpu] = exact ? kDefaultMilliCpuRequest * (kNano / 1000) : kDefaultMilliCpuRequest;
            if (!c.requests.contains("memory"))
                v[kMemory] = exact ? kDefaultMemoryRequest * kNano : kDefaultMemoryRequest;
        }
        return v;
    }

    // Σ containers, then init containers: KEP-753 with sidecars, or plain max
    // (or none: the v1.16.0-v1.16.9 scoring and node totals).
    Wide aggregate(bool nonZero, bool exact, bool sidecars, bool inits = true) const
    {
        Wide reqs = regularSum(nonZero, exact);
        if (inits)
            maxWithInits(reqs, nonZero, exact, sidecars);
        return reqs;
    }

    Wide regularSum(bool nonZero, bool exact) const
    {
        Wide reqs(static_cast<size_t>(n), 0);
        for (const auto& c : pod.containers) {
            Wide v = container(c, nonZero, exact, "containers.requests");
            for (int i = 0; i < n; ++i)
                reqs[i] = wideAdd(reqs[i], v[i]);
        }
        return reqs;
    }

    // reqs = max(reqs + sidecars, the init containers' peak).
    void maxWithInits(Wide& reqs, bool nonZero, bool exact, bool sidecars) const
    {
        Wide restartable(static_cast<size_t>(n), 0), initMax(static_cast<size_t>(n), 0);
        for (const auto& ic : pod.initContainers) {
            Wide v = container(ic, nonZero, exact, "initContainers.requests");
            if (sidecars && ic.restartable) {
                for (int i = 0; i < n; ++i) {
                    reqs[i] = wideAdd(reqs[i], v[i]);
                    restartable[i] = wideAdd(restartable[i], v[i]);
                    initMax[i] = std::max(initMax[i], restartable[i]);
                }
            } else {
                for (int i = 0; i < n; ++i)
                    initMax[i] = std::max(initMax[i], wideAdd(v[i], sidecars ? restartable[i] : 0));
            }
        }
        for (int i = 0; i < n; ++i)
            reqs[i] = std::max(reqs[i], initMax[i]);
    }

    // Volcano's GetPodResourceRequest (pkg/scheduler/api/pod_info.go):
    // NewResource converts each container's list on its own (cpu
    // MilliValue(), everything else rounded up to whole units), then
    // Resource.Add sums and SetMaxResource maxes them. v1.8-v1.14 add the
    // overhead to the regular containers before the max with the init
    // containers, v1.15 after it; sidecars count from v1.10.
    Amounts volcanoRequests(KubeVersion version) const
    {
        Wide reqs = regularSum(false, false);
        if (!version.volcanoOverheadAfterInit())
            addOverhead(reqs, false, false);
        maxWithInits(reqs, false, false, version.volcanoSidecars());
        if (version.volcanoOverheadAfterInit())
            addOverhead(reqs, false, false);
        Amounts out = toAmounts(reqs, false, "requests");
        out[kPods] = version.volcanoPodsScalar() ? 1 : 0;
        return out;
    }

    void addOverhead(Wide& v, bool exact, bool cpuAsValue) const
    {
        for (const auto& [name, q] : pod.overhead.entries) {
            int idx = table.indexOf(name);
            if (idx < 0 || idx == kPods)
                continue;
            v[static_cast<size_t>(idx)] = wideAdd(v[static_cast<size_t>(idx)],
                exact ? nano(q, idx, "overhead") : units(q, idx, cpuAsValue, "overhead"));
        }
    }

    // An exact nano-unit amount in scheduler units, rounded up as
    // MilliValue() (cpu) and Value() do.
    static int128 ceilUnits(int128 x, int idx)
    {
        const int128 unit = (idx == kCpu) ? kNano / 1000 : kNano;
        int128 q = x / unit;
        if (x % unit > 0)
            q += 1;
        return q;
    }

    int64_t fitInt64(int128 x, int idx, const std::string& field) const
    {
        if (x > INT64_MAX || x < INT64_MIN)
            overflow(field, table.name(idx));
        return static_cast<int64_t>(x);
    }

    Amounts toAmounts(const Wide& v, bool exact, const std::string& field) const
    {
        Amounts out(static_cast<size_t>(n), 0);
        for (int i = 0; i < n; ++i) {
            const int128 x = v[static_cast<size_t>(i)];
            out[static_cast<size_t>(i)] = fitInt64(exact ? ceilUnits(x, i) : x, i, field);
        }
        return out;
    }

    // 1.27-1.31 framework/types.go calculateResource: PodRequests hands each
    // container's request list to ContainerFn (an init container's together
    // with the sidecars before it, a sidecar's as the running sum of the
    // sidecars so far); GetNonzeroRequests rounds that list up (MilliValue,
    // Value) or defaults a missing cpu/memory key. Regular containers are
    // summed, init container lists maxed -- sidecars are not summed here --
    // and the overhead is added. Only cpu and memory are tracked.
    void nonZeroPerContainer(Amounts& out, bool sidecars, bool overhead) const
    {
        for (int idx : { kCpu, kMemory }) {
            const std::string& key = table.name(idx);
            const int128 fallback = idx == kCpu ? kDefaultMilliCpuRequest : kDefaultMemoryRequest;
            auto listValue
                = [&](int128 exactSum, bool present) { return present ? ceilUnits(exactSum, idx) : fallback; };
            auto exactOf = [&](const Container& c, const char* field) {
                const Quantity* q = c.requests.find(key);
                return q ? nano(*q, idx, field) : int128(0);
            };
            int128 regular = 0;
            for (const auto& c : pod.containers)
                regular = wideAdd(regular, listValue(exactOf(c, "containers.requests"), c.requests.contains(key)));
            int128 initMax = 0, sidecarSum = 0;
            bool sidecarHas = false;
            for (const auto& ic : pod.initContainers) {
                const int128 v = exactOf(ic, "initContainers.requests");
                const bool has = ic.requests.contains(key);
                if (sidecars && ic.restartable) {
                    sidecarSum = wideAdd(sidecarSum, v);
                    sidecarHas = sidecarHas || has;
                    initMax = std::max(initMax, listValue(sidecarSum, sidecarHas));
                } else {
                    initMax = std::max(initMax, listValue(wideAdd(v, sidecarSum), has || sidecarHas));
                }
            }
            int128 total = std::max(regular, initMax);
            if (overhead)
                if (const Quantity* q = pod.overhead.find(key))
                    total = wideAdd(total, units(*q, idx, false, "overhead"));
            out[static_cast<size_t>(idx)] = fitInt64(total, idx, "requests");
        }
    }

    // Scalar resources some request list names although the pod's total is 0.
    std::vector<int> zeroScalarKeys(const Amounts& total, bool overhead) const
    {
        std::vector<int> out;
        auto note = [&](const ResourceList& list) {
            for (const auto& e : list.entries) {
                const int idx = table.indexOf(e.first);
                if (idx > kPods && table.isScalar(idx) && total[static_cast<size_t>(idx)] == 0
                    && std::find(out.begin(), out.end(), idx) == out.end())
                    out.push_back(idx);
            }
        };
        for (const auto* cs : { &pod.containers, &pod.initContainers })
            for (const auto& c : *cs)
                note(c.requests);
        if (overhead)
            note(pod.overhead);
        return out;
    }
};

void internPodResources(const Pod& pod, ResourceTable& table)
{
    for (const auto* list : {&pod.overhead})
        for (const auto& e : list->entries)
            table.intern(e.first);
    for (const auto* cs : {&pod.containers, &pod.initContainers})
        for (const auto& c : *cs)
            for (const auto& e : c.requests.entries)
                table.intern(e.first);
}

} // namespace

std::vector<HostPort> hostPortsOf(const Pod& pod, KubeVersion rules)
{
    std::vector<HostPort> out;
    auto add = [&out, &pod](const Container& c) {
        for (const ContainerPort& p : c.ports) {
            const int32_t hostPort = effectiveHostPort(p, pod.hostNetwork);
            if (hostPort <= 0)
                continue;
            out.push_back({ p.hostIP.empty() ? std::string(kBindAllHostIP) : p.hostIP,
                p.protocol.empty() ? "TCP" : p.protocol, hostPort });
        }
    };
    if (rules.sidecarHostPorts()) // util.GetHostPorts: sidecars first, then the containers
        for (const Container& c : pod.initContainers)
            if (c.restartable)
                add(c);
    for (const Container& c : pod.containers)
        add(c);
    return out;
}

PodDemand computePodDemand(const Pod& pod, ResourceTable& table, KubeVersion volcanoOrKube, const std::string& file)
{
    internPodResources(pod, table);
    DemandBuilder b { pod, table, file, table.size() };
    // A Volcano profile: `requests` follow Volcano's own rules (below); the
    // rest is what the Kubernetes plugins it links read (nodeorder's
    // NodeResourcesFit and BalancedAllocation), under that release's rules.
    const KubeVersion version = volcanoOrKube.filterRelease();
    const bool exact = version.atLeast(27); // resourcehelper.PodRequests on exact quantities
    const bool sidecars = version.sidecars(); // restartable init containers (KEP-753)
    const bool overhead = version.atLeast(17); // PodOverhead was an alpha gate, off, in 1.16
    const bool inits = version.initContainersInTotals();

    PodDemand d;
    Wide real = b.aggregate(false, exact, sidecars);
    Wide nonZero = b.aggregate(true, exact, sidecars, inits);
    if (overhead) {
        b.addOverhead(real, exact, false);
        b.addOverhead(nonZero, exact, false);
    }
    d.requests = b.toAmounts(real, exact, "requests");
    d.nonZero = b.toAmounts(nonZero, exact, "requests");
    if (!inits) // v1.16.0-v1.16.9: the filter maxes init containers, NodeInfo.Requested does not
        d.bound = b.toAmounts(b.aggregate(false, exact, sidecars, false), exact, "requests");

    if (exact) {
        d.fitIncoming = d.nonZero;
        d.balancedIncoming = version.balancedUsesRealRequests() ? d.requests : d.nonZero;
        if (version.nodeNonZeroPerContainer())
            b.nonZeroPerContainer(d.nonZero, sidecars, overhead);
    } else {
        // 1.16-1.26 calculatePodResourceRequest: per-container int64 values,
        // max with each init container, then overhead added with
        // quantity.Value() -- whole cores for cpu (fixed in 1.27).
        Wide fit = b.aggregate(true, false, false, inits);
        if (overhead)
            b.addOverhead(fit, false, true);
        d.fitIncoming = b.toAmounts(fit, false, "requests");
        if (version.balancedUsesRealRequests()) {
            Wide bal = b.aggregate(false, false, false);
            b.addOverhead(bal, false, true);
            d.balancedIncoming = b.toAmounts(bal, false, "requests");
        } else {
            d.balancedIncoming = d.fitIncoming;
        }
    }
    d.zeroScalarKeys = b.zeroScalarKeys(d.requests, overhead);
    // Volcano's Resreq carries pods: 1 (v1.8.2+); the filter counts pods separately.
    if (volcanoOrKube.volcano()) {
        d.requests = b.volcanoRequests(volcanoOrKube);
        d.bound.clear();
    } else {
        d.requests[kPods] = 1;
    }
    if (!d.bound.empty())
        d.bound[kPods] = 1;
    d.nonZero[kPods] = 1;
    d.fitIncoming[kPods] = 0;
    d.balancedIncoming[kPods] = 0;
    d.hostPorts = hostPortsOf(pod, version);
    return d;
}

void ClusterState::resizeAmounts()
{
    const size_t n = static_cast<size_t>(resources.size());
    for (auto& node : nodes) {
        node.allocatable.resize(n, 0);
        node.requested.resize(n, 0);
        node.nonZeroRequested.resize(n, 0);
    }
}

namespace {

// a + b * count, or false when it does not fit int64.
bool addTimes(int64_t a, int64_t b, int64_t count, int64_t* out)
{
    int64_t p;
    return !__builtin_mul_overflow(b, count, &p) && !__builtin_add_overflow(a, p, out);
}

} // namespace

bool hostPortConflicts(const std::vector<HostPort>& used, const HostPort& want)
{
    if (want.port <= 0)
        return false;
    const bool any = want.ip == kBindAllHostIP;
    return std::any_of(used.begin(), used.end(), [&](const HostPort& u) {
        return u.port == want.port && u.protocol == want.protocol
            && (any || u.ip == kBindAllHostIP || u.ip == want.ip);
    });
}

bool anyHostPortConflicts(const std::vector<HostPort>& used, const std::vector<HostPort>& wanted)
{
    if (used.empty())
        return false;
    return std::any_of(wanted.begin(), wanted.end(), [&](const HostPort& w) { return hostPortConflicts(used, w); });
}

namespace {

void addPorts(NodeState& s, const PodDemand& d)
{
    for (const HostPort& p : d.hostPorts)
        if (std::find(s.usedPorts.begin(), s.usedPorts.end(), p) == s.usedPorts.end())
            s.usedPorts.push_back(p);
}

// Adds `delta` pods of `group` to a node's group counts and to every
// spreading constraint that counts them.
void addGroup(ClusterState& st, int node, int group, int64_t delta)
{
    if (group < 0 || delta == 0)
        return;
    auto& groups = st.nodes[static_cast<size_t>(node)].groups;
    auto it = std::find_if(groups.begin(), groups.end(), [group](const auto& g) { return g.first == group; });
    if (it == groups.end())
        it = groups.insert(groups.end(), { group, 0 });
    it->second += delta;
    if (it->second == 0)
        groups.erase(it);
    if (static_cast<size_t>(group) < st.spread.byGroup.size())
        for (int c : st.spread.byGroup[static_cast<size_t>(group)])
            st.spread.constraints[static_cast<size_t>(c)].add(node, delta);
    AffinityCounts& a = st.affinity;
    if (static_cast<size_t>(group) < a.countedByGroup.size())
        for (int c : a.countedByGroup[static_cast<size_t>(group)])
            a.counted[static_cast<size_t>(c)].counts.add(node, delta);
    for (int c : st.groups[static_cast<size_t>(group)].carried)
        a.carried[static_cast<size_t>(c)].counts.add(node, delta);
}

} // namespace

bool SpreadConstraint::selects(const Labels& labels) const
{
    return !selectsNothing && selector.matches(labels);
}

bool SpreadConstraint::counts(const PodGroup& group) const
{
    return !countsNothing && group.ns == ns && selects(group.labels);
}

int64_t SpreadConstraint::minMatch() const
{
    // criticalPaths starts at math.MaxInt32: with no domain at all the skew
    // is far below any maxSkew.
    int64_t m = levels.empty() ? std::numeric_limits<int32_t>::max() : levels.begin()->first;
    if (minDomainsRule && domains < minDomains)
        m = 0;
    return m;
}

void SpreadConstraint::add(int node, int64_t delta)
{
    const int32_t d = countInto[static_cast<size_t>(node)];
    if (d < 0)
        return;
    int64_t& c = count[static_cast<size_t>(d)];
    if (exists[static_cast<size_t>(d)]) {
        auto it = levels.find(c);
        if (--it->second == 0)
            levels.erase(it);
        levels[c + delta] += 1;
    }
    c += delta;
}

void TopologyCounts::add(int node, int64_t delta)
{
    const int32_t d = domainOf[static_cast<size_t>(node)];
    if (d < 0)
        return;
    int64_t& c = count[static_cast<size_t>(d)];
    const bool before = c > 0;
    c += delta;
    total += delta;
    if ((c > 0) != before)
        flips.push_back(d);
}

bool AffinityTermRule::matches(const PodGroup& group) const
{
    const bool inNamespace = allNamespaces
        || std::binary_search(namespaces.begin(), namespaces.end(), group.ns)
        || (useNamespaceSelector && namespaceSelector.matches(group.nsLabels));
    return inNamespace && !selectsNothing && selector.matches(group.labels);
}

bool AffinityCounts::Counted::selects(const PodGroup& g) const
{
    return std::all_of(matchAll.begin(), matchAll.end(), [&g](const AffinityTermRule& t) { return t.matches(g); });
}

Labels ClusterState::labelsOfNamespace(const std::string& ns) const
{
    if (auto it = namespaceLabels.find(ns); it != namespaceLabels.end())
        return it->second;
    return { { kNamespaceNameLabel, ns } };
}

int ClusterState::internGroup(const std::string& ns, const Labels& labels, const std::vector<int>& carried)
{
    const std::string name = ns.empty() ? std::string("default") : ns;
    std::string key = name + '\0';
    for (const auto& [k, v] : labels)
        key += k + '=' + v + '\0';
    for (int c : carried)
        key += '#' + std::to_string(c);
    auto [it, fresh] = groupIndex.emplace(key, static_cast<int>(groups.size()));
    if (fresh) {
        groups.push_back({ name, labels, labelsOfNamespace(name), carried });
        const PodGroup& g = groups.back();
        std::vector<int> counting;
        for (size_t c = 0; c < spread.constraints.size(); ++c)
            if (spread.constraints[c].counts(g))
                counting.push_back(static_cast<int>(c));
        spread.byGroup.push_back(std::move(counting));
        std::vector<int> countedBy, against;
        for (size_t c = 0; c < affinity.counted.size(); ++c)
            if (affinity.counted[c].selects(g))
                countedBy.push_back(static_cast<int>(c));
        for (size_t c = 0; c < affinity.carried.size(); ++c)
            if (affinity.carried[c].term.matches(g))
                against.push_back(static_cast<int>(c));
        affinity.countedByGroup.push_back(std::move(countedBy));
        affinity.carriedAgainst.push_back(std::move(against));
    }
    return it->second;
}

void ClusterState::bind(int node, const PodDemand& d)
{
    auto& s = nodes[static_cast<size_t>(node)];
    addGroup(*this, node, d.group, 1);
    addPorts(s, d);
    const Amounts& bound = d.boundRequests();
    for (size_t i = 0; i < bound.size(); ++i) {
        s.requested[i] = saturatingAdd(s.requested[i], bound[i]);
        s.nonZeroRequested[i] = saturatingAdd(s.nonZeroRequested[i], d.nonZero[i]);
    }
    s.podCount += 1;
    ++mutations;
}

bool ClusterState::tryBind(int node, const PodDemand& d, int64_t count, int* resource)
{
    auto& s = nodes[static_cast<size_t>(node)];
    const Amounts& bound = d.boundRequests();
    const size_t n = bound.size();
    std::vector<int64_t> requested(n), nonZero(n);
    for (size_t i = 0; i < n; ++i) {
        if (!addTimes(s.requested[i], bound[i], count, &requested[i])
            || !addTimes(s.nonZeroRequested[i], d.nonZero[i], count, &nonZero[i])) {
            if (resource)
                *resource = static_cast<int>(i);
            return false;
        }
    }
    int64_t pods;
    if (!addTimes(s.podCount, 1, count, &pods)) {
        if (resource)
            *resource = kPods;
        return false;
    }
    std::copy(requested.begin(), requested.end(), s.requested.begin());
    std::copy(nonZero.begin(), nonZero.end(), s.nonZeroRequested.begin());
    s.podCount = pods;
    if (count > 0)
        addPorts(s, d);
    addGroup(*this, node, d.group, count);
    ++mutations;
    return true;
}

void ClusterState::unbind(int node, const PodDemand& d)
{
    auto& s = nodes[static_cast<size_t>(node)];
    addGroup(*this, node, d.group, -1);
    for (const HostPort& p : d.hostPorts)
        std::erase(s.usedPorts, p);
    const Amounts& bound = d.boundRequests();
    for (size_t i = 0; i < bound.size(); ++i) {
        s.requested[i] -= bound[i];
        s.nonZeroRequested[i] -= d.nonZero[i];
    }
    s.podCount -= 1;
    ++mutations;
}

ClusterState buildClusterState(const Workspace& ws, KubeVersion version)
{
    ClusterState st;
    std::vector<Diagnostic> errors;
    auto err = [&](SourcePos pos, std::string field, Phrase msg) {
        Diagnostic d;
        if (pos.line > 0)
            d.file = ws.sourceFile; // as read from it (an edit clears the position)
        d.line = pos.line;
        d.column = pos.column;
        d.field = std::move(field);
        d.say(std::move(msg));
        errors.push_back(std::move(d));
    };
    for (const Namespace& ns : ws.namespaces) {
        // The API server sets kubernetes.io/metadata.name on every namespace.
        Labels& labels = st.namespaceLabels[ns.name];
        labels = ns.labels;
        std::erase_if(labels, [](const auto& kv) { return kv.first == kNamespaceNameLabel; });
        labels.emplace_back(kNamespaceNameLabel, ns.name);
    }
    for (const auto& n : ws.nodes)
        for (const auto& e : n.allocatable.entries)
            st.resources.intern(e.first);
    for (const auto& p : ws.pods)
        internPodResources(p, st.resources);

    const size_t nres = static_cast<size_t>(st.resources.size());
    st.nodes.reserve(ws.nodes.size());
    for (size_t i = 0; i < ws.nodes.size(); ++i) {
        const Node& n = ws.nodes[i];
        if (!st.nodeIndex.emplace(n.name, static_cast<int>(i)).second)
            err(n.pos, "nodes[" + std::to_string(i) + "].name",
                Phrase(BP_TEXT("bp::core", "duplicate node name \"%1\""), { n.name }));
        NodeState s;
        s.index = static_cast<int>(i);
        s.allocatable.assign(nres, 0);
        s.requested.assign(nres, 0);
        s.nonZeroRequested.assign(nres, 0);
        s.allocatable[kPods] = kDefaultMaxPods;
        for (const auto& [name, q] : n.allocatable.entries) {
            int idx = st.resources.indexOf(name);
            auto v = q.schedulerUnits(name);
            std::string field = "nodes[" + std::to_string(i) + "].allocatable." + name;
            if (!v)
                err(n.pos, field,
                    Phrase(BP_TEXT("bp::core", "\"%1\" does not fit a 64-bit integer in scheduler units"), { q.text() }));
            else if (*v < 0)
                err(n.pos, field, Phrase(BP_TEXT("bp::core", "\"%1\" is negative; allocatable must be >= 0"), { q.text() }));
            else
                s.allocatable[static_cast<size_t>(idx)] = *v;
        }
        st.nodeNames.push_back(n.name);
        st.nodes.push_back(std::move(s));
        st.traits.push_back({ n.labels, n.taints, n.unschedulable });
    }
    for (size_t i = 0; i < ws.pods.size(); ++i) {
        const Pod& p = ws.pods[i];
        if (!p.nodeName)
            continue;
        auto it = st.nodeIndex.find(*p.nodeName);
        if (it == st.nodeIndex.end()) {
            err(p.pos, "pods[" + std::to_string(i) + "].nodeName",
                Phrase(BP_TEXT("bp::core", "no node named \"%1\""), { *p.nodeName }));
            continue;
        }
        try {
            PodDemand d = computePodDemand(p, st.resources, version, ws.sourceFile);
            d.group = podGroup(st, p, version);
            int resource = -1;
            if (!st.tryBind(it->second, d, std::max<int64_t>(p.replicas, 0), &resource)) {
                const std::string what = resource == kPods ? std::string("pods") : st.resources.name(resource);
                err(p.pos, "pods[" + std::to_string(i) + "]",
                    Phrase(resource == kCpu
                            ? BP_TEXT("bp::core",
                                "the pods bound to node \"%1\" request more %2 in total than a 64-bit integer holds in "
                                "scheduler units (millicores); expected totals below 9223372036854775807")
                            : BP_TEXT("bp::core",
                                "the pods bound to node \"%1\" request more %2 in total than a 64-bit integer holds in "
                                "scheduler units; expected totals below 9223372036854775807"),
                        { *p.nodeName, what }));
            }
        } catch (const InputError& e) {
            errors.insert(errors.end(), e.diagnostics().begin(), e.diagnostics().end());
        }
    }
    if (!errors.empty())
        throw InputError(std::move(errors));
    return st;
}

} // namespace bp
