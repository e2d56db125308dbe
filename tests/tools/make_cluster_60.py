#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes tests/data/kubectl/cluster-60.json: a `kubectl get nodes,pods -A -o json`
export of a 60-node cluster as managed clusters name them (long EC2 host
names), with a GPU pool, 300 running pods and 40 pending ones. The window-size
test imports it; it is generated, not hand-written, so that it can be remade:
    python3 tests/tools/make_cluster_60.py > tests/data/kubectl/cluster-60.json
"""
import json
import random

rng = random.Random(60)
items = []
nodes = []
zones = ["eu-west-1a", "eu-west-1b", "eu-west-1c"]
for i in range(60):
    gpu = i >= 52
    ip = f"10.{rng.randint(0, 31)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"
    name = f"ip-{ip.replace('.', '-')}.eu-west-1.compute.internal"
    nodes.append(name)
    cpu, mem = ("31850m", "120Gi") if gpu else (rng.choice(["7910m", "15890m"]), rng.choice(["28Gi", "58Gi"]))
    alloc = {"cpu": cpu, "memory": mem, "pods": "110", "ephemeral-storage": "95551679124"}
    if gpu:
        alloc["nvidia.com/gpu"] = "4"
    items.append({
        "apiVersion": "v1", "kind": "Node",
        "metadata": {"name": name, "labels": {
            "kubernetes.io/hostname": name, "topology.kubernetes.io/zone": zones[i % 3],
            "node.kubernetes.io/instance-type": "g5.8xlarge" if gpu else "m6i.2xlarge"}},
        "status": {"allocatable": alloc, "capacity": alloc},
    })

apps = ["checkout-frontend", "payments-api", "recommendation-engine", "search-indexer",
        "inventory-sync-worker", "notification-dispatcher", "ml-training-job"]


def pod(idx, app, node):
    gpu = app == "ml-training-job"
    requests = {"cpu": rng.choice(["250m", "500m", "1", "2"]), "memory": rng.choice(["256Mi", "1Gi", "2Gi", "4Gi"])}
    if gpu:
        requests["nvidia.com/gpu"] = "1"
    spec = {"containers": [{"name": app, "image": f"registry.example.com/{app}:2.4",
                            "resources": {"requests": requests}}], "schedulerName": "default-scheduler"}
    status = {"phase": "Running" if node else "Pending"}
    if node:
        spec["nodeName"] = node
    suffix = "".join(rng.choice("bcdfghjklmnpqrstvwxz2456789") for _ in range(5))
    return {"apiVersion": "v1", "kind": "Pod",
            "metadata": {"name": f"{app}-7d9f8c6b5-{suffix}", "namespace": "production",
                         "labels": {"app": app}},
            "spec": spec, "status": status}


free = {}
for item in items:
    cpu = item["status"]["allocatable"]["cpu"]
    free[item["metadata"]["name"]] = int(cpu[:-1]) if cpu.endswith("m") else 1000 * int(cpu)
for i in range(300):
    app = apps[i % 6]
    p = pod(i, app, None)
    cpu = p["spec"]["containers"][0]["resources"]["requests"]["cpu"]
    milli = int(cpu[:-1]) if cpu.endswith("m") else 1000 * int(cpu)
    fits = [n for n in nodes[:52] if free[n] >= milli]
    if not fits:
        continue
    node = rng.choice(fits)
    free[node] -= milli
    p["spec"]["nodeName"] = node
    p["status"]["phase"] = "Running"
    items.append(p)
for i in range(8):
    items.append(pod(300 + i, "ml-training-job", nodes[52 + i]))
for i in range(40):
    items.append(pod(400 + i, apps[i % 7], None))

print(json.dumps({"apiVersion": "v1", "kind": "List", "items": items}, indent=1))
