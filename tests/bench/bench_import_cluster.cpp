// SPDX-License-Identifier: GPL-3.0-or-later
// import-cluster on a large cluster: writes a `kubectl get nodes,pods -A -o json`
// export of 5,000 nodes and 50,000 pods, pretty-printed as kubectl prints it
// and with the metadata and status noise real objects carry, then times
// importCluster on it and reports wall time, CPU time and the process's peak RSS.
//
//   bench_import_cluster [NODES PODS] [--full] [--keep FILE]
//
// By default objects carry a lean share of that noise (one condition, one
// toleration, no volume mounts or owner references): about 177 MB. --full
// writes every field a real export of such pods has: about 284 MB.
// The export is streamed to a temporary file, so generating it does not raise
// the peak RSS the import is measured by, and synced before the clock starts.
#include "io/kubectl_import.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <rapidjson/filewritestream.h>
#include <rapidjson/prettywriter.h>
#include <string>
#include <sys/resource.h>
#include <unistd.h>

namespace {

using Writer = rapidjson::PrettyWriter<rapidjson::FileWriteStream>;

bool gFull = false; // --full: every field a real export has

void str(Writer& w, const std::string& s)
{
    w.String(s.c_str(), static_cast<rapidjson::SizeType>(s.size()));
}
void kv(Writer& w, const char* k, const std::string& v)
{
    w.Key(k);
    str(w, v);
}

std::string hex(uint64_t x, int digits)
{
    static const char* d = "0123456789abcdef";
    std::string s(static_cast<size_t>(digits), '0');
    for (int i = digits - 1; i >= 0; --i, x = x * 6364136223846793005ULL + 1442695040888963407ULL)
        s[static_cast<size_t>(i)] = d[(x >> 33) & 15];
    return s;
}
std::string uid(uint64_t seed)
{
    return hex(seed, 8) + "-" + hex(seed + 1, 4) + "-" + hex(seed + 2, 4) + "-" + hex(seed + 3, 4) + "-"
        + hex(seed + 4, 12);
}
std::string nodeName(int i)
{
    return "ip-10-" + std::to_string(i / 65536) + "-" + std::to_string(i / 256 % 256) + "-" + std::to_string(i % 256)
        + ".ec2.internal";
}

void writeResources(Writer& w, const char* key, std::initializer_list<std::pair<const char*, std::string>> entries)
{
    w.Key(key);
    w.StartObject();
    for (const auto& [k, v] : entries)
        kv(w, k, v);
    w.EndObject();
}

void writeNode(Writer& w, int i)
{
    const std::string name = nodeName(i);
    const char* zones[] = { "us-east-1a", "us-east-1b", "us-east-1c" };
    const bool big = i % 4 == 0;
    const bool gpu = i % 50 == 0;
    w.StartObject();
    kv(w, "apiVersion", "v1");
    kv(w, "kind", "Node");
    w.Key("metadata");
    w.StartObject();
    w.Key("annotations");
    w.StartObject();
    kv(w, "alpha.kubernetes.io/provided-node-ip",
        "10.0." + std::to_string(i / 256 % 256) + "." + std::to_string(i % 256));
    kv(w, "csi.volume.kubernetes.io/nodeid", "{\"ebs.csi.aws.com\":\"i-0" + hex(static_cast<uint64_t>(i), 16) + "\"}");
    kv(w, "node.alpha.kubernetes.io/ttl", "0");
    kv(w, "volumes.kubernetes.io/controller-managed-attach-detach", "true");
    w.EndObject();
    kv(w, "creationTimestamp", "2024-03-01T10:00:00Z");
    w.Key("labels");
    w.StartObject();
    kv(w, "beta.kubernetes.io/arch", "amd64");
    kv(w, "beta.kubernetes.io/instance-type", big ? "r5.4xlarge" : "m5.2xlarge");
    kv(w, "beta.kubernetes.io/os", "linux");
    kv(w, "eks.amazonaws.com/capacityType", "ON_DEMAND");
    kv(w, "eks.amazonaws.com/nodegroup", big ? "memory-ng" : "general-ng");
    kv(w, "failure-domain.beta.kubernetes.io/region", "us-east-1");
    kv(w, "failure-domain.beta.kubernetes.io/zone", zones[i % 3]);
    kv(w, "kubernetes.io/arch", "amd64");
    kv(w, "kubernetes.io/hostname", name);
    kv(w, "kubernetes.io/os", "linux");
    kv(w, "node.kubernetes.io/instance-type", big ? "r5.4xlarge" : "m5.2xlarge");
    kv(w, "pool", gpu ? "gpu" : big ? "memory" : "general");
    kv(w, "topology.kubernetes.io/region", "us-east-1");
    kv(w, "topology.kubernetes.io/zone", zones[i % 3]);
    w.EndObject();
    kv(w, "name", name);
    kv(w, "resourceVersion", std::to_string(41230987 + i));
    kv(w, "uid", uid(static_cast<uint64_t>(i) * 7919));
    w.EndObject();
    w.Key("spec");
    w.StartObject();
    kv(w, "podCIDR", "10.1." + std::to_string(i % 256) + ".0/24");
    w.Key("podCIDRs");
    w.StartArray();
    str(w, "10.1." + std::to_string(i % 256) + ".0/24");
    w.EndArray();
    kv(w, "providerID", "aws:///" + std::string(zones[i % 3]) + "/i-0" + hex(static_cast<uint64_t>(i), 16));
    w.EndObject();
    w.Key("status");
    w.StartObject();
    w.Key("addresses");
    w.StartArray();
    for (const char* type : { "InternalIP", "InternalDNS", "Hostname" }) {
        w.StartObject();
        kv(w, "address",
            std::string(type) == "InternalIP" ? "10.0." + std::to_string(i / 256 % 256) + "." + std::to_string(i % 256)
                                              : name);
        kv(w, "type", type);
        w.EndObject();
    }
    w.EndArray();
    const std::string cpu = big ? "15890m" : "7910m";
    const std::string mem = big ? "128920576Ki" : "31584328Ki";
    w.Key("allocatable");
    w.StartObject();
    kv(w, "cpu", cpu);
    kv(w, "ephemeral-storage", "95551679124");
    kv(w, "hugepages-1Gi", "0");
    kv(w, "hugepages-2Mi", "0");
    kv(w, "memory", mem);
    if (gpu)
        kv(w, "nvidia.com/gpu", "8");
    kv(w, "pods", "110");
    w.EndObject();
    w.Key("capacity");
    w.StartObject();
    kv(w, "cpu", big ? "16" : "8");
    kv(w, "ephemeral-storage", "104845292Ki");
    kv(w, "hugepages-1Gi", "0");
    kv(w, "hugepages-2Mi", "0");
    kv(w, "memory", big ? "130695424Ki" : "32386500Ki");
    if (gpu)
        kv(w, "nvidia.com/gpu", "8");
    kv(w, "pods", "110");
    w.EndObject();
    w.Key("conditions");
    w.StartArray();
    for (const char* type : { "MemoryPressure", "DiskPressure", "PIDPressure", "Ready" }) {
        if (!gFull && std::string(type) != "Ready")
            continue;
        w.StartObject();
        kv(w, "lastHeartbeatTime", "2024-03-11T15:02:11Z");
        kv(w, "lastTransitionTime", "2024-03-01T10:00:31Z");
        kv(w, "message",
            std::string(type) == "Ready" ? "kubelet is posting ready status" : "kubelet has sufficient resources");
        kv(w, "reason", std::string("Kubelet") + (std::string(type) == "Ready" ? "Ready" : "HasNoPressure"));
        kv(w, "status", std::string(type) == "Ready" ? "True" : "False");
        kv(w, "type", type);
        w.EndObject();
    }
    w.EndArray();
    w.Key("daemonEndpoints");
    w.StartObject();
    w.Key("kubeletEndpoint");
    w.StartObject();
    w.Key("Port");
    w.Int(10250);
    w.EndObject();
    w.EndObject();
    w.Key("images");
    w.StartArray();
    for (int k = 0; k < (gFull ? 4 : 1); ++k) {
        w.StartObject();
        w.Key("names");
        w.StartArray();
        str(w,
            "602401143452.dkr.ecr.us-east-1.amazonaws.com/eks/image-" + std::to_string(k)
                + "@sha256:" + hex(static_cast<uint64_t>(k), 64));
        str(w, "602401143452.dkr.ecr.us-east-1.amazonaws.com/eks/image-" + std::to_string(k) + ":v1.29.0-eksbuild.1");
        w.EndArray();
        w.Key("sizeBytes");
        w.Int64(30000000 + k * 1234567);
        w.EndObject();
    }
    w.EndArray();
    w.Key("nodeInfo");
    w.StartObject();
    kv(w, "architecture", "amd64");
    kv(w, "bootID", uid(static_cast<uint64_t>(i) * 31));
    kv(w, "containerRuntimeVersion", "containerd://1.7.11");
    kv(w, "kernelVersion", "5.10.209-198.858.amzn2.x86_64");
    kv(w, "kubeProxyVersion", "v1.29.0-eks-5e0fdde");
    kv(w, "kubeletVersion", "v1.29.0-eks-5e0fdde");
    kv(w, "machineID", hex(static_cast<uint64_t>(i) * 17, 32));
    kv(w, "operatingSystem", "linux");
    kv(w, "osImage", "Amazon Linux 2");
    kv(w, "systemUUID", uid(static_cast<uint64_t>(i) * 13));
    w.EndObject();
    w.EndObject();
    w.EndObject();
}

void writeContainer(Writer& w, const std::string& name, const std::string& cpu, const std::string& mem, bool sidecar)
{
    w.StartObject();
    kv(w, "image", "registry.example.com/team/" + name + ":2.31.0");
    kv(w, "imagePullPolicy", "IfNotPresent");
    kv(w, "name", name);
    w.Key("resources");
    w.StartObject();
    writeResources(w, "limits", { { "memory", mem } });
    writeResources(w, "requests", { { "cpu", cpu }, { "memory", mem } });
    w.EndObject();
    if (sidecar)
        kv(w, "restartPolicy", "Always");
    kv(w, "terminationMessagePath", "/dev/termination-log");
    kv(w, "terminationMessagePolicy", "File");
    if (gFull) {
        w.Key("volumeMounts");
        w.StartArray();
        w.StartObject();
        kv(w, "mountPath", "/var/run/secrets/kubernetes.io/serviceaccount");
        kv(w, "name", "kube-api-access-" + hex(name.size(), 5));
        w.Key("readOnly");
        w.Bool(true);
        w.EndObject();
        w.EndArray();
    }
    w.EndObject();
}

void writePod(Writer& w, int i, int nodes)
{
    const bool pending = i % 50 == 7;
    const bool finished = i % 40 == 3;
    const int app = i % 97;
    const std::string ns = "team-" + std::to_string(app % 23);
    const std::string base = "app-" + std::to_string(app);
    const std::string name = base + "-" + hex(static_cast<uint64_t>(app), 10) + "-" + hex(static_cast<uint64_t>(i), 5);
    w.StartObject();
    kv(w, "apiVersion", "v1");
    kv(w, "kind", "Pod");
    w.Key("metadata");
    w.StartObject();
    kv(w, "creationTimestamp", "2024-03-10T08:15:42Z");
    kv(w, "generateName", base + "-" + hex(static_cast<uint64_t>(app), 10) + "-");
    w.Key("labels");
    w.StartObject();
    kv(w, "app.kubernetes.io/name", base);
    kv(w, "pod-template-hash", hex(static_cast<uint64_t>(app), 10));
    kv(w, "team", ns);
    w.EndObject();
    kv(w, "name", name);
    kv(w, "namespace", ns);
    if (gFull) {
        w.Key("ownerReferences");
        w.StartArray();
        w.StartObject();
        kv(w, "apiVersion", "apps/v1");
        w.Key("blockOwnerDeletion");
        w.Bool(true);
        w.Key("controller");
        w.Bool(true);
        kv(w, "kind", "ReplicaSet");
        kv(w, "name", base + "-" + hex(static_cast<uint64_t>(app), 10));
        kv(w, "uid", uid(static_cast<uint64_t>(app) * 101));
        w.EndObject();
        w.EndArray();
    }
    kv(w, "resourceVersion", std::to_string(51230987 + i));
    kv(w, "uid", uid(static_cast<uint64_t>(i) * 7 + 3));
    w.EndObject();
    w.Key("spec");
    w.StartObject();
    w.Key("containers");
    w.StartArray();
    writeContainer(w, "main", std::to_string(100 + i % 9 * 50) + "m", std::to_string(128 << (i % 4)) + "Mi", false);
    if (i % 3 == 0)
        writeContainer(w, "metrics", "50m", "64Mi", false);
    w.EndArray();
    kv(w, "dnsPolicy", "ClusterFirst");
    w.Key("enableServiceLinks");
    w.Bool(true);
    if (i % 10 == 0) {
        w.Key("initContainers");
        w.StartArray();
        writeContainer(w, i % 20 == 0 ? "log-shipper" : "migrate", "100m", "64Mi", i % 20 == 0);
        w.EndArray();
    }
    if (!pending)
        kv(w, "nodeName", nodeName(i % nodes));
    kv(w, "preemptionPolicy", "PreemptLowerPriority");
    w.Key("priority");
    w.Int(0);
    kv(w, "restartPolicy", "Always");
    kv(w, "schedulerName", "default-scheduler");
    w.Key("securityContext");
    w.StartObject();
    w.EndObject();
    kv(w, "serviceAccountName", "default");
    w.Key("terminationGracePeriodSeconds");
    w.Int(30);
    w.Key("tolerations");
    w.StartArray();
    for (const char* key : { "node.kubernetes.io/not-ready", "node.kubernetes.io/unreachable" }) {
        if (!gFull && std::string(key) != "node.kubernetes.io/not-ready")
            continue;
        w.StartObject();
        kv(w, "effect", "NoExecute");
        kv(w, "key", key);
        kv(w, "operator", "Exists");
        w.Key("tolerationSeconds");
        w.Int(300);
        w.EndObject();
    }
    w.EndArray();
    w.EndObject();
    w.Key("status");
    w.StartObject();
    w.Key("conditions");
    w.StartArray();
    for (const char* type : { "Initialized", "Ready", "ContainersReady", "PodScheduled" }) {
        if (!gFull && std::string(type) != "PodScheduled")
            continue;
        w.StartObject();
        w.Key("lastProbeTime");
        w.Null();
        kv(w, "lastTransitionTime", "2024-03-10T08:15:44Z");
        kv(w, "status", pending ? "False" : "True");
        kv(w, "type", type);
        w.EndObject();
    }
    w.EndArray();
    if (!pending) {
        kv(w, "hostIP", "10.0." + std::to_string(i % nodes / 256 % 256) + "." + std::to_string(i % nodes % 256));
        kv(w, "podIP", "10.1." + std::to_string(i / 256 % 256) + "." + std::to_string(i % 256));
        kv(w, "startTime", "2024-03-10T08:15:42Z");
    }
    kv(w, "phase", pending ? "Pending" : finished ? "Succeeded" : "Running");
    kv(w, "qosClass", "Burstable");
    w.EndObject();
    w.EndObject();
}

double cpuSeconds()
{
    rusage ru {};
    getrusage(RUSAGE_SELF, &ru);
    auto sec = [](const timeval& t) { return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6; };
    return sec(ru.ru_utime) + sec(ru.ru_stime);
}

double peakRssMb()
{
    rusage ru {};
    getrusage(RUSAGE_SELF, &ru);
    return static_cast<double>(ru.ru_maxrss) / 1024.0; // ru_maxrss is in KiB on Linux
}

} // namespace

int main(int argc, char** argv)
{
    int nodes = 5000, pods = 50000;
    std::string keep;
    for (int a = 1; a < argc; ++a) {
        std::string arg = argv[a];
        if (arg == "--keep" && a + 1 < argc)
            keep = argv[++a];
        else if (arg == "--full")
            gFull = true;
        else if (a + 1 < argc && arg.find_first_not_of("0123456789") == std::string::npos) {
            nodes = std::atoi(argv[a]);
            pods = std::atoi(argv[++a]);
        } else {
            std::cerr << "usage: bench_import_cluster [NODES PODS] [--full] [--keep FILE]\n";
            return 2;
        }
    }

    std::string path = keep;
    if (path.empty()) {
        std::string tmpl = (std::filesystem::temp_directory_path() / "bp-bench-import-XXXXXX").string();
        int fd = mkstemp(tmpl.data());
        if (fd < 0) {
            std::perror("mkstemp");
            return 1;
        }
        close(fd);
        path = tmpl;
    }
    {
        FILE* fp = std::fopen(path.c_str(), "wb");
        if (!fp) {
            std::perror(path.c_str());
            return 1;
        }
        char buffer[1 << 16];
        rapidjson::FileWriteStream os(fp, buffer, sizeof buffer);
        Writer w(os);
        w.SetIndent(' ', 4);
        w.StartObject();
        kv(w, "apiVersion", "v1");
        w.Key("items");
        w.StartArray();
        for (int i = 0; i < nodes; ++i)
            writeNode(w, i);
        for (int i = 0; i < pods; ++i)
            writePod(w, i, nodes);
        w.EndArray();
        kv(w, "kind", "List");
        w.Key("metadata");
        w.StartObject();
        kv(w, "resourceVersion", "");
        w.EndObject();
        w.EndObject();
        os.Flush();
        // Settle the file on disk first, or the kernel's write-back of ~200 MB
        // of dirty pages runs during the timed import.
        std::fflush(fp);
        fsync(fileno(fp));
        std::fclose(fp);
    }
    const double sizeMb = static_cast<double>(std::filesystem::file_size(path)) / 1e6;
    const double baseRss = peakRssMb();
    std::printf("generated %s: %d nodes, %d pods, %.1f MB JSON (RSS before import %.0f MB)\n", path.c_str(), nodes,
        pods, sizeMb, baseRss);

    const double cpuStart = cpuSeconds();
    auto start = std::chrono::steady_clock::now();
    bp::Workspace ws;
    std::vector<bp::Diagnostic> warnings;
    try {
        ws = bp::importCluster({ path }, {}, &warnings);
    } catch (const bp::InputError& e) {
        std::fprintf(stderr, "import failed: %s\n", e.what());
        return 1;
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const double cpu = cpuSeconds() - cpuStart;
    const double rss = peakRssMb();
    if (keep.empty())
        std::filesystem::remove(path);

    size_t bound = 0;
    for (const auto& p : ws.pods)
        bound += p.nodeName ? 1 : 0;
    std::printf("imported %zu nodes, %zu bound and %zu pending pods, %zu warnings\n", ws.nodes.size(), bound,
        ws.pods.size() - bound, warnings.size());
    std::printf("import-cluster wall time: %.2f s (target <= 3 s); CPU time %.2f s\n", seconds, cpu);
    std::printf("import-cluster peak RSS: %.0f MB (target <= 1 GB)\n", rss);
    std::printf(
        "import-cluster %d nodes / %d pods (%.1f MB JSON): %.2f s, peak RSS %.0f MB (targets: <= 3 s, <= 1 GB)\n",
        nodes, pods, sizeMb, seconds, rss);
    return ws.nodes.size() == static_cast<size_t>(nodes) ? 0 : 1;
}
