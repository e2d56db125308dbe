#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes resources/examples/sample-cluster.kubectl.yaml: what
`kubectl get nodes,pods -A -o yaml` prints for a mid-sized EKS-style cluster.

Deterministic (fixed seed). The output is committed; rerun only to change it:
    python3 tests/tools/gen_sample_cluster.py > resources/examples/sample-cluster.kubectl.yaml

The cluster: 3 tainted control-plane nodes, 2 small nodes, 19 general nodes
(one of them cordoned), 8 memory-optimized nodes and 4 GPU nodes (4 or 8
nvidia.com/gpu). Pods: DaemonSets on every node, Deployments and StatefulSets
placed within each node's allocatable, init containers, a restartable sidecar,
Kata pods with overhead, containers that set only limits, finished Jobs,
pending pods (a canary Deployment spread over the zones, a Kafka broker that
must keep off the other brokers' nodes), and a pod name
used in two namespaces.
"""
import copy
import hashlib
import random
import sys

import yaml

rnd = random.Random(20240311)

KI = 1024
GI_KI = 1024 * 1024


def uid(*parts):
    h = hashlib.sha1("/".join(map(str, parts)).encode()).hexdigest()
    return f"{h[0:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:32]}"


def suffix(n, *parts):
    alphabet = "bcdfghjklmnpqrstvwxz2456789"
    h = int(hashlib.sha1("/".join(map(str, parts)).encode()).hexdigest(), 16)
    out = ""
    for _ in range(n):
        h, r = divmod(h, len(alphabet))
        out += alphabet[r]
    return out


def ts(day, sec):
    return f"2024-03-{day:02d}T{sec // 3600 % 24:02d}:{sec // 60 % 60:02d}:{sec % 60:02d}Z"


resource_version = [41230987]


def rv():
    resource_version[0] += rnd.randint(3, 400)
    return str(resource_version[0])


# ---- Nodes -------------------------------------------------------------------

SHAPES = {
    # name: (instance type, cpu cores, memory GiB, pods, gpus)
    "control": ("m5.xlarge", 4, 16, "110", 0),
    "small": ("t3.large", 2, 8, "35", 0),
    "general": ("m5.2xlarge", 8, 32, "110", 0),
    "memory": ("r5.4xlarge", 16, 128, "110", 0),
    "gpu4": ("p3.8xlarge", 32, 244, "110", 4),
    "gpu8": ("p3.16xlarge", 64, 488, "110", 8),
}
ZONES = ["us-east-1a", "us-east-1b", "us-east-1c"]


def cpu_reserved_m(cores):
    # GKE/EKS-style kube-reserved cpu: 6% of the first core, 1% of the next, 0.5% of the next two, 0.25% above.
    m = 60
    if cores > 1:
        m += 10
    if cores > 2:
        m += 5 * min(cores - 2, 2)
    if cores > 4:
        m += int(2.5 * (cores - 4))
    return m


node_names = set()


def make_node(i, pool, shape_key, cordoned=False):
    itype, cores, mem_gi, pods, gpus = SHAPES[shape_key]
    zone = ZONES[i % 3]
    while True:
        octets = (10 + i % 3 * 16 + rnd.randint(0, 15), rnd.randint(1, 254))
        name = f"ip-10-0-{octets[0]}-{octets[1]}.ec2.internal"
        if name not in node_names:
            node_names.add(name)
            break
    mem_cap_ki = mem_gi * GI_KI - rnd.randint(300, 900) * KI
    mem_alloc_ki = mem_cap_ki - (255 + 11 * min(int(pods), 110)) * KI - 100 * KI
    cpu_alloc = f"{cores * 1000 - cpu_reserved_m(cores)}m"
    labels = {
        "beta.kubernetes.io/arch": "amd64",
        "beta.kubernetes.io/instance-type": itype,
        "beta.kubernetes.io/os": "linux",
        "eks.amazonaws.com/capacityType": "ON_DEMAND",
        "eks.amazonaws.com/nodegroup": f"{pool}-ng",
        "failure-domain.beta.kubernetes.io/region": "us-east-1",
        "failure-domain.beta.kubernetes.io/zone": zone,
        "k8s.io/cloud-provider-aws": "a94967527effcefb5f5829f529c0a1b9",
        "kubernetes.io/arch": "amd64",
        "kubernetes.io/hostname": name,
        "kubernetes.io/os": "linux",
        "node.kubernetes.io/instance-type": itype,
        "pool": pool,
        "topology.ebs.csi.aws.com/zone": zone,
        "topology.kubernetes.io/region": "us-east-1",
        "topology.kubernetes.io/zone": zone,
    }
    taints = []
    if pool == "control":
        labels["node-role.kubernetes.io/control-plane"] = ""
        taints.append({"effect": "NoSchedule", "key": "node-role.kubernetes.io/control-plane"})
    if gpus:
        labels["nvidia.com/gpu.present"] = "true"
        labels["nvidia.com/gpu.product"] = "Tesla-V100-SXM2-16GB"
        labels["nvidia.com/gpu.count"] = str(gpus)
        taints.append({"effect": "NoSchedule", "key": "nvidia.com/gpu", "value": "present"})
    if cordoned:
        taints.append({"effect": "NoSchedule", "key": "node.kubernetes.io/unschedulable",
                       "timeAdded": ts(11, 52000)})
    capacity = {
        "cpu": str(cores),
        "ephemeral-storage": "104845292Ki",
        "hugepages-1Gi": "0",
        "hugepages-2Mi": "0",
        "memory": f"{mem_cap_ki}Ki",
        "pods": pods,
    }
    allocatable = {
        "cpu": cpu_alloc,
        "ephemeral-storage": "95551679124",
        "hugepages-1Gi": "0",
        "hugepages-2Mi": "0",
        "memory": f"{mem_alloc_ki}Ki",
        "pods": pods,
    }
    if gpus:
        capacity["nvidia.com/gpu"] = str(gpus)
        allocatable["nvidia.com/gpu"] = str(gpus)
    created = ts(1 + i % 9, rnd.randint(0, 86399))
    beat = ts(11, 54000 + rnd.randint(0, 300))
    spec = {
        "podCIDR": f"10.1.{i}.0/24",
        "podCIDRs": [f"10.1.{i}.0/24"],
        "providerID": f"aws:///{zone}/i-0{uid(name)[:16].replace('-', '')}",
    }
    if taints:
        spec["taints"] = taints
    if cordoned:
        spec["unschedulable"] = True
    node = {
        "apiVersion": "v1",
        "kind": "Node",
        "metadata": {
            "annotations": {
                "alpha.kubernetes.io/provided-node-ip": f"10.0.{octets[0]}.{octets[1]}",
                "csi.volume.kubernetes.io/nodeid": f'{{"ebs.csi.aws.com":"i-0{uid(name)[:16].replace("-", "")}"}}',
                "node.alpha.kubernetes.io/ttl": "0",
                "volumes.kubernetes.io/controller-managed-attach-detach": "true",
            },
            "creationTimestamp": created,
            "labels": labels,
            "name": name,
            "resourceVersion": rv(),
            "uid": uid("node", name),
        },
        "spec": spec,
        "status": {
            "addresses": [
                {"address": f"10.0.{octets[0]}.{octets[1]}", "type": "InternalIP"},
                {"address": name, "type": "InternalDNS"},
                {"address": name, "type": "Hostname"},
            ],
            "allocatable": allocatable,
            "capacity": capacity,
            "conditions": [
                {"lastHeartbeatTime": beat, "lastTransitionTime": created, "message": m, "reason": r,
                 "status": "False", "type": t}
                for t, r, m in [
                    ("MemoryPressure", "KubeletHasSufficientMemory", "kubelet has sufficient memory available"),
                    ("DiskPressure", "KubeletHasNoDiskPressure", "kubelet has no disk pressure"),
                    ("PIDPressure", "KubeletHasSufficientPID", "kubelet has sufficient PID available"),
                ]
            ] + [{"lastHeartbeatTime": beat, "lastTransitionTime": created,
                  "message": "kubelet is posting ready status", "reason": "KubeletReady",
                  "status": "True", "type": "Ready"}],
            "daemonEndpoints": {"kubeletEndpoint": {"Port": 10250}},
            "images": [
                {"names": ["602401143452.dkr.ecr.us-east-1.amazonaws.com/amazon-k8s-cni@sha256:"
                           + hashlib.sha256(b"cni").hexdigest(),
                           "602401143452.dkr.ecr.us-east-1.amazonaws.com/amazon-k8s-cni:v1.16.0-eksbuild.1"],
                 "sizeBytes": 45870213},
                {"names": ["602401143452.dkr.ecr.us-east-1.amazonaws.com/eks/kube-proxy:v1.29.0-minimal-eksbuild.1"],
                 "sizeBytes": 32106578},
            ],
            "nodeInfo": {
                "architecture": "amd64",
                "bootID": uid("boot", name),
                "containerRuntimeVersion": "containerd://1.7.11",
                "kernelVersion": "5.10.209-198.858.amzn2.x86_64",
                "kubeProxyVersion": "v1.29.0-eks-5e0fdde",
                "kubeletVersion": "v1.29.0-eks-5e0fdde",
                "machineID": uid("machine", name).replace("-", ""),
                "operatingSystem": "linux",
                "osImage": "Amazon Linux 2",
                "systemUUID": uid("system", name),
            },
        },
    }
    return node


plan = (["control"] * 3 + ["small"] * 2 + ["general"] * 19 + ["memory"] * 8 + ["gpu4"] * 2 + ["gpu8"] * 2)
nodes = []
for i, shape in enumerate(plan):
    pool = {"gpu4": "gpu", "gpu8": "gpu"}.get(shape, shape)
    nodes.append(make_node(i, pool, shape, cordoned=(i == 9)))


def parse_cpu(s):
    return int(s[:-1]) if s.endswith("m") else int(float(s) * 1000)


def parse_mem(s):
    for suf, mul in (("Ki", KI), ("Mi", KI ** 2), ("Gi", KI ** 3)):
        if s.endswith(suf):
            return int(s[:-2]) * mul
    return int(s)


free = {}
for n in nodes:
    a = n["status"]["allocatable"]
    free[n["metadata"]["name"]] = {
        "cpu": parse_cpu(a["cpu"]), "memory": parse_mem(a["memory"]),
        "gpu": int(a.get("nvidia.com/gpu", "0")), "pods": int(a["pods"]),
    }


def pool_of(n):
    return n["metadata"]["labels"]["pool"]


# ---- Pods --------------------------------------------------------------------

def container(name, image, requests=None, limits=None, ports=None, extra=None):
    c = {
        "image": image,
        "imagePullPolicy": "IfNotPresent",
        "name": name,
        "resources": {},
        "terminationMessagePath": "/dev/termination-log",
        "terminationMessagePolicy": "File",
        "volumeMounts": [{"mountPath": "/var/run/secrets/kubernetes.io/serviceaccount",
                          "name": "kube-api-access-" + suffix(5, name, image), "readOnly": True}],
    }
    if requests:
        c["resources"]["requests"] = dict(requests)
    if limits:
        c["resources"]["limits"] = dict(limits)
    if ports:
        c["ports"] = [{"containerPort": p, "name": f"port-{p}", "protocol": "TCP"} for p in ports]
    if extra:
        c.update(extra)
    return c


def demand(pod):
    """What the pod takes from a node: sum of containers vs. the largest init container (+ overhead)."""
    def req(c, key, parse):
        r = c["resources"].get("requests") or c["resources"].get("limits") or {}
        return parse(r[key]) if key in r else 0
    spec = pod["spec"]
    out = {}
    for key, parse, name in (("cpu", parse_cpu, "cpu"), ("memory", parse_mem, "memory"),
                             ("gpu", int, "nvidia.com/gpu")):
        side = sum(req(c, name, parse) for c in spec.get("initContainers", [])
                   if c.get("restartPolicy") == "Always")
        total = sum(req(c, name, parse) for c in spec["containers"]) + side
        for c in spec.get("initContainers", []):
            if c.get("restartPolicy") != "Always":
                total = max(total, req(c, name, parse) + side)
        if name in spec.get("overhead", {}):
            total += parse(spec["overhead"][name])
        out[key] = total
    return out


def fits(node_name, d):
    f = free[node_name]
    return f["cpu"] >= d["cpu"] and f["memory"] >= d["memory"] and f["gpu"] >= d["gpu"] and f["pods"] >= 1


def take(node_name, d):
    f = free[node_name]
    for k in ("cpu", "memory", "gpu"):
        f[k] -= d[k]
    f["pods"] -= 1


pods = []
pod_index = [0]


def make_pod(ns, name, containers, owner=None, labels=None, init=None, node=None, phase="Running",
             overhead=None, runtime_class=None, tolerations=None, priority=0, priority_class=None,
             affinity=None, spread=None, day=10):
    pod_index[0] += 1
    created = ts(day, rnd.randint(0, 86399))
    spec = {
        "containers": containers,
        "dnsPolicy": "ClusterFirst",
        "enableServiceLinks": True,
        "preemptionPolicy": "PreemptLowerPriority",
        "priority": priority,
        "restartPolicy": "Always" if phase in ("Running", "Pending") else "Never",
        "schedulerName": "default-scheduler",
        "securityContext": {},
        "serviceAccount": "default",
        "serviceAccountName": "default",
        "terminationGracePeriodSeconds": 30,
        "tolerations": (tolerations or []) + [
            {"effect": "NoExecute", "key": "node.kubernetes.io/not-ready", "operator": "Exists",
             "tolerationSeconds": 300},
            {"effect": "NoExecute", "key": "node.kubernetes.io/unreachable", "operator": "Exists",
             "tolerationSeconds": 300},
        ],
        "volumes": [{"name": "kube-api-access-" + suffix(5, ns, name), "projected": {
            "defaultMode": 420, "sources": [
                {"serviceAccountToken": {"expirationSeconds": 3607, "path": "token"}},
                {"configMap": {"items": [{"key": "ca.crt", "path": "ca.crt"}], "name": "kube-root-ca.crt"}},
            ]}}],
    }
    if init:
        spec["initContainers"] = init
    if spread:
        spec["topologySpreadConstraints"] = spread
    if node:
        spec["nodeName"] = node
    if overhead:
        spec["overhead"] = overhead
    if runtime_class:
        spec["runtimeClassName"] = runtime_class
    if priority_class:
        spec["priorityClassName"] = priority_class
    if affinity:
        spec["affinity"] = copy.deepcopy(affinity)  # shared objects would print as YAML aliases
    meta = {
        "creationTimestamp": created,
        "labels": dict(labels or {}),
        "name": name,
        "namespace": ns,
        "resourceVersion": rv(),
        "uid": uid("pod", ns, name),
    }
    if owner:
        kind, oname = owner
        meta["generateName"] = name[: name.rfind("-") + 1] if kind != "StatefulSet" else None
        if meta["generateName"] is None:
            del meta["generateName"]
        meta["ownerReferences"] = [{"apiVersion": "batch/v1" if kind == "Job" else "apps/v1",
                                    "blockOwnerDeletion": True, "controller": True, "kind": kind,
                                    "name": oname, "uid": uid(kind, ns, oname)}]
    status = {"phase": phase, "qosClass": "Burstable"}
    if node:
        ip = f"10.0.{rnd.randint(10, 60)}.{rnd.randint(2, 254)}"
        status.update({
            "conditions": [{"lastProbeTime": None, "lastTransitionTime": created, "status": "True", "type": t}
                           for t in ("Initialized", "Ready", "ContainersReady", "PodScheduled")],
            "hostIP": ip, "hostIPs": [{"ip": ip}], "podIP": f"10.1.{rnd.randint(0, 40)}.{rnd.randint(2, 254)}",
            "startTime": created,
        })
        if phase in ("Succeeded", "Failed"):
            code = 0 if phase == "Succeeded" else 1
            status["containerStatuses"] = [{
                "containerID": "containerd://" + hashlib.sha256(name.encode()).hexdigest(),
                "image": c["image"], "imageID": c["image"] + "@sha256:" + hashlib.sha256(c["image"].encode()).hexdigest(),
                "lastState": {}, "name": c["name"], "ready": False, "restartCount": 0, "started": False,
                "state": {"terminated": {"exitCode": code, "finishedAt": created, "reason": "Completed" if code == 0 else "Error",
                                         "startedAt": created}},
            } for c in containers]
        else:
            status["containerStatuses"] = [{
                "containerID": "containerd://" + hashlib.sha256((name + c["name"]).encode()).hexdigest(),
                "image": c["image"], "imageID": c["image"] + "@sha256:" + hashlib.sha256(c["image"].encode()).hexdigest(),
                "lastState": {}, "name": c["name"], "ready": True, "restartCount": rnd.choice([0, 0, 0, 1, 2]),
                "started": True, "state": {"running": {"startedAt": created}},
            } for c in containers]
    else:
        status["conditions"] = [{
            "lastProbeTime": None, "lastTransitionTime": created,
            "message": "0/36 nodes are available: 1 node(s) were unschedulable, 3 node(s) had untolerated taint "
                       "{node-role.kubernetes.io/control-plane: }, 32 Insufficient cpu. preemption: 0/36 nodes are "
                       "available: 4 Preemption is not helpful for scheduling, 32 No preemption victims found for "
                       "incoming pod.",
            "reason": "Unschedulable", "status": "False", "type": "PodScheduled"}]
    if not any(c["resources"] for c in containers):
        status["qosClass"] = "BestEffort"
    pod = {"apiVersion": "v1", "kind": "Pod", "metadata": meta, "spec": spec, "status": status}
    pods.append(pod)
    return pod


def place(ns, base, count, containers_fn, pools, owner_kind="ReplicaSet", labels=None, stateful=False, **kw):
    """Creates `count` pods of a workload, each on a node of `pools` that still has room."""
    rs_hash = suffix(10, ns, base)
    for k in range(count):
        name = f"{base}-{k}" if stateful else f"{base}-{rs_hash}-{suffix(5, ns, base, k)}"
        cs = containers_fn(k)
        probe = {"spec": {"containers": cs, **({"initContainers": kw["init"]} if kw.get("init") else {}),
                          **({"overhead": kw["overhead"]} if kw.get("overhead") else {})}}
        d = demand(probe)
        candidates = [n["metadata"]["name"] for n in nodes
                      if pool_of(n) in pools and not n["spec"].get("unschedulable")
                      and fits(n["metadata"]["name"], d)]
        node = rnd.choice(candidates) if candidates else None
        if node:
            take(node, d)
        lab = {"app.kubernetes.io/name": base, **(labels or {})}
        if stateful:
            lab["statefulset.kubernetes.io/pod-name"] = name
            lab["controller-revision-hash"] = f"{base}-{rs_hash[:10]}"
        else:
            lab["pod-template-hash"] = rs_hash
        make_pod(ns, name, cs, owner=(owner_kind, base if stateful else f"{base}-{rs_hash}"), labels=lab,
                 node=node, phase="Running" if node else "Pending", **kw)


ECR = "602401143452.dkr.ecr.us-east-1.amazonaws.com"

# DaemonSets: one pod on every node, cordoned ones included (DaemonSets tolerate unschedulable).
for n in nodes:
    nn = n["metadata"]["name"]
    ds = [
        ("kube-system", "kube-proxy", [container("kube-proxy", f"{ECR}/eks/kube-proxy:v1.29.0-minimal-eksbuild.1",
                                                 {"cpu": "100m"})], None),
        ("kube-system", "aws-node", [container("aws-node", f"{ECR}/amazon-k8s-cni:v1.16.0-eksbuild.1", {"cpu": "25m"},
                                               ports=[61678]),
                                     container("aws-eks-nodeagent", f"{ECR}/amazon/aws-network-policy-agent:v1.0.7",
                                               {"cpu": "25m"})],
         [container("aws-vpc-cni-init", f"{ECR}/amazon-k8s-cni-init:v1.16.0-eksbuild.1", {"cpu": "25m"})]),
        ("monitoring", "node-exporter", [container("node-exporter", "quay.io/prometheus/node-exporter:v1.7.0",
                                                   {"cpu": "100m", "memory": "180Mi"},
                                                   {"cpu": "250m", "memory": "180Mi"}, ports=[9100])], None),
    ]
    ds.append(("kube-system", "ebs-csi-node", [
        container("ebs-plugin", "public.ecr.aws/ebs-csi-driver/aws-ebs-csi-driver:v1.28.0",
                  {"cpu": "10m", "memory": "40Mi"}, {"memory": "256Mi"}),
        container("node-driver-registrar",
                  "public.ecr.aws/eks-distro/kubernetes-csi/node-driver-registrar:v2.10.0",
                  {"cpu": "10m", "memory": "40Mi"}, {"memory": "256Mi"}),
        container("liveness-probe", "public.ecr.aws/eks-distro/kubernetes-csi/livenessprobe:v2.12.0",
                  {"cpu": "10m", "memory": "40Mi"}, {"memory": "256Mi"})], None))
    if pool_of(n) == "gpu":
        ds.append(("kube-system", "nvidia-device-plugin-daemonset",
                   [container("nvidia-device-plugin-ctr", "nvcr.io/nvidia/k8s-device-plugin:v0.14.5")], None))
    for ns, dsname, cs, init in ds:
        probe = {"spec": {"containers": cs, **({"initContainers": init} if init else {})}}
        take(nn, demand(probe))
        make_pod(ns, f"{dsname}-{suffix(5, ns, dsname, nn)}", cs, owner=("DaemonSet", dsname),
                 labels={"app.kubernetes.io/name": dsname, "controller-revision-hash": suffix(10, dsname),
                         "pod-template-generation": "3"},
                 init=init, node=nn, priority=2000001000, priority_class="system-node-critical",
                 tolerations=[{"operator": "Exists"}], day=1 + nodes.index(n) % 9)

# kube-system Deployments, on the small and general nodes.
place("kube-system", "coredns", 2, lambda k: [container(
    "coredns", f"{ECR}/eks/coredns:v1.11.1-eksbuild.4", {"cpu": "100m", "memory": "70Mi"}, {"memory": "170Mi"},
    ports=[53, 9153])], ["small"], priority=2000000000, priority_class="system-cluster-critical")
place("kube-system", "metrics-server", 1, lambda k: [container(
    "metrics-server", "registry.k8s.io/metrics-server/metrics-server:v0.7.0", {"cpu": "100m", "memory": "200Mi"},
    ports=[10250])], ["small"], priority=2000000000, priority_class="system-cluster-critical")
place("kube-system", "ebs-csi-controller", 2, lambda k: [
    container("ebs-plugin", "public.ecr.aws/ebs-csi-driver/aws-ebs-csi-driver:v1.28.0",
              {"cpu": "10m", "memory": "40Mi"}, {"memory": "256Mi"}),
    container("csi-provisioner", "public.ecr.aws/eks-distro/kubernetes-csi/external-provisioner:v4.0.0",
              {"cpu": "10m", "memory": "40Mi"}, {"memory": "256Mi"}),
    container("csi-attacher", "public.ecr.aws/eks-distro/kubernetes-csi/external-attacher:v4.5.0",
              {"cpu": "10m", "memory": "40Mi"}, {"memory": "256Mi"}),
    container("liveness-probe", "public.ecr.aws/eks-distro/kubernetes-csi/livenessprobe:v2.12.0",
              {"cpu": "10m", "memory": "40Mi"}, {"memory": "256Mi"}),
], ["general"], priority=2000000000, priority_class="system-cluster-critical")
place("kube-system", "cluster-autoscaler", 1, lambda k: [container(
    "cluster-autoscaler", "registry.k8s.io/autoscaling/cluster-autoscaler:v1.29.0",
    {"cpu": "100m", "memory": "600Mi"}, {"cpu": "100m", "memory": "600Mi"})], ["general"])

# Application workloads.
SIDECAR = container("log-shipper", "fluent/fluent-bit:2.2.2", {"cpu": "50m", "memory": "64Mi"},
                    {"memory": "128Mi"}, extra={"restartPolicy": "Always"})
place("frontend", "web", 20, lambda k: [container("web", "registry.example.com/shop/web:4.12.1",
                                                  {"cpu": "250m", "memory": "256Mi"}, {"memory": "512Mi"},
                                                  ports=[8080])],
      ["general"], labels={"tier": "frontend", "team": "shop"}, init=[SIDECAR])
place("backend", "api", 20, lambda k: [container("api", "registry.example.com/shop/api:2.31.0",
                                                 {"cpu": "500m", "memory": "1Gi"}, {"memory": "2Gi"}, ports=[8443])],
      ["general"], labels={"tier": "backend", "team": "shop"},
      init=[container("wait-for-db", "busybox:1.36", {"cpu": "100m", "memory": "64Mi"}),
            container("migrate-check", "registry.example.com/shop/api:2.31.0", {"cpu": "200m", "memory": "256Mi"})])
place("backend", "worker", 14, lambda k: [container("worker", "registry.example.com/shop/worker:2.31.0",
                                                    {"cpu": "1", "memory": "2Gi"}, {"cpu": "2", "memory": "4Gi"})],
      ["general"], labels={"tier": "backend", "team": "shop"})
place("payments", "payments-api", 12, lambda k: [container(
    "payments", "registry.example.com/pay/payments:7.4.2", {"cpu": "300m", "memory": "768Mi"}, {"memory": "1Gi"},
    ports=[8080])], ["general"], labels={"tier": "backend", "team": "payments"})
place("payments", "checkout", 6, lambda k: [container(
    "checkout", "registry.example.com/pay/checkout:3.0.8", {"cpu": "200m", "memory": "512Mi"}, {"memory": "1Gi"},
    ports=[8080])], ["general", "small"], labels={"tier": "frontend", "team": "payments"})
place("search", "search-api", 8, lambda k: [container(
    "search", "registry.example.com/search/api:1.18.0", {"cpu": "750m", "memory": "3Gi"}, {"memory": "3Gi"},
    ports=[8080])], ["general", "memory"], labels={"tier": "backend", "team": "search"})
place("backend", "legacy-reports", 3, lambda k: [container(
    "reports", "registry.example.com/shop/reports:0.9.3", limits={"cpu": "500m", "memory": "1Gi"})],
    ["general"], labels={"tier": "backend", "team": "finance"})
place("data", "redis", 3, lambda k: [container("redis", "redis:7.2.4", {"cpu": "500m", "memory": "4Gi"},
                                               {"memory": "4Gi"}, ports=[6379])],
      ["memory"], owner_kind="StatefulSet", stateful=True, labels={"tier": "data"})
place("staging", "redis", 1, lambda k: [container("redis", "redis:7.2.4", {"cpu": "250m", "memory": "1Gi"},
                                                  {"memory": "1Gi"}, ports=[6379])],
      ["general"], owner_kind="StatefulSet", stateful=True, labels={"tier": "data", "env": "staging"})
place("data", "postgres", 2, lambda k: [container("postgres", "postgres:16.2", {"cpu": "2", "memory": "16Gi"},
                                                  {"memory": "16Gi"}, ports=[5432]),
                                        container("exporter", "quay.io/prometheuscommunity/postgres-exporter:v0.15.0",
                                                  {"cpu": "50m", "memory": "64Mi"})],
      ["memory"], owner_kind="StatefulSet", stateful=True, labels={"tier": "data"})
# Kafka brokers never share a node (required anti-affinity by hostname).
KAFKA_APART = {"podAntiAffinity": {"requiredDuringSchedulingIgnoredDuringExecution": [
    {"labelSelector": {"matchLabels": {"app.kubernetes.io/name": "kafka"}},
     "topologyKey": "kubernetes.io/hostname"}]}}
place("data", "kafka", 3, lambda k: [container("kafka", "bitnami/kafka:3.6.1", {"cpu": "2", "memory": "24Gi"},
                                               {"memory": "24Gi"}, ports=[9092])],
      ["memory"], owner_kind="StatefulSet", stateful=True, labels={"tier": "data"}, affinity=KAFKA_APART)
place("data", "elasticsearch", 4, lambda k: [container("elasticsearch", "elasticsearch:8.12.2",
                                                       {"cpu": "3", "memory": "40Gi"}, {"memory": "40Gi"},
                                                       ports=[9200, 9300])],
      ["memory"], owner_kind="StatefulSet", stateful=True, labels={"tier": "data"},
      init=[container("sysctl", "busybox:1.36", {"cpu": "10m", "memory": "16Mi"})])
place("monitoring", "prometheus", 1, lambda k: [container("prometheus", "quay.io/prometheus/prometheus:v2.50.1",
                                                          {"cpu": "1", "memory": "8Gi"}, {"memory": "12Gi"},
                                                          ports=[9090])],
      ["memory"], owner_kind="StatefulSet", stateful=True)
place("monitoring", "grafana", 1, lambda k: [container("grafana", "grafana/grafana:10.3.3",
                                                       {"cpu": "100m", "memory": "256Mi"}, {"memory": "512Mi"})],
      ["general"])
place("monitoring", "alertmanager", 2, lambda k: [container("alertmanager", "quay.io/prometheus/alertmanager:v0.27.0",
                                                            {"cpu": "50m", "memory": "128Mi"})],
      ["general"], owner_kind="StatefulSet", stateful=True)
place("ci", "sandboxed-build", 2, lambda k: [container("build", "registry.example.com/ci/runner:16.9",
                                                       {"cpu": "1", "memory": "2Gi"}, {"cpu": "2", "memory": "4Gi"})],
      ["general"], overhead={"cpu": "250m", "memory": "160Mi"}, runtime_class="kata-qemu")
GPU_TOL = [{"effect": "NoSchedule", "key": "nvidia.com/gpu", "operator": "Exists"}]
place("ml", "trainer", 3, lambda k: [container("trainer", "nvcr.io/nvidia/pytorch:24.02-py3",
                                               {"cpu": "8", "memory": "60Gi"},
                                               {"memory": "60Gi", "nvidia.com/gpu": "4"})],
      ["gpu"], labels={"team": "ml"}, tolerations=GPU_TOL)
place("ml", "inference", 4, lambda k: [container("server", "nvcr.io/nvidia/tritonserver:24.02-py3",
                                                 {"cpu": "2", "memory": "16Gi", "nvidia.com/gpu": "1"},
                                                 {"memory": "16Gi", "nvidia.com/gpu": "1"}, ports=[8000, 8001])],
      ["gpu"], labels={"team": "ml"}, tolerations=GPU_TOL)
place("ml", "notebook", 2, lambda k: [container("jupyter", "jupyter/scipy-notebook:2024-03-04",
                                                {"cpu": "500m", "memory": "2Gi"},
                                                {"cpu": "2", "memory": "8Gi"})],
      ["memory"], labels={"team": "ml"}, owner_kind="StatefulSet", stateful=True)

# Finished Jobs: the scheduler does not count them.
for k, (ns, job, phase) in enumerate([("backend", "db-migrate-28417310", "Succeeded"),
                                      ("backend", "report-28517320", "Succeeded"),
                                      ("backend", "report-28517380", "Succeeded"),
                                      ("ci", "lint-28517390", "Succeeded"),
                                      ("ci", "lint-28517395", "Failed"),
                                      ("data", "backup-28517400", "Succeeded"),
                                      ("data", "backup-28517460", "Failed")]):
    nn = rnd.choice([n["metadata"]["name"] for n in nodes if pool_of(n) == "general"
                     and not n["spec"].get("unschedulable")])
    make_pod(ns, f"{job}-{suffix(5, job)}", [container("job", f"registry.example.com/jobs/{job.rsplit('-', 1)[0]}:1.4",
                                                        {"cpu": "500m", "memory": "512Mi"})],
             owner=("Job", job), labels={"batch.kubernetes.io/job-name": job, "job-name": job},
             node=nn, phase=phase)

# Pods on the cordoned node (it was drained only partly).
cordoned = next(n["metadata"]["name"] for n in nodes if n["spec"].get("unschedulable"))
for k in range(2):
    make_pod("backend", f"worker-old-{suffix(5, 'old', k)}",
             [container("worker", "registry.example.com/shop/worker:2.30.2", {"cpu": "1", "memory": "2Gi"})],
             owner=("ReplicaSet", "worker-old"), labels={"app.kubernetes.io/name": "worker", "tier": "backend"},
             node=cordoned)

# Pending pods: a batch backlog that does not fit, GPU jobs, a DaemonSet pod for a node still joining.
for k in range(12):
    make_pod("batch", f"etl-{suffix(5, 'etl', k)}",
             [container("etl", "registry.example.com/data/etl:5.2.0", {"cpu": "3", "memory": "12Gi"},
                        {"cpu": "4", "memory": "16Gi"})],
             owner=("Job", "etl-nightly"), labels={"batch.kubernetes.io/job-name": "etl-nightly", "team": "data"},
             phase="Pending", day=11)
for k in range(4):
    make_pod("ml", f"finetune-{suffix(5, 'ft', k)}",
             [container("trainer", "nvcr.io/nvidia/pytorch:24.02-py3", {"cpu": "16", "memory": "120Gi"},
                        {"memory": "120Gi", "nvidia.com/gpu": "4"})],
             owner=("Job", "finetune"), labels={"batch.kubernetes.io/job-name": "finetune", "team": "ml"},
             tolerations=GPU_TOL, phase="Pending", day=11)
for k in range(3):
    make_pod("frontend", f"web-canary-{suffix(5, 'canary', k)}",
             [container("web", "registry.example.com/shop/web:4.13.0-rc1", {"cpu": "250m", "memory": "256Mi"})],
             owner=("ReplicaSet", "web-canary"), labels={"app.kubernetes.io/name": "web", "tier": "frontend",
                                                          "track": "canary"},
             init=[SIDECAR], phase="Pending", day=11,
             spread=[{"labelSelector": {"matchLabels": {"app.kubernetes.io/name": "web", "track": "canary"}},
                      "maxSkew": 1, "topologyKey": "topology.kubernetes.io/zone",
                      "whenUnsatisfiable": "DoNotSchedule"}])
make_pod("monitoring", f"node-exporter-{suffix(5, 'joining')}",
         [container("node-exporter", "quay.io/prometheus/node-exporter:v1.7.0", {"cpu": "100m", "memory": "180Mi"},
                    {"cpu": "250m", "memory": "180Mi"}, ports=[9100])],
         owner=("DaemonSet", "node-exporter"),
         labels={"app.kubernetes.io/name": "node-exporter", "pod-template-generation": "3"},
         affinity={"nodeAffinity": {"requiredDuringSchedulingIgnoredDuringExecution": {"nodeSelectorTerms": [
             {"matchFields": [{"key": "metadata.name", "operator": "In",
                               "values": ["ip-10-0-44-201.ec2.internal"]}]}]}}},
         phase="Pending", day=11)
# The Kafka StatefulSet scaled up to five: each new broker must go to a
# memory node without a broker.
for k in (3, 4):
    make_pod("data", f"kafka-{k}", [container("kafka", "bitnami/kafka:3.6.1", {"cpu": "2", "memory": "24Gi"},
                                              {"memory": "24Gi"}, ports=[9092])],
             owner=("StatefulSet", "kafka"),
             labels={"app.kubernetes.io/name": "kafka", "tier": "data",
                     "statefulset.kubernetes.io/pod-name": f"kafka-{k}",
                     "controller-revision-hash": "kafka-" + suffix(10, "data", "kafka")[:10]},
             affinity=KAFKA_APART, phase="Pending", day=11)


# ---- Output, as kubectl prints it --------------------------------------------

class KubectlDumper(yaml.SafeDumper):
    pass


def represent_str(dumper, value):
    # kubectl (sigs.k8s.io/yaml) double-quotes strings that would read as something else.
    tag = dumper.resolve(yaml.ScalarNode, value, (True, False))
    style = '"' if tag != "tag:yaml.org,2002:str" or value == "" else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=style)


KubectlDumper.add_representer(str, represent_str)

doc = {"apiVersion": "v1", "items": nodes + pods, "kind": "List",
       "metadata": {"resourceVersion": ""}}
sys.stdout.write(yaml.dump(doc, Dumper=KubectlDumper, sort_keys=True, default_flow_style=False, width=1 << 20))
