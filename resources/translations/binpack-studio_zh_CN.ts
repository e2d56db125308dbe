<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AtomicFile</name>
    <message>
        <source>Cannot create a temporary file beside %1: %2</source>
        <translation>无法在 %1 旁创建临时文件：%2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Cannot replace %1: %2</source>
        <translation>无法替换 %1：%2</translation>
    </message>
</context>
<context>
    <name>ShapePresets</name>
    <message>
        <source>Bin packing</source>
        <translation>装箱</translation>
    </message>
    <message>
        <source>Fuller nodes score higher: the documentation&apos;s bin-packing shape (0 % → 0, 100 % → 10).</source>
        <translation>越满的节点分数越高：文档中的装箱形状曲线（0 % → 0，100 % → 10）。</translation>
    </message>
    <message>
        <source>Least allocated</source>
        <translation>最少分配</translation>
    </message>
    <message>
        <source>Emptier nodes score higher, which spreads pods (0 % → 10, 100 % → 0).</source>
        <translation>越空的节点分数越高，Pod 因而分散（0 % → 10，100 % → 0）。</translation>
    </message>
    <message>
        <source>Spread then pack</source>
        <translation>先分散后装箱</translation>
    </message>
    <message>
        <source>Below 50 % the emptier node wins, above 50 % the fuller one: pods spread over the nodes first, then fill them up (0 % → 10, 50 % → 0, 100 % → 10).</source>
        <translation>利用率低于 50 % 时较空的节点胜出，高于 50 % 时较满的节点胜出：Pod 先分散到各节点，再把节点填满（0 % → 10，50 % → 0，100 % → 10）。</translation>
    </message>
    <message>
        <source>Pack with headroom</source>
        <translation>留有余量的装箱</translation>
    </message>
    <message>
        <source>Pack nodes up to 80 %, then prefer other nodes, like the TargetLoadPacking plugin of scheduler-plugins (0 % → 0, 80 % → 10, 100 % → 0).</source>
        <translation>将节点装到 80 %，之后偏好其他节点，类似 scheduler-plugins 的 TargetLoadPacking 插件（0 % → 0，80 % → 10，100 % → 0）。</translation>
    </message>
</context>
<context>
    <name>bp::core</name>
    <message>
        <source>Request (Volcano %1 GetPodResourceRequest): each container&apos;s cpu rounded up to millicores, then summed; </source>
        <translation>请求量（Volcano %1 GetPodResourceRequest）：每个容器的 cpu 先向上取整到毫核，再求和；</translation>
    </message>
    <message>
        <source>sidecar init containers added, other init containers maxed; </source>
        <translation>边车 Init 容器累加，其他 Init 容器取最大值；</translation>
    </message>
    <message>
        <source>init containers maxed (sidecars too, before 1.10); </source>
        <translation>Init 容器取最大值（1.10 之前边车容器也如此）；</translation>
    </message>
    <message>
        <source>overhead added after the max; </source>
        <translation>Pod 开销在取最大值之后加上；</translation>
    </message>
    <message>
        <source>overhead added to the containers before the max (before 1.15); </source>
        <translation>Pod 开销在取最大值之前加到容器上（1.15 之前）；</translation>
    </message>
    <message>
        <source>pods: 1.</source>
        <translation>pods 计为 1。</translation>
    </message>
    <message>
        <source>no pods entry (before 1.8.2).</source>
        <translation>不含 pods 项（1.8.2 之前）。</translation>
    </message>
    <message>
        <source>binpack (binpack.weight %1; weights:%2)</source>
        <translation>binpack（binpack.weight %1；各资源权重：%2）</translation>
    </message>
    <message>
        <source>binpack.weight is 0: the plugin is not registered and scores nothing.</source>
        <translation>binpack.weight 为 0：插件未注册，不打分。</translation>
    </message>
    <message>
        <source>%1= weight * (request + used) / allocatable = %2 * (%3 + %4) / %5</source>
        <translation>%1= 权重 * (请求量 + 已使用) / 可分配量 = %2 * (%3 + %4) / %5</translation>
    </message>
    <message>
        <source>  -&gt; </source>
        <translation>  -&gt; </translation>
    </message>
    <message>
        <source> = %1</source>
        <translation> = %1</translation>
    </message>
    <message>
        <source>Requested resources without a configured weight are not counted.</source>
        <translation>未配置权重的请求资源不计入。</translation>
    </message>
    <message>
        <source>score = binpack.weight * (Σ resource scores) / (Σ weights) * 100 = %1 * %2 / %3 * 100 = %4</source>
        <translation>得分 = binpack.weight * (Σ 各资源得分) / (Σ 权重) * 100 = %1 * %2 / %3 * 100 = %4</translation>
    </message>
    <message>
        <source>NodeResourcesFit — %1 (plugin weight %2)</source>
        <translation>NodeResourcesFit — %1（插件权重 %2）</translation>
    </message>
    <message>
        <source>FunctionShapePoint {%1}</source>
        <translation>FunctionShapePoint {%1}</translation>
    </message>
    <message>
        <source>, scaled ×10 to {%1}</source>
        <translation>，放大 10 倍为 {%1}</translation>
    </message>
    <message>
        <source>Requests count missing container cpu/memory requests as 100m / 200Mi (non-zero defaults).</source>
        <translation>未设置 cpu/memory 请求的容器按 100m / 200Mi 计（非零默认值）。</translation>
    </message>
    <message>
        <source>%1requested = %2 used + %3 pod = %4 of %5</source>
        <translation>%1已请求 = 已使用 %2 + 本 Pod %3 = %4，可分配 %5</translation>
    </message>
    <message>
        <source>-&gt; </source>
        <translation>-&gt; </translation>
    </message>
    <message>
        <source>score = ((allocatable - requested) * %1) / allocatable = %2</source>
        <translation>得分 = ((可分配 - 已请求) * %1) / 可分配 = %2</translation>
    </message>
    <message>
        <source> (over capacity: 0)</source>
        <translation>（超出容量：0）</translation>
    </message>
    <message>
        <source>score = (min(requested, allocatable) * %1) / allocatable = %2</source>
        <translation>得分 = (min(已请求, 可分配) * %1) / 可分配 = %2</translation>
    </message>
    <message>
        <source>utilization: over capacity, scored as 100</source>
        <translation>利用率：超出容量，按 100 计</translation>
    </message>
    <message>
        <source>utilization = 100 - ((allocatable - requested) * 100 / allocatable) = %1</source>
        <translation>利用率 = 100 - ((可分配 - 已请求) * 100 / 可分配) = %1</translation>
    </message>
    <message>
        <source>utilization = (requested * 100) / allocatable = %1 (integer division truncates)</source>
        <translation>利用率 = (已请求 * 100) / 可分配 = %1（整数除法截断）</translation>
    </message>
    <message>
        <source>shape(%1) = %2</source>
        <translation>形状函数(%1) = %2</translation>
    </message>
    <message>
        <source>  -&gt; score 0: dropped from the weight sum</source>
        <translation>  -&gt; 得分为 0：不计入权重和</translation>
    </message>
    <message>
        <source>NodeScore = (%1) / (%2)</source>
        <translation>节点得分 = (%1) / (%2)</translation>
    </message>
    <message>
        <source>= 0 (no resource counted)</source>
        <translation>= 0（没有计入任何资源）</translation>
    </message>
    <message>
        <source>= %1 / %2 = %3 -&gt; math.Round -&gt; %4</source>
        <translation>= %1 / %2 = %3 -&gt; math.Round -&gt; %4</translation>
    </message>
    <message>
        <source>= %1 / %2 = %3 (integer division truncates)</source>
        <translation>= %1 / %2 = %3（整数除法截断）</translation>
    </message>
    <message>
        <source>weighted: %1 * %2 = %3</source>
        <translation>加权：%1 * %2 = %3</translation>
    </message>
    <message>
        <source>NodeResourcesBalancedAllocation (plugin weight %1)</source>
        <translation>NodeResourcesBalancedAllocation（插件权重 %1）</translation>
    </message>
    <message>
        <source>The pod requests none of the configured resources: PreScore returns Skip (1.33+), no score.</source>
        <translation>该 Pod 未请求任何已配置的资源：PreScore 返回 Skip（1.33+），不打分。</translation>
    </message>
    <message>
        <source>Requests are the pods&apos; own: no 100m / 200Mi defaults (since 1.23 and 1.22.4, PR #105845).</source>
        <translation>请求量取 Pod 自身的值：不使用 100m / 200Mi 默认值（自 1.23 和 1.22.4 起，PR #105845）。</translation>
    </message>
    <message>
        <source>Requests count missing container cpu/memory requests as 100m / 200Mi (non-zero defaults; %1).</source>
        <translation>未设置 cpu/memory 请求的容器按 100m / 200Mi 计（非零默认值；%1）。</translation>
    </message>
    <message>
        <source>%1fraction = min(1, %2 / %3)</source>
        <translation>%1占比 = min(1, %2 / %3)</translation>
    </message>
    <message>
        <source> -&gt; </source>
        <translation> -&gt; </translation>
    </message>
    <message>
        <source>std = %1; score = int((1 - std) * 100)</source>
        <translation>标准差 std = %1；得分 = int((1 - std) * 100)</translation>
    </message>
    <message>
        <source>score = %1; weighted: %1 * %2 = %3</source>
        <translation>得分 = %1；加权：%1 * %2 = %3</translation>
    </message>
    <message>
        <source>Profile &quot;%1&quot; (%2), pod %3 on node %4</source>
        <translation>配置“%1”（%2），Pod %3 在节点 %4 上</translation>
    </message>
    <message>
        <source>Filter (NodeResourcesFit): the pod fits.</source>
        <translation>过滤（NodeResourcesFit）：Pod 可以放下。</translation>
    </message>
    <message>
        <source>Filter (NodeResourcesFit): the pod does not fit:%1</source>
        <translation>过滤（NodeResourcesFit）：Pod 放不下：%1</translation>
    </message>
    <message>
        <source>The scheduler would not score this node; the plugins&apos; scores follow as they would compute them.</source>
        <translation>调度器不会给这个节点打分；下面是各插件会算出的得分。</translation>
    </message>
    <message>
        <source>extended resource the pod does not request: skipped</source>
        <translation>Pod 未请求的扩展资源：跳过</translation>
    </message>
    <message>
        <source>allocatable is 0: skipped</source>
        <translation>可分配量为 0：跳过</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>int64 overflow: in the real scheduler the requested sum or a product ((allocatable - requested) × %1, requested × %1) wraps around here (Go int64 arithmetic); the score shown is the wrapped result it computes</source>
        <translation>int64 溢出：真实调度器中，请求量之和或某个乘积（(可分配 - 已请求) × %1、已请求 × %1）在这里回绕（Go 的 int64 运算）；显示的得分就是它算出的回绕结果</translation>
    </message>
    <message>
        <source>int64 overflow: the real scheduler&apos;s Σ score × weight or Σ weight wraps around here (Go int64 arithmetic); the score shown is the wrapped result it computes</source>
        <translation>int64 溢出：真实调度器的 Σ 得分 × 权重 或 Σ 权重 在这里回绕（Go 的 int64 运算）；显示的得分就是它算出的回绕结果</translation>
    </message>
    <message>
        <source>the framework refuses this score: %1</source>
        <translation>调度框架拒绝这个得分：%1</translation>
    </message>
    <message>
        <source>1.16: score = int((1 - |cpu fraction - memory fraction|) * 10); 0 when a fraction &gt;= 1</source>
        <translation>1.16：得分 = int((1 - |cpu 占比 - memory 占比|) * 10)；任一占比 &gt;= 1 时为 0</translation>
    </message>
    <message>
        <source>1.36+: 50 + (50 + %1 - %2) / 2 (score with the pod, score without it)</source>
        <translation>1.36+：50 + (50 + %1 - %2) / 2（含该 Pod 的得分，不含该 Pod 的得分）</translation>
    </message>
    <message>
        <source>request + used &gt; allocatable: the whole node scores 0</source>
        <translation>请求量 + 已使用 &gt; 可分配量：整个节点得 0 分</translation>
    </message>
    <message>
        <source>overflow on %1: binpack returns 0 for this node (Volcano 1.8+)</source>
        <translation>%1 溢出：binpack 给这个节点返回 0（Volcano 1.8+）</translation>
    </message>
    <message>
        <source>allocatable is 0: scores 0, its weight still counts</source>
        <translation>可分配量为 0：得 0 分，权重仍然计入</translation>
    </message>
    <message>
        <source>weight 0: scores 0</source>
        <translation>权重为 0：得 0 分</translation>
    </message>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>warning: </source>
        <translation>警告：</translation>
    </message>
    <message>
        <source>%1 is not a valid quantity: </source>
        <translation>%1 不是有效的数量：</translation>
    </message>
    <message>
        <source>expected one of %1 or an exponent (e.g. 1e3)</source>
        <translation>应为 %1 之一，或指数形式（例如 1e3）</translation>
    </message>
    <message>
        <source>the exponent %1 has no digits; expected e.g. 1e3 or 5e-3</source>
        <translation>指数 %1 没有数字；应类似 1e3 或 5e-3</translation>
    </message>
    <message>
        <source>the text is empty; expected a number such as 500m, 2 or 1Gi</source>
        <translation>文本为空；应为数字，例如 500m、2 或 1Gi</translation>
    </message>
    <message>
        <source>it contains a non-ASCII byte at offset %1; expected digits, a decimal point and an ASCII suffix</source>
        <translation>偏移 %1 处有非 ASCII 字节；应为数字、小数点和 ASCII 后缀</translation>
    </message>
    <message>
        <source>it contains whitespace at offset %1; write the number and its suffix together, e.g. 1Gi</source>
        <translation>偏移 %1 处有空白；数字和后缀应连在一起写，例如 1Gi</translation>
    </message>
    <message>
        <source>it contains a control character at offset %1</source>
        <translation>偏移 %1 处有控制字符</translation>
    </message>
    <message>
        <source>a second sign %1 follows the first; expected digits</source>
        <translation>第一个符号后面又有符号 %1；应为数字</translation>
    </message>
    <message>
        <source>expected digits before or after the decimal point</source>
        <translation>小数点前或后应有数字</translation>
    </message>
    <message>
        <source>expected a number before the suffix (e.g. 500m, 2, 1Gi)</source>
        <translation>后缀前应有数字（例如 500m、2、1Gi）</translation>
    </message>
    <message>
        <source>the exponent %1 must be a whole number; unexpected %2 after it</source>
        <translation>指数 %1 必须是整数；其后出现了意外的 %2</translation>
    </message>
    <message>
        <source>the exponent %1 is out of range</source>
        <translation>指数 %1 超出范围</translation>
    </message>
    <message>
        <source>unexpected %1 after %2; </source>
        <translation>%2 之后出现了意外的 %1；</translation>
    </message>
    <message>
        <source>unknown suffix %1</source>
        <translation>未知后缀 %1</translation>
    </message>
    <message>
        <source> or %1</source>
        <translation> 或 %1</translation>
    </message>
    <message>
        <source> (suffixes are case-sensitive: did you mean %1</source>
        <translation>（后缀区分大小写：是否想写 %1</translation>
    </message>
    <message>
        <source>?)</source>
        <translation>？）</translation>
    </message>
    <message>
        <source>the value is too large (beyond about 1.7e38); expected a magnitude a cluster can hold</source>
        <translation>数值太大（超过约 1.7e38）；应为集群能容纳的量级</translation>
    </message>
    <message>
        <source>the quantity does not fit a 64-bit integer in scheduler units</source>
        <translation>该数量按调度器单位计超出 64 位整数范围</translation>
    </message>
    <message>
        <source>duplicate node name &quot;%1&quot;</source>
        <translation>节点名称“%1”重复</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not fit a 64-bit integer in scheduler units</source>
        <translation>“%1”按调度器单位计超出 64 位整数范围</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is negative; allocatable must be &gt;= 0</source>
        <translation>“%1”为负数；可分配量必须 &gt;= 0</translation>
    </message>
    <message>
        <source>no node named &quot;%1&quot;</source>
        <translation>没有名为“%1”的节点</translation>
    </message>
    <message>
        <source>the pods bound to node &quot;%1&quot; request more %2 in total than a 64-bit integer holds in scheduler units (millicores); expected totals below 9223372036854775807</source>
        <translation>绑定到节点“%1”的 Pod 请求的 %2 总量按调度器单位（毫核）计超出 64 位整数范围；总量应小于 9223372036854775807</translation>
    </message>
    <message>
        <source>the pods bound to node &quot;%1&quot; request more %2 in total than a 64-bit integer holds in scheduler units; expected totals below 9223372036854775807</source>
        <translation>绑定到节点“%1”的 Pod 请求的 %2 总量按调度器单位计超出 64 位整数范围；总量应小于 9223372036854775807</translation>
    </message>
    <message>
        <source>no pod named &quot;%1&quot; in the workspace</source>
        <translation>工作区中没有名为“%1”的 Pod</translation>
    </message>
    <message>
        <source>the workspace has no pending pod (one without nodeName); name a pod with --pod</source>
        <translation>工作区中没有待调度的 Pod（即没有 nodeName 的 Pod）；请用 --pod 指定一个 Pod</translation>
    </message>
    <message>
        <source>no node named &quot;%1&quot; in the workspace</source>
        <translation>工作区中没有名为“%1”的节点</translation>
    </message>
    <message>
        <source>no pod named &quot;%1&quot; in the workspace; expected the name of one of its pods</source>
        <translation>工作区中没有名为“%1”的 Pod；应为其中某个 Pod 的名称</translation>
    </message>
    <message>
        <source>more than %1 pods</source>
        <translation>超过 %1 个 Pod</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is negative; expected a request of 0 or more</source>
        <translation>%1：“%2”为负数；请求量应为 0 或更多</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is too large</source>
        <translation>%1：“%2”太大</translation>
    </message>
    <message>
        <source>%1 pods of one size are written as one pod with replicas, and a workspace holds at most %2 replicas per pod; split the shape in two</source>
        <translation>同一规格的 %1 个 Pod 会写成一个带副本数的 Pod，而工作区中每个 Pod 最多 %2 个副本；请把该规格拆成两个</translation>
    </message>
    <message>
        <source>%1 pods of varying sizes (or shuffled) would each be written out, and at most %2 can be (a workspace may be at most %3); generate fewer, or give the shapes fixed sizes in as-listed order</source>
        <translation>%1 个大小不一（或已打乱顺序）的 Pod 需要逐个写出，而最多只能写 %2 个（工作区最大 %3）；请少生成一些，或者给规格固定大小并按列出顺序排列</translation>
    </message>
    <message>
        <source>expected exactly one of count or proportion</source>
        <translation>count 和 proportion 必须且只能给出一个</translation>
    </message>
    <message>
        <source>%1 is out of range; expected 0 to %2</source>
        <translation>%1 超出范围；应为 0 到 %2</translation>
    </message>
    <message>
        <source>expected a positive number</source>
        <translation>应为正数</translation>
    </message>
    <message>
        <source>%1 pods requested but the shapes&apos; counts add up to %2; give some shapes a proportion instead of a count</source>
        <translation>要求 %1 个 Pod，但各规格的 count 之和为 %2；请给部分规格设置 proportion 而不是 count</translation>
    </message>
    <message>
        <source>shapes with a proportion need a total number of pods</source>
        <translation>使用 proportion 的规格需要给出 Pod 总数</translation>
    </message>
    <message>
        <source>%1 is out of range; expected %2 (the counted shapes) to %3</source>
        <translation>%1 超出范围；应为 %2（已计数的规格）到 %3</translation>
    </message>
    <message>
        <source>no pod shapes given; expected at least one</source>
        <translation>没有给出 Pod 规格；至少需要一个</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a usable pod name; expected a non-empty name without spaces, &apos;:&apos;, &apos;,&apos; or &apos;=&apos;</source>
        <translation>“%1”不是可用的 Pod 名称；名称不能为空，且不能含空格、&apos;:&apos;、&apos;,&apos; 或 &apos;=&apos;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is used by an earlier shape; names must be unique</source>
        <translation>“%1”已被前面的规格使用；名称必须唯一</translation>
    </message>
    <message>
        <source>a request without a resource name</source>
        <translation>请求缺少资源名称</translation>
    </message>
    <message>
        <source>%1 is given twice</source>
        <translation>%1 给出了两次</translation>
    </message>
    <message>
        <source>%1: the range %2..%3 is empty; expected min &lt;= max</source>
        <translation>%1：范围 %2..%3 为空；应满足 min &lt;= max</translation>
    </message>
    <message>
        <source>&quot;%1&quot; would name a pod of this shape and one of shape &quot;%2&quot;; a workspace holds each pod name once; give one of the shapes another name</source>
        <translation>“%1”既会是本规格的 Pod 名称，也会是规格“%2”的 Pod 名称；工作区中每个 Pod 名称只能出现一次；请给其中一个规格换个名称</translation>
    </message>
    <message>
        <source>; expected NAME:RESOURCE=QUANTITY[..QUANTITY],...:count=N or :proportion=P, e.g. web:cpu=500m,memory=1Gi:count=100</source>
        <translation>；应为 NAME:RESOURCE=QUANTITY[..QUANTITY],...:count=N 或 :proportion=P，例如 web:cpu=500m,memory=1Gi:count=100</translation>
    </message>
    <message>
        <source>too few parts</source>
        <translation>组成部分太少</translation>
    </message>
    <message>
        <source>no name</source>
        <translation>缺少名称</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not RESOURCE=QUANTITY</source>
        <translation>“%1”不是 RESOURCE=QUANTITY 形式</translation>
    </message>
    <message>
        <source>%1: </source>
        <translation>%1：</translation>
    </message>
    <message>
        <source>count=%1 is not a non-negative integer</source>
        <translation>count=%1 不是非负整数</translation>
    </message>
    <message>
        <source>proportion=%1 is not a positive number (0.3 or 30%)</source>
        <translation>proportion=%1 不是正数（如 0.3 或 30%）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not count=N or proportion=P (each at most once)</source>
        <translation>“%1”不是 count=N 或 proportion=P（每项最多一次）</translation>
    </message>
    <message>
        <source>give count or proportion, not both</source>
        <translation>count 和 proportion 只能给一个，不能同时给</translation>
    </message>
    <message>
        <source>no count or proportion</source>
        <translation>缺少 count 或 proportion</translation>
    </message>
    <message>
        <source>args of %1 are not part of a profile; not imported</source>
        <translation>%1 的 args 不属于配置文件；不会导入</translation>
    </message>
    <message>
        <source>omitted -&gt; %1</source>
        <translation>省略 -&gt; %1</translation>
    </message>
    <message>
        <source>only the score (and multiPoint) extension points are part of a profile; %1 is not imported</source>
        <translation>配置文件只包含 score（以及 multiPoint）扩展点；%1 不会导入</translation>
    </message>
    <message>
        <source>0 -&gt; 1 (a plugin weight of 0 means 1)</source>
        <translation>0 -&gt; 1（插件权重为 0 即表示 1）</translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot;; expected one of: %2</source>
        <translation>未知字段“%1”；应为以下之一：%2</translation>
    </message>
    <message>
        <source>%1: a plugin needs a name</source>
        <translation>%1：插件需要名称</translation>
    </message>
    <message>
        <source>%1: a pluginConfig entry needs a name</source>
        <translation>%1：pluginConfig 条目需要名称</translation>
    </message>
    <message>
        <source>%1; %n {profile has|profiles have} this schedulerName: %2</source>
        <translation>%1；%n 个配置文件使用此 schedulerName：%2</translation>
    </message>
    <message>
        <source>omitted -&gt; one profile with schedulerName %1 and the default plugins</source>
        <translation>省略 -&gt; 一个 schedulerName 为 %1、使用默认插件的配置文件</translation>
    </message>
    <message>
        <source>expected a profile (a map), got null</source>
        <translation>应为一个配置文件（映射），实际为 null</translation>
    </message>
    <message>
        <source>%1 assumed: the newest release that serves %2</source>
        <translation>假定为 %1：提供 %2 的最新版本</translation>
    </message>
    <message>
        <source>%1 and %2 both score resources in this profile; </source>
        <translation>%1 和 %2 在此配置文件中都对资源打分；</translation>
    </message>
    <message>
        <source>%1 and %2 and %3 both score resources in this profile; </source>
        <translation>%1、%2 和 %3 在此配置文件中都对资源打分；</translation>
    </message>
    <message>
        <source>a Binpack Studio profile holds one scoring strategy. Disable all but one (add NodeResourcesLeastAllocated to plugins.score.disabled when enabling another)</source>
        <translation>一个 Binpack Studio 配置文件只包含一种打分策略。请只保留一个，禁用其余（启用其他插件时把 NodeResourcesLeastAllocated 加入 plugins.score.disabled）</translation>
    </message>
    <message>
        <source>ignored: NodeResourcesFit does not score in this profile (enable it in plugins.score, and disable the legacy resource plugins, to use it)</source>
        <translation>已忽略：NodeResourcesFit 在此配置文件中不参与打分（要使用它，请在 plugins.score 中启用它，并禁用旧的资源插件）</translation>
    </message>
    <message>
        <source>args of %1 are ignored by kube-scheduler: %1 is not enabled in plugins.score (and it is disabled)</source>
        <translation>kube-scheduler 会忽略 %1 的 args：%1 未在 plugins.score 中启用（而且它已被禁用）</translation>
    </message>
    <message>
        <source>args of %1 are ignored by kube-scheduler: %1 is not enabled in plugins.score (and NodeResourcesLeastAllocated still scores)</source>
        <translation>kube-scheduler 会忽略 %1 的 args：%1 未在 plugins.score 中启用（而 NodeResourcesLeastAllocated 仍在打分）</translation>
    </message>
    <message>
        <source>RequestedToCapacityRatio is enabled without args: %1</source>
        <translation>RequestedToCapacityRatio 已启用但没有 args：%1</translation>
    </message>
    <message>
        <source>omitted -&gt; the default priorities (LeastRequestedPriority, BalancedResourceAllocation and the rest)</source>
        <translation>省略 -&gt; 默认优先级函数（LeastRequestedPriority、BalancedResourceAllocation 等）</translation>
    </message>
    <message>
        <source>priority %1: no priority arguments set (%2 with a shape)</source>
        <translation>优先级函数 %1：未设置优先级参数（应为带 shape 的 %2）</translation>
    </message>
    <message>
        <source>%1 and %2 both score resources; a Binpack Studio profile holds one scoring strategy. Keep one of them</source>
        <translation>%1 和 %2 都对资源打分；一个 Binpack Studio 配置文件只包含一种打分策略。请只保留其中一个</translation>
    </message>
    <message>
        <source>priority %1 is not part of a profile; not imported</source>
        <translation>优先级函数 %1 不属于配置文件；不会导入</translation>
    </message>
    <message>
        <source>%1 assumed: EvenPodsSpreadPriority is listed, as in 1.18 to 1.22</source>
        <translation>假定为 %1：列出了 EvenPodsSpreadPriority，与 1.18 到 1.22 相同</translation>
    </message>
    <message>
        <source>%1 assumed: EvenPodsSpreadPriority is not listed, as before 1.18</source>
        <translation>假定为 %1：未列出 EvenPodsSpreadPriority，与 1.18 之前相同</translation>
    </message>
    <message>
        <source>type RequestedToCapacityRatio needs requestedToCapacityRatio.shape: before Kubernetes 1.36 validation lets this through and kube-scheduler then crashes with a nil pointer dereference while it builds the profile (kubernetes/kubernetes#133346)</source>
        <translation>type RequestedToCapacityRatio 需要 requestedToCapacityRatio.shape：Kubernetes 1.36 之前的校验会放行这种配置，随后 kube-scheduler 在构建配置文件时因空指针解引用而崩溃（kubernetes/kubernetes#133346）</translation>
    </message>
    <message>
        <source>requestedToCapacityRatio is ignored when type is %1: only RequestedToCapacityRatio uses the shape</source>
        <translation>type 为 %1 时会忽略 requestedToCapacityRatio：只有 RequestedToCapacityRatio 使用 shape</translation>
    </message>
    <message>
        <source>%1 cannot express this profile: the %2 strategy becomes the %3 plugin, whose args have no shape; use type RequestedToCapacityRatio for a shape, or remove requestedToCapacityRatio</source>
        <translation>%1 无法表达此配置文件：%2 策略会变成 %3 插件，而该插件的 args 没有 shape；如需 shape 请使用 type RequestedToCapacityRatio，否则请删除 requestedToCapacityRatio</translation>
    </message>
    <message>
        <source>%1 has no plugin for scoring strategy %2; expected LeastAllocated, MostAllocated or RequestedToCapacityRatio</source>
        <translation>%1 中没有对应打分策略 %2 的插件；应为 LeastAllocated、MostAllocated 或 RequestedToCapacityRatio</translation>
    </message>
    <message>
        <source>the legacy Policy cannot express ignoredResources or ignoredResourceGroups (NodeResourcesFitArgs)</source>
        <translation>旧版 Policy 无法表达 ignoredResources 或 ignoredResourceGroups（NodeResourcesFitArgs）</translation>
    </message>
    <message>
        <source>the legacy Policy cannot express these resources: %1 always weighs cpu 1 and memory 1; use type RequestedToCapacityRatio (RequestedToCapacityRatioPriority takes resources) or a KubeSchedulerConfiguration</source>
        <translation>旧版 Policy 无法表达这些资源：%1 的权重固定为 cpu 1、memory 1；请使用 type RequestedToCapacityRatio（RequestedToCapacityRatioPriority 接受 resources）或 KubeSchedulerConfiguration</translation>
    </message>
    <message>
        <source>the legacy Policy cannot express this profile: %1 has no shape</source>
        <translation>旧版 Policy 无法表达此配置文件：%1 没有 shape</translation>
    </message>
    <message>
        <source>the legacy Policy has no priority for scoring strategy %1; expected LeastAllocated, MostAllocated or RequestedToCapacityRatio</source>
        <translation>旧版 Policy 中没有对应打分策略 %1 的优先级函数；应为 LeastAllocated、MostAllocated 或 RequestedToCapacityRatio</translation>
    </message>
    <message>
        <source>the legacy Policy cannot express NodeResourcesBalancedAllocation resources: BalancedResourceAllocation always balances cpu and memory</source>
        <translation>旧版 Policy 无法表达 NodeResourcesBalancedAllocation 的 resources：BalancedResourceAllocation 始终平衡 cpu 和 memory</translation>
    </message>
    <message>
        <source>%1: a plugin weight is a 32-bit integer (-2147483648 to 2147483647) in the scheduler&apos;s API</source>
        <translation>%1：在调度器的 API 中，插件权重是 32 位整数（-2147483648 到 2147483647）</translation>
    </message>
    <message>
        <source>weight %1 is negative: kube-scheduler accepts it, and the plugin then pulls every node&apos;s total down the more it likes the node</source>
        <translation>权重 %1 为负数：kube-scheduler 会接受它，之后插件越看好某个节点，就越会拉低该节点的总分</translation>
    </message>
    <message>
        <source>%1 is not a supported kubernetesVersion; expected 1.16 or 1.22 to 1.36</source>
        <translation>%1 不是受支持的 kubernetesVersion；应为 1.16 或 1.22 到 1.36</translation>
    </message>
    <message>
        <source>%1 is not a supported volcanoVersion; expected 1.8 to 1.15</source>
        <translation>%1 不是受支持的 volcanoVersion；应为 1.8 到 1.15</translation>
    </message>
    <message>
        <source>Kubernetes %1 does not serve %2 (served by up to %3): kube-scheduler %1 rejects this file</source>
        <translation>Kubernetes %1 不提供 %2（截至 %3 的版本提供）：kube-scheduler %1 会拒绝此文件</translation>
    </message>
    <message>
        <source>Kubernetes %1 does not serve %2 (served by %3 and later): kube-scheduler %1 rejects this file</source>
        <translation>Kubernetes %1 不提供 %2（%3 及之后的版本提供）：kube-scheduler %1 会拒绝此文件</translation>
    </message>
    <message>
        <source>Kubernetes %1 does not serve %2 (served by %3 to %4): kube-scheduler %1 rejects this file</source>
        <translation>Kubernetes %1 不提供 %2（%3 到 %4 的版本提供）：kube-scheduler %1 会拒绝此文件</translation>
    </message>
    <message>
        <source>a Volcano profile cannot be written as %1; use volcano or volcano-configmap</source>
        <translation>Volcano 配置文件不能写成 %1；请使用 volcano 或 volcano-configmap</translation>
    </message>
    <message>
        <source>a kube-scheduler profile cannot be written as %1; use one of the kubescheduler-* or policy formats</source>
        <translation>kube-scheduler 配置文件不能写成 %1；请使用 kubescheduler-* 或 policy 格式之一</translation>
    </message>
    <message>
        <source>no profile to export</source>
        <translation>没有要导出的配置文件</translation>
    </message>
    <message>
        <source>%1 holds one profile; %n {was|were} given (%2). Export them one at a time, or use a kubescheduler-* format, which holds several.</source>
        <translation>%1 只能包含一个配置文件；给出了 %n 个（%2）。请逐个导出，或使用可包含多个配置文件的 kubescheduler-* 格式。</translation>
    </message>
    <message>
        <source>a scheduler name override applies to one profile; %n {was|were} given</source>
        <translation>调度器名称覆盖只适用于一个配置文件；给出了 %n 个</translation>
    </message>
    <message>
        <source>the BalancedAllocation weight must be a positive integer, got %1</source>
        <translation>BalancedAllocation 的权重必须是正整数，实际为 %1</translation>
    </message>
    <message>
        <source>profile %1: </source>
        <translation>配置文件 %1：</translation>
    </message>
    <message>
        <source>%1 has no scheduler name; start the scheduler with %2 instead</source>
        <translation>%1 没有调度器名称；请改用 %2 启动调度器</translation>
    </message>
    <message>
        <source>%1 (profile %2); give each profile its own schedulerName</source>
        <translation>%1（配置文件 %2）；请为每个配置文件设置各自的 schedulerName</translation>
    </message>
    <message>
        <source>not valid YAML or JSON: %1</source>
        <translation>不是有效的 YAML 或 JSON：%1</translation>
    </message>
    <message>
        <source>expected a scheduler configuration (a map with apiVersion and kind, or a volcano-scheduler.conf with actions and tiers)</source>
        <translation>应为调度器配置（含 apiVersion 和 kind 的映射，或含 actions 和 tiers 的 volcano-scheduler.conf）</translation>
    </message>
    <message>
        <source>KubeSchedulerConfiguration %1 is not supported; expected kubescheduler.config.k8s.io/v1, v1beta3, v1beta2 or v1beta1 (v1alpha1 and v1alpha2 predate the scoring plugins this tool models)</source>
        <translation>不支持 KubeSchedulerConfiguration %1；应为 kubescheduler.config.k8s.io/v1、v1beta3、v1beta2 或 v1beta1（v1alpha1 和 v1alpha2 早于本工具所模拟的打分插件）</translation>
    </message>
    <message>
        <source>unknown scheduler configuration: apiVersion %1, kind %2; expected KubeSchedulerConfiguration (kubescheduler.config.k8s.io/v1, v1beta3, v1beta2, v1beta1), Policy (v1), a ConfigMap (v1) holding volcano-scheduler.conf, or a volcano-scheduler.conf document (actions and tiers)</source>
        <translation>未知的调度器配置：apiVersion %1，kind %2；应为 KubeSchedulerConfiguration（kubescheduler.config.k8s.io/v1、v1beta3、v1beta2、v1beta1）、Policy（v1）、包含 volcano-scheduler.conf 的 ConfigMap（v1），或 volcano-scheduler.conf 文档（actions 和 tiers）</translation>
    </message>
    <message>
        <source>the file is %1; a scheduler configuration may be at most %2</source>
        <translation>文件大小为 %1；调度器配置最大为 %2</translation>
    </message>
    <message>
        <source>; expected the few levels of a scheduler configuration</source>
        <translation>；调度器配置应只有少数几层</translation>
    </message>
    <message>
        <source>the file is empty; expected a scheduler configuration</source>
        <translation>文件为空；应为调度器配置</translation>
    </message>
    <message>
        <source>not a usable scheduler configuration here: %1</source>
        <translation>此处不是可用的调度器配置：%1</translation>
    </message>
    <message>
        <source>actions must be one string of comma-separated action names, e.g. &quot;enqueue, allocate, backfill&quot;</source>
        <translation>actions 必须是一个由逗号分隔的动作名称组成的字符串，例如“enqueue, allocate, backfill”</translation>
    </message>
    <message>
        <source>unknown action &quot;%1&quot;: Volcano rejects the whole file and keeps its previous configuration; expected enqueue, allocate, backfill, preempt, reclaim or shuffle</source>
        <translation>未知动作“%1”：Volcano 会拒绝整个文件并保留之前的配置；应为 enqueue、allocate、backfill、preempt、reclaim 或 shuffle</translation>
    </message>
    <message>
        <source>expected a volcano-scheduler.conf document (a map with actions and tiers)</source>
        <translation>应为 volcano-scheduler.conf 文档（含 actions 和 tiers 的映射）</translation>
    </message>
    <message>
        <source>no binpack plugin in any tier: Volcano does not pack with this configuration</source>
        <translation>所有 tier 中都没有 binpack 插件：使用此配置时 Volcano 不会装箱</translation>
    </message>
    <message>
        <source>the Volcano scheduler reads volcano-scheduler-configmap in volcano-system (as installed); this ConfigMap is %1</source>
        <translation>Volcano 调度器读取 volcano-system 中的 volcano-scheduler-configmap（按安装时的设置）；此 ConfigMap 为 %1</translation>
    </message>
    <message>
        <source>a Volcano ConfigMap needs data.volcano-scheduler.conf: the scheduler configuration as a string</source>
        <translation>Volcano 的 ConfigMap 需要 data.volcano-scheduler.conf：以字符串形式给出的调度器配置</translation>
    </message>
    <message>
        <source>not valid YAML: %1</source>
        <translation>不是有效的 YAML：%1</translation>
    </message>
    <message>
        <source>; expected the few levels of volcano-scheduler.conf</source>
        <translation>；volcano-scheduler.conf 应只有少数几层</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>a float</source>
        <translation>浮点数</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>布尔值</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>not a scalar int</source>
        <translation>不是标量整数</translation>
    </message>
    <message>
        <source>a value</source>
        <translation>某个值</translation>
    </message>
    <message>
        <source>%1: %2 is </source>
        <translation>%1：%2 是</translation>
    </message>
    <message>
        <source>%1: (empty) is </source>
        <translation>%1：（空）是</translation>
    </message>
    <message>
        <source>%1 is given %n {time|times}; Volcano&apos;s YAML parser keeps only the last one</source>
        <translation>%1 给出了 %n 次；Volcano 的 YAML 解析器只保留最后一个</translation>
    </message>
    <message>
        <source>binpack.resources is </source>
        <translation>binpack.resources 是</translation>
    </message>
    <message>
        <source>; Volcano reads it only as a string of comma-separated resource names, so it counts no extended resource at all. Write e.g. binpack.resources: nvidia.com/gpu, example.com/foo</source>
        <translation>；Volcano 只把它当作由逗号分隔的资源名称字符串来读取，因此不会计入任何扩展资源。请写成例如 binpack.resources: nvidia.com/gpu, example.com/foo</translation>
    </message>
    <message>
        <source>%1 in binpack.resources has no effect: Volcano sets the %1 weight from %2 after reading the list, so %3 is overwritten</source>
        <translation>binpack.resources 中的 %1 不起作用：Volcano 读取列表后会用 %2 设置 %1 的权重，因此 %3 会被覆盖</translation>
    </message>
    <message>
        <source>Volcano&apos;s binpack plugin has no argument %1 and ignores it; it reads binpack.weight, binpack.cpu, binpack.memory, binpack.resources and binpack.resources.&lt;name&gt;</source>
        <translation>Volcano 的 binpack 插件没有参数 %1，会忽略它；它读取 binpack.weight、binpack.cpu、binpack.memory、binpack.resources 和 binpack.resources.&lt;名称&gt;</translation>
    </message>
    <message>
        <source>; did you mean %1?</source>
        <translation>；您是否想写 %1？</translation>
    </message>
    <message>
        <source>; write %1 without quotes</source>
        <translation>；请写成不带引号的 %1</translation>
    </message>
    <message>
        <source>%1: %2 is read by Volcano&apos;s YAML 1.1 parser as %3; write %3</source>
        <translation>%1：Volcano 的 YAML 1.1 解析器把 %2 读作 %3；请写成 %3</translation>
    </message>
    <message>
        <source>Volcano&apos;s binpack plugin has no argument %1 and ignores it; did you mean %2?</source>
        <translation>Volcano 的 binpack 插件没有参数 %1，会忽略它；您是否想写 %2？</translation>
    </message>
    <message>
        <source>Volcano reads %1 only for resources listed in binpack.resources, and %2 is not listed; add it to binpack.resources or remove this key</source>
        <translation>Volcano 只对 binpack.resources 中列出的资源读取 %1，而 %2 未列出；请把它加入 binpack.resources，或删除此键</translation>
    </message>
    <message>
        <source>%1 has no effect: %2 overwrites it</source>
        <translation>%1 不起作用：%2 会覆盖它</translation>
    </message>
    <message>
        <source>binpack.weight 0 disables the binpack plugin: Volcano does not register its node order function</source>
        <translation>binpack.weight 为 0 会禁用 binpack 插件：Volcano 不会注册它的节点排序函数</translation>
    </message>
    <message>
        <source>binpack.weight %1 is negative: Volcano accepts it, and binpack then prefers the emptiest nodes (it spreads instead of packing)</source>
        <translation>binpack.weight %1 为负数：Volcano 会接受它，之后 binpack 偏好最空闲的节点（变成分散而不是装箱）</translation>
    </message>
    <message>
        <source>%1: Volcano resets a negative weight to 1, not 0; write 0 to leave the resource out</source>
        <translation>%1：Volcano 会把负权重重置为 1 而不是 0；要排除该资源请写 0</translation>
    </message>
    <message>
        <source>explicit YAML tag %1 is not supported here; write the value plainly</source>
        <translation>此处不支持显式 YAML 标签 %1；请直接写出值</translation>
    </message>
    <message>
        <source>unknown scheduler %1; </source>
        <translation>未知调度器 %1；</translation>
    </message>
    <message>
        <source>did you mean &quot;%1&quot;? </source>
        <translation>您是否想写“%1”？</translation>
    </message>
    <message>
        <source>expected kube-scheduler or volcano</source>
        <translation>应为 kube-scheduler 或 volcano</translation>
    </message>
    <message>
        <source>volcanoVersion is a Volcano profile setting; this profile uses kube-scheduler (remove the key or set scheduler: volcano)</source>
        <translation>volcanoVersion 是 Volcano 配置文件的设置；此配置文件使用 kube-scheduler（请删除该键，或设置 scheduler: volcano）</translation>
    </message>
    <message>
        <source>percentageOfNodesToScore is a kube-scheduler profile setting; this profile uses Volcano (remove the key or set scheduler: kube-scheduler)</source>
        <translation>percentageOfNodesToScore 是 kube-scheduler 配置文件的设置；此配置文件使用 Volcano（请删除该键，或设置 scheduler: kube-scheduler）</translation>
    </message>
    <message>
        <source>%1 is not in the valid range [0-100]; expected 0 (adaptive) to 100</source>
        <translation>%1 不在有效范围 [0-100] 内；应为 0（自适应）到 100</translation>
    </message>
    <message>
        <source>expected a map of plugins, found nothing; write plugins: {} to enable none, or leave the key out for the scheduler&apos;s default profile</source>
        <translation>应为插件的映射，但没有内容；写 plugins: {} 表示不启用任何插件，省略该键则使用调度器的默认配置文件</translation>
    </message>
    <message>
        <source>the file is %1; a workspace may be at most %2 (about 300,000 pods written one by one); write identical pods once with replicas</source>
        <translation>文件大小为 %1；工作区最大为 %2（约 300,000 个逐个写出的 Pod）；相同的 Pod 请只写一次并使用 replicas</translation>
    </message>
    <message>
        <source>expected a quantity such as 500m, 2 or 1Gi, found %1</source>
        <translation>应为 500m、2 或 1Gi 之类的数量，实际为 %1</translation>
    </message>
    <message>
        <source>%1 is negative; expected a quantity of zero or more</source>
        <translation>%1 为负数；应为零或更大的数量</translation>
    </message>
    <message>
        <source>unsupported restartPolicy %1; expected Always (a sidecar), or leave it out for a plain init container</source>
        <translation>不支持的 restartPolicy %1；应为 Always（边车容器），普通 Init 容器请省略它</translation>
    </message>
    <message>
        <source>expected the pod&apos;s name, found an empty string</source>
        <translation>应为 Pod 的名称，实际为空字符串</translation>
    </message>
    <message>
        <source>expected an integer between 1 and %1, found %2</source>
        <translation>应为 1 到 %1 之间的整数，实际为 %2</translation>
    </message>
    <message>
        <source>%1 is out of range; expected an integer between 1 and %2</source>
        <translation>%1 超出范围；应为 1 到 %2 之间的整数</translation>
    </message>
    <message>
        <source>duplicate profile name %1; %2 has it too; expected unique names</source>
        <translation>配置文件名称 %1 重复；%2 也使用了它；名称应唯一</translation>
    </message>
    <message>
        <source>duplicate node name %1; %2 has it too; expected unique names</source>
        <translation>节点名称 %1 重复；%2 也使用了它；名称应唯一</translation>
    </message>
    <message>
        <source>duplicate pod name %1; %2 has it too; expected unique names</source>
        <translation>Pod 名称 %1 重复；%2 也使用了它；名称应唯一</translation>
    </message>
    <message>
        <source>pod name %1 is also the name of a replica of %2 (%3 with %n {replica|replicas}); expected unique names</source>
        <translation>Pod 名称 %1 同时也是 %2 的一个副本的名称（%3，共 %n 个副本）；名称应唯一</translation>
    </message>
    <message>
        <source>no node is named %1; </source>
        <translation>没有名为 %1 的节点；</translation>
    </message>
    <message>
        <source>did you mean %1? </source>
        <translation>是否想写 %1？</translation>
    </message>
    <message>
        <source>the workspace has no nodes</source>
        <translation>工作区中没有节点</translation>
    </message>
    <message>
        <source>expected one of the nodes: %1</source>
        <translation>应为以下节点之一：%1</translation>
    </message>
    <message>
        <source>the file is empty; expected a workspace starting with apiVersion: %1 and kind: Workspace</source>
        <translation>文件为空；应为以 apiVersion: %1 和 kind: Workspace 开头的工作区</translation>
    </message>
    <message>
        <source>expected a map with apiVersion, kind, profiles, nodes and pods at the top level, found %1</source>
        <translation>顶层应为包含 apiVersion、kind、profiles、nodes 和 pods 的映射，实际为 %1</translation>
    </message>
    <message>
        <source>unsupported apiVersion %1; expected %2</source>
        <translation>不支持的 apiVersion %1；应为 %2</translation>
    </message>
    <message>
        <source>unsupported kind %1; expected %2</source>
        <translation>不支持的 kind %1；应为 %2</translation>
    </message>
    <message>
        <source>no profiles; expected at least one (e.g. - name: binpack, scheduler: kube-scheduler)</source>
        <translation>没有配置文件；至少应有一个（例如 - name: binpack, scheduler: kube-scheduler）</translation>
    </message>
    <message>
        <source>YAML syntax error: %1</source>
        <translation>YAML 语法错误：%1</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>cannot read %1: no program opened this pipe for writing within 10 s</source>
        <translation>无法读取 %1：10 秒内没有程序以写入方式打开此管道</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>expected %1, got null</source>
        <translation>应为 %1，实际为 null</translation>
    </message>
    <message>
        <source>%1: a resource needs a name, such as %2</source>
        <translation>%1：资源需要名称，例如 %2</translation>
    </message>
    <message>
        <source>%1 -&gt; %2 (weight %1 means %2)</source>
        <translation>%1 -&gt; %2（权重为 %1 即表示 %2）</translation>
    </message>
    <message>
        <source>omitted -&gt; %1 (weight %2 means %1)</source>
        <translation>省略 -&gt; %1（权重为 %2 即表示 %1）</translation>
    </message>
    <message>
        <source>empty -&gt; %1</source>
        <translation>为空 -&gt; %1</translation>
    </message>
    <message>
        <source>JSON has no comments; remove the // comment</source>
        <translation>JSON 不支持注释；请删除 // 注释</translation>
    </message>
    <message>
        <source>JSON has no comments; remove the /* comment */</source>
        <translation>JSON 不支持注释；请删除 /* 注释 */</translation>
    </message>
    <message>
        <source> (or write the file as YAML, where a comment starts with %1)</source>
        <translation>（或将文件写成 YAML，YAML 的注释以 %1 开头）</translation>
    </message>
    <message>
        <source>this YAML export is more than %1; </source>
        <translation>此 YAML 导出文件超过 %1；</translation>
    </message>
    <message>
        <source>this YAML export is %1; </source>
        <translation>此 YAML 导出文件大小为 %1；</translation>
    </message>
    <message>
        <source>YAML above %1 is not read (it would take gigabytes of memory); export the cluster as JSON instead: %2</source>
        <translation>超过 %1 的 YAML 不会被读取（那将占用数 GB 内存）；请改为以 JSON 导出集群：%2</translation>
    </message>
    <message>
        <source>this JSON export is more than %1; </source>
        <translation>此 JSON 导出文件超过 %1；</translation>
    </message>
    <message>
        <source>this JSON export is %1; </source>
        <translation>此 JSON 导出文件大小为 %1；</translation>
    </message>
    <message>
        <source>JSON above %1 is not read; export a part of the cluster at a time (%2 or %3)</source>
        <translation>超过 %1 的 JSON 不会被读取；请每次导出集群的一部分（%2 或 %3）</translation>
    </message>
    <message>
        <source>the file is empty; </source>
        <translation>文件为空；</translation>
    </message>
    <message>
        <source>a file written by %1 or %2</source>
        <translation>由 %1 或 %2 写出的文件</translation>
    </message>
    <message>
        <source>invalid label selector %1: </source>
        <translation>无效的标签选择算符 %1：</translation>
    </message>
    <message>
        <source> and %1 more</source>
        <translation> 等，另有 %1 个</translation>
    </message>
    <message>
        <source>node %1: %2 does not fit a 64-bit integer in scheduler units; expected at most %3</source>
        <translation>节点 %1：%2 换算为调度器单位后超出 64 位整数范围；最大应为 %3</translation>
    </message>
    <message>
        <source> millicores (%1)</source>
        <translation> 毫核（%1）</translation>
    </message>
    <message>
        <source>not imported: %1 and %2 could not read these amounts back</source>
        <translation>未导入：%1 和 %2 无法读回这些数量</translation>
    </message>
    <message>
        <source>this YAML export is large; %1 output of the same cluster loads many times faster</source>
        <translation>此 YAML 导出文件很大；同一集群的 %1 输出加载速度要快很多倍</translation>
    </message>
    <message>
        <source>found no %1 in the input; expected the nodes as well as the pods, e.g. from %2</source>
        <translation>输入中没有 %1；除 Pod 外还需要节点，例如由 %2 导出</translation>
    </message>
    <message>
        <source>node %1 appears again (first at %2); this copy is ignored</source>
        <translation>节点 %1 再次出现（首次出现于 %2）；忽略此副本</translation>
    </message>
    <message>
        <source>left out %n {node that does|nodes that do} not match the node selector %1</source>
        <translation>略去了 %n 个与节点选择算符 %1 不匹配的节点</translation>
    </message>
    <message>
        <source>%n {node has|nodes have} no %1; %2 is used instead, which includes what the system reserves: </source>
        <translation>%n 个节点没有 %1；改用 %2，其中包含系统预留的资源：</translation>
    </message>
    <message>
        <source>%n {node has|nodes have} neither %1 nor %2 and can hold only pods that request nothing: </source>
        <translation>%n 个节点既没有 %1 也没有 %2，只能容纳不请求任何资源的 Pod：</translation>
    </message>
    <message>
        <source>pod %1 appears again (first at %2); this copy is ignored</source>
        <translation>Pod %1 再次出现（首次出现于 %2）；忽略此副本</translation>
    </message>
    <message>
        <source>%1 (on %2)</source>
        <translation>%1（位于 %2）</translation>
    </message>
    <message>
        <source>skipped %n {pod|pods} in phase %1 or %2, which the scheduler does not count</source>
        <translation>跳过了 %n 个处于 %1 或 %2 阶段的 Pod，调度器不计入这些 Pod</translation>
    </message>
    <message>
        <source>skipped %n {object that is|objects that are} neither a %1 nor a %2: %3</source>
        <translation>跳过了 %n 个既不是 %1 也不是 %2 的对象：%3</translation>
    </message>
    <message>
        <source>left out %n {pod|pods} bound to nodes that do not match the node selector</source>
        <translation>略去了 %n 个绑定到与节点选择算符不匹配的节点的 Pod</translation>
    </message>
    <message>
        <source>left out %n {pod|pods} bound to nodes that are not in the input: </source>
        <translation>略去了 %n 个绑定到输入中不存在的节点的 Pod：</translation>
    </message>
    <message>
        <source>left out %n {bound pod|bound pods} outside the namespace and pod selector filters; the nodes they run on look emptier than they are</source>
        <translation>略去了 %n 个不在名字空间和 Pod 选择算符过滤范围内的已绑定 Pod；它们所在的节点看起来会比实际更空闲</translation>
    </message>
    <message>
        <source>took %n {request|requests} from limits in </source>
        <translation>从限制中取得了 %n 个请求，涉及</translation>
    </message>
    <message>
        <source>%n {pod|pods} whose containers set a limit without a request, as API defaulting does</source>
        <translation> %n 个 Pod，其容器设置了限制但没有请求，与 API 默认值设置的做法相同</translation>
    </message>
    <message>
        <source>%n {pod sets|pods set} pod-level %1, which a workspace does not model; {its|their} container requests and overhead are counted</source>
        <translation>%n 个 Pod 设置了 Pod 级别的 %1，工作区不对其建模；改为计入其容器请求和开销</translation>
    </message>
    <message>
        <source>%n {pod shares its|pods share their} name with a pod in another namespace and {is|are} named %1: </source>
        <translation>%n 个 Pod 与其他名字空间中的 Pod 同名，改用 %1 命名：</translation>
    </message>
    <message>
        <source>... and %n more {problem|problems}</source>
        <translation>……另有 %n 个问题</translation>
    </message>
    <message>
        <source>no input files; expected files written by %1 (or %2)</source>
        <translation>没有输入文件；应为由 %1（或 %2）写出的文件</translation>
    </message>
    <message>
        <source>a mapping</source>
        <translation>映射</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>the file is larger than %1; split the export (for example nodes and pods apart)</source>
        <translation>文件大于 %1；请拆分导出（例如将节点和 Pod 分开）</translation>
    </message>
    <message>
        <source>invalid JSON: %1</source>
        <translation>无效的 JSON：%1</translation>
    </message>
    <message>
        <source>expected a Kubernetes %1, %2 or %3 (kind: %1, %2, %3, %4 or %5)</source>
        <translation>应为 Kubernetes %1、%2 或 %3（kind：%1、%2、%3、%4 或 %5）</translation>
    </message>
    <message>
        <source> %1</source>
        <translation> %1</translation>
    </message>
    <message>
        <source>, got </source>
        <translation>，实际为</translation>
    </message>
    <message>
        <source>, got a mapping without a %1 field</source>
        <translation>，实际为缺少 %1 字段的映射</translation>
    </message>
    <message>
        <source>expected a list of objects</source>
        <translation>应为对象列表</translation>
    </message>
    <message>
        <source>, got kind %1</source>
        <translation>，实际为 kind %1</translation>
    </message>
    <message>
        <source> (a Binpack Studio workspace: give it to %1, or open it directly)</source>
        <translation>（这是 Binpack Studio 工作区：请将它传给 %1，或直接打开它）</translation>
    </message>
    <message>
        <source> (a scheduler configuration: use %1)</source>
        <translation>（这是调度器配置：请使用 %1）</translation>
    </message>
    <message>
        <source> (export the cluster with %1)</source>
        <translation>（请用 %1 导出集群）</translation>
    </message>
    <message>
        <source>a %1 with %2 </source>
        <translation>%1 的 %2 为 </translation>
    </message>
    <message>
        <source>; expected %1, the only version of %2, %3 and %4; read as %1</source>
        <translation>；应为 %1，这是 %2、%3 和 %4 唯一的版本；按 %1 读取</translation>
    </message>
    <message>
        <source>expected a Kubernetes object (a mapping with kind %1 or %2)</source>
        <translation>应为 Kubernetes 对象（kind 为 %1 或 %2 的映射）</translation>
    </message>
    <message>
        <source>expected a kind such as %1 or %2 (a string)</source>
        <translation>应为 %1 或 %2 这样的 kind（字符串）</translation>
    </message>
    <message>
        <source>expected a Kubernetes object with a %1 field (%2 or %3)</source>
        <translation>应为带有 %1 字段（%2 或 %3）的 Kubernetes 对象</translation>
    </message>
    <message>
        <source>expected a mapping</source>
        <translation>应为映射</translation>
    </message>
    <message>
        <source>expected a list</source>
        <translation>应为列表</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>应为字符串</translation>
    </message>
    <message>
        <source>duplicate label key; each key may appear once</source>
        <translation>标签键重复；每个键只能出现一次</translation>
    </message>
    <message>
        <source>expected a label value (a string)</source>
        <translation>应为标签值（字符串）</translation>
    </message>
    <message>
        <source>duplicate resource name; each resource may appear once</source>
        <translation>资源名称重复；每种资源只能出现一次</translation>
    </message>
    <message>
        <source>expected a quantity such as %1 or %2</source>
        <translation>应为 %1 或 %2 这样的数量</translation>
    </message>
    <message>
        <source>expected the node&apos;s name in %1</source>
        <translation>%1 中应有节点名称</translation>
    </message>
    <message>
        <source>expected %1 or %2</source>
        <translation>应为 %1 或 %2</translation>
    </message>
    <message>
        <source>expected a container (a mapping)</source>
        <translation>应为容器（映射）</translation>
    </message>
    <message>
        <source>expected the pod&apos;s name in %1</source>
        <translation>%1 中应有 Pod 名称</translation>
    </message>
    <message>
        <source>invalid YAML: </source>
        <translation>无效的 YAML：</translation>
    </message>
    <message>
        <source>; a kubectl export nests a few dozen levels</source>
        <translation>；kubectl 导出文件的嵌套只有几十层</translation>
    </message>
    <message>
        <source>cannot read this YAML: %1</source>
        <translation>无法读取此 YAML：%1</translation>
    </message>
    <message>
        <source>expected %1, a label key or the end of the selector</source>
        <translation>应为 %1、标签键或选择算符结尾</translation>
    </message>
    <message>
        <source>expected %1 or the end of the selector</source>
        <translation>应为 %1 或选择算符结尾</translation>
    </message>
    <message>
        <source>expected a label key or %1 after %2</source>
        <translation>%2 之后应为标签键或 %1</translation>
    </message>
    <message>
        <source>found end of selector at column %1, </source>
        <translation>在第 %1 列遇到选择算符结尾，</translation>
    </message>
    <message>
        <source>found %1 at column %2, </source>
        <translation>在第 %2 列遇到 %1，</translation>
    </message>
    <message>
        <source>expected a label key</source>
        <translation>应为标签键</translation>
    </message>
    <message>
        <source>invalid label key %1 at column %2: </source>
        <translation>第 %2 列的标签键 %1 无效：</translation>
    </message>
    <message>
        <source>expected an operator: %1, %2, %3, %4, %5, %6 or %7</source>
        <translation>应为运算符：%1、%2、%3、%4、%5、%6 或 %7</translation>
    </message>
    <message>
        <source>expected a label value</source>
        <translation>应为标签值</translation>
    </message>
    <message>
        <source>invalid label value %1 for key %2 (column %3): </source>
        <translation>键 %2 的标签值 %1 无效（第 %3 列）：</translation>
    </message>
    <message>
        <source>the value %1 for %2 at column %3 must be an integer</source>
        <translation>第 %3 列 %2 的值 %1 必须是整数</translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation>应为 %1</translation>
    </message>
    <message>
        <source>expected a value, %1 or %2</source>
        <translation>应为值、%1 或 %2</translation>
    </message>
    <message>
        <source>expected a value or %1</source>
        <translation>应为值或 %1</translation>
    </message>
    <message>
        <source>the prefix before %1 must not be empty</source>
        <translation>%1 之前的前缀不能为空</translation>
    </message>
    <message>
        <source>the prefix %1 must be a DNS subdomain: lower-case letters, digits, %2 and %3, at most %4 characters</source>
        <translation>前缀 %1 必须是 DNS 子域名：由小写字母、数字、%2 和 %3 组成，最多 %4 个字符</translation>
    </message>
    <message>
        <source>a label key has at most one %1</source>
        <translation>标签键最多只能有一个 %1</translation>
    </message>
    <message>
        <source>the name part must not be empty</source>
        <translation>名称部分不能为空</translation>
    </message>
    <message>
        <source>the name part must be at most %1 characters</source>
        <translation>名称部分最多 %1 个字符</translation>
    </message>
    <message>
        <source>the name part must consist of letters, digits, %1, %2 or %3, and start and end with a letter or digit</source>
        <translation>名称部分必须由字母、数字、%1、%2 或 %3 组成，并以字母或数字开头和结尾</translation>
    </message>
    <message>
        <source>a label value must be at most %1 characters</source>
        <translation>标签值最多 %1 个字符</translation>
    </message>
    <message>
        <source>a label value must be empty or consist of letters, digits, %1, %2 or %3, and start and end with a letter or digit</source>
        <translation>标签值必须为空，或由字母、数字、%1、%2 或 %3 组成，并以字母或数字开头和结尾</translation>
    </message>
    <message>
        <source>not written: the workspace would be more than %1, </source>
        <translation>未写出：工作区将超过 %1，</translation>
    </message>
    <message>
        <source>not written: the workspace would be %1, </source>
        <translation>未写出：工作区将达到 %1，</translation>
    </message>
    <message>
        <source>and a workspace may be at most %1 to be read back; </source>
        <translation>而要能被读回，工作区最大为 %1；</translation>
    </message>
    <message>
        <source>this value is larger than %1 when written out; expected a scalar or a small list</source>
        <translation>此值写出后大于 %1；应为标量或较小的列表</translation>
    </message>
    <message>
        <source>a tab in the indentation; YAML allows only spaces there, indent with spaces</source>
        <translation>缩进中有制表符；YAML 的缩进只允许空格，请用空格缩进</translation>
    </message>
    <message>
        <source>yaml-cpp 0.7 decodes the escape %1 or %2 in this value to a byte that is not UTF-8; expected %3 or %4 instead</source>
        <translation>yaml-cpp 0.7 会把此值中的转义 %1 或 %2 解码为非 UTF-8 字节；请改用 %3 或 %4</translation>
    </message>
    <message>
        <source>a second YAML document starts here; expected exactly one document (remove the extra %1)</source>
        <translation>第二个 YAML 文档从这里开始；应只有一个文档（请删除多余的 %1）</translation>
    </message>
    <message>
        <source>YAML aliases expand this document to more than %1 extra nodes (an alias bomb?); expected aliases that repeat small parts</source>
        <translation>YAML 别名使此文档展开后多出超过 %1 个节点（别名炸弹？）；别名应只重复较小的部分</translation>
    </message>
    <message>
        <source>this alias refers to a node that contains it (a cycle); expected an alias to a finished node</source>
        <translation>此别名引用了包含它自身的节点（循环）；别名应引用已完成的节点</translation>
    </message>
    <message>
        <source>nesting is deeper than %1 levels; expected the flat structure of a workspace</source>
        <translation>嵌套超过 %1 层；工作区应为扁平结构</translation>
    </message>
    <message>
        <source>nesting is far deeper than %1 levels; expected the flat structure of a workspace</source>
        <translation>嵌套远超 %1 层；工作区应为扁平结构</translation>
    </message>
    <message>
        <source>YAML error: %1</source>
        <translation>YAML 错误：%1</translation>
    </message>
    <message>
        <source>nesting is deeper than %1 levels</source>
        <translation>嵌套超过 %1 层</translation>
    </message>
    <message>
        <source>unexpected text after the end of a value; expected a new line with a key, or %1 before another document</source>
        <translation>值结束后出现意外的文本；应换行后写键，或在另一个文档前写 %1</translation>
    </message>
    <message>
        <source>nesting is deeper than yaml-cpp can read</source>
        <translation>嵌套深度超出 yaml-cpp 的读取能力</translation>
    </message>
    <message>
        <source>a carriage return (%1) without a line feed after it; YAML readers disagree on it (yaml-cpp keeps it in the text, the scheduler&apos;s yaml ends the line there): expected LF or CRLF line ends, and %2 inside double quotes</source>
        <translation>回车符（%1）之后没有换行符；各 YAML 读取器对它的处理不一致（yaml-cpp 将其保留在文本中，调度器的 yaml 在此处结束该行）：行尾应为 LF 或 CRLF，双引号内应写作 %2</translation>
    </message>
    <message>
        <source>control character %1 is not allowed in YAML; expected printable text (is this a binary file?)</source>
        <translation>YAML 中不允许控制字符 %1；应为可打印文本（这是二进制文件吗？）</translation>
    </message>
    <message>
        <source>byte %1 is not valid UTF-8; expected UTF-8 text (save the file as UTF-8)</source>
        <translation>字节 %1 不是有效的 UTF-8；应为 UTF-8 文本（请将文件保存为 UTF-8）</translation>
    </message>
    <message>
        <source>the UTF-8 sequence starting with byte %1 is cut off at the end of the file; expected UTF-8 text</source>
        <translation>以字节 %1 开头的 UTF-8 序列在文件末尾被截断；应为 UTF-8 文本</translation>
    </message>
    <message>
        <source>byte %1 starts a UTF-8 sequence that byte %2 breaks; expected UTF-8 text (save the file as UTF-8)</source>
        <translation>字节 %1 开头的 UTF-8 序列被字节 %2 打断；应为 UTF-8 文本（请将文件保存为 UTF-8）</translation>
    </message>
    <message>
        <source>byte %1 starts an invalid UTF-8 sequence; expected UTF-8 text</source>
        <translation>字节 %1 开头的 UTF-8 序列无效；应为 UTF-8 文本</translation>
    </message>
    <message>
        <source>control character %1 is not allowed in YAML; expected printable text</source>
        <translation>YAML 中不允许控制字符 %1；应为可打印文本</translation>
    </message>
    <message>
        <source>%1 is a line break or control character to the scheduler&apos;s YAML reader (Go yaml.v2) and text to yaml-cpp, so the two would read different values; expected it escaped as %2 inside double quotes</source>
        <translation>%1 对调度器的 YAML 读取器（Go yaml.v2）而言是换行符或控制字符，对 yaml-cpp 而言却是文本，两者会读出不同的值；应在双引号内将其转义为 %2</translation>
    </message>
    <message>
        <source>expected </source>
        <translation>应为</translation>
    </message>
    <message>
        <source>, found </source>
        <translation>，实际为</translation>
    </message>
    <message>
        <source>expected an integer</source>
        <translation>应为整数</translation>
    </message>
    <message>
        <source>too many errors; stopped after %1</source>
        <translation>错误过多；在 %1 个之后停止</translation>
    </message>
    <message>
        <source>nothing (null)</source>
        <translation>空值（null）</translation>
    </message>
    <message>
        <source>a map</source>
        <translation>映射</translation>
    </message>
    <message>
        <source>the string %1</source>
        <translation>字符串 %1</translation>
    </message>
    <message>
        <source>the value %1</source>
        <translation>值 %1</translation>
    </message>
    <message>
        <source>, %1</source>
        <translation>、%1</translation>
    </message>
    <message>
        <source>, or %1</source>
        <translation> 或 %1</translation>
    </message>
    <message>
        <source>expected a map (key: value)</source>
        <translation>应为映射（键: 值）</translation>
    </message>
    <message>
        <source>expected a map, got a list</source>
        <translation>应为映射，实际为列表</translation>
    </message>
    <message>
        <source>expected a map, got a scalar</source>
        <translation>应为映射，实际为标量</translation>
    </message>
    <message>
        <source>expected a list of </source>
        <translation>应为列表，其元素为</translation>
    </message>
    <message>
        <source>expected a list, got a map</source>
        <translation>应为列表，实际为映射</translation>
    </message>
    <message>
        <source>expected a list, got a scalar</source>
        <translation>应为列表，实际为标量</translation>
    </message>
    <message>
        <source>expected a plain key</source>
        <translation>应为普通键</translation>
    </message>
    <message>
        <source> used as a key</source>
        <translation>被用作键</translation>
    </message>
    <message>
        <source>duplicate key; each key may appear once in a map</source>
        <translation>键重复；映射中每个键只能出现一次</translation>
    </message>
    <message>
        <source>duplicate field %1: the key is given more than once</source>
        <translation>字段 %1 重复：该键出现了不止一次</translation>
    </message>
    <message>
        <source>%1 is given more than once; the last one is used</source>
        <translation>%1 出现了不止一次；使用最后一个</translation>
    </message>
    <message>
        <source>not part of a Binpack Studio profile; not imported</source>
        <translation>不属于 Binpack Studio 配置文件；不会导入</translation>
    </message>
    <message>
        <source>unknown field; </source>
        <translation>未知字段；</translation>
    </message>
    <message>
        <source>unknown field %1</source>
        <translation>未知字段 %1</translation>
    </message>
    <message>
        <source> (did you mean %1?)</source>
        <translation>（是否想写 %1？）</translation>
    </message>
    <message>
        <source>; expected one of: %1</source>
        <translation>；应为以下之一：%1</translation>
    </message>
    <message>
        <source>an empty string</source>
        <translation>空字符串</translation>
    </message>
    <message>
        <source>expected an integer, got a list</source>
        <translation>应为整数，实际为列表</translation>
    </message>
    <message>
        <source>expected an integer, got a map</source>
        <translation>应为整数，实际为映射</translation>
    </message>
    <message>
        <source>expected an integer, got null</source>
        <translation>应为整数，实际为 null</translation>
    </message>
    <message>
        <source>%1 does not fit the field&apos;s type (%2 to %3)</source>
        <translation>%1 超出该字段类型的范围（%2 到 %3）</translation>
    </message>
    <message>
        <source>expected an integer, found the string %1 (write it without quotes)</source>
        <translation>应为整数，实际为字符串 %1（请去掉引号）</translation>
    </message>
    <message>
        <source>the integer %1 is out of range; expected a 64-bit integer</source>
        <translation>整数 %1 超出范围；应为 64 位整数</translation>
    </message>
    <message>
        <source>missing; expected </source>
        <translation>缺失；应为</translation>
    </message>
    <message>
        <source>%1 entries</source>
        <translation>%1 条目</translation>
    </message>
    <message>
        <source>an integer (%1)</source>
        <translation>整数（%1）</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 点</translation>
    </message>
    <message>
        <source>the file is more than %1; </source>
        <translation>文件超过 %1；</translation>
    </message>
    <message>
        <source>the file is %1; </source>
        <translation>文件大小为 %1；</translation>
    </message>
    <message>
        <source> may be at most %1</source>
        <translation>最大为 %1</translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation>无法打开文件：%1</translation>
    </message>
    <message>
        <source>is a directory; expected </source>
        <translation>是一个目录；应为</translation>
    </message>
    <message>
        <source>no program opened this pipe for writing within %1; expected </source>
        <translation>%1 内没有程序打开此管道进行写入；应为</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
    <message>
        <source>a workspace or a scheduler configuration</source>
        <translation>工作区或调度器配置</translation>
    </message>
    <message>
        <source>expected an integer, got </source>
        <translation>应为整数，实际为</translation>
    </message>
    <message>
        <source>expected key=value, e.g. pool=gpu</source>
        <translation>应写作 key=value，例如 pool=gpu</translation>
    </message>
    <message>
        <source>expected key=value:Effect or key:Effect, e.g. gpu=true:NoSchedule</source>
        <translation>应写作 key=value:Effect 或 key:Effect，例如 gpu=true:NoSchedule</translation>
    </message>
    <message>
        <source>unknown effect %1; expected NoSchedule, PreferNoSchedule or NoExecute</source>
        <translation>未知的效果 %1；应为 NoSchedule、PreferNoSchedule 或 NoExecute</translation>
    </message>
    <message>
        <source>a taint with key %1 and effect %2 is given twice; the API allows one</source>
        <translation>键为 %1、效果为 %2 的污点出现了两次；API 只允许一个</translation>
    </message>
    <message>
        <source>no node is left to import: %n {node does|nodes do} not match the node selector %1</source>
        <translation>没有可导入的节点：%n 个节点不匹配节点选择器 %1</translation>
    </message>
    <message>
        <source>expected %1, %2 or %3</source>
        <translation>应为 %1、%2 或 %3</translation>
    </message>
    <message>
        <source>expected a taint (a mapping)</source>
        <translation>应为一个污点（映射）</translation>
    </message>
    <message>
        <source>a taint needs a key, such as %1</source>
        <translation>污点需要一个键，例如 %1</translation>
    </message>
    <message>
        <source>a taint needs an effect; </source>
        <translation>污点需要一个效果；</translation>
    </message>
    <message>
        <source>a taint with key %1 and effect %2 is given twice (%3 has it too); expected each key and effect pair once</source>
        <translation>键为 %1、效果为 %2 的污点出现了两次（%3 中也有）；每对键和效果应只出现一次</translation>
    </message>
    <message>
        <source>expected a toleration (a mapping)</source>
        <translation>应为一个容忍（映射）</translation>
    </message>
    <message>
        <source>expected %1, %2, %3 or %4</source>
        <translation>应为 %1、%2、%3 或 %4</translation>
    </message>
    <message>
        <source>expected %1, %2, %3 or %4 (every effect)</source>
        <translation>应为 %1、%2、%3 或 %4（所有效果）</translation>
    </message>
    <message>
        <source>expected a whole number of seconds</source>
        <translation>应为整数秒</translation>
    </message>
    <message>
        <source>value must be empty when operator is Exists; expected no value (Exists matches every value), or operator: Equal</source>
        <translation>operator 为 Exists 时 value 必须为空；应不写 value（Exists 匹配任何值），或使用 operator: Equal</translation>
    </message>
    <message>
        <source>operator must be Exists when key is empty (which tolerates every taint); expected a key, or operator: Exists</source>
        <translation>key 为空（容忍所有污点）时 operator 必须为 Exists；应给出 key，或使用 operator: Exists</translation>
    </message>
    <message>
        <source>tolerationSeconds is only allowed with effect NoExecute; expected effect: NoExecute, or no tolerationSeconds</source>
        <translation>tolerationSeconds 只能与效果 NoExecute 一起使用；应使用 effect: NoExecute，或去掉 tolerationSeconds</translation>
    </message>
    <message>
        <source>expected a node selector requirement (a mapping)</source>
        <translation>应为一个节点选择器要求（映射）</translation>
    </message>
    <message>
        <source>a node selector requirement needs a key, such as %1</source>
        <translation>节点选择器要求需要一个键，例如 %1</translation>
    </message>
    <message>
        <source>unsupported field selector key %1; expected metadata.name (the only node field a term can select)</source>
        <translation>不支持的字段选择器键 %1；应为 metadata.name（选择条件唯一可选的节点字段）</translation>
    </message>
    <message>
        <source>expected %1, %2, %3, %4, %5 or %6</source>
        <translation>应为 %1、%2、%3、%4、%5 或 %6</translation>
    </message>
    <message>
        <source>a node selector requirement needs an operator; </source>
        <translation>节点选择器要求需要一个运算符；</translation>
    </message>
    <message>
        <source>operator %1 in matchFields takes exactly one value (a node name), found %n {value|values}; expected e.g. values: [node1]</source>
        <translation>matchFields 中的运算符 %1 只接受一个值（节点名），实际有 %n 个值；应写作例如 values: [node1]</translation>
    </message>
    <message>
        <source>operator %1 needs at least one value; expected e.g. values: [a, b]</source>
        <translation>运算符 %1 至少需要一个值；应写作例如 values: [a, b]</translation>
    </message>
    <message>
        <source>operator %1 takes no values, found %n {value|values}; expected no values key, or an empty list</source>
        <translation>运算符 %1 不接受值，实际有 %n 个值；应不写 values，或写空列表</translation>
    </message>
    <message>
        <source>operator %1 takes exactly one value, found %n {value|values}; expected a single integer, e.g. values: [&quot;4&quot;]</source>
        <translation>运算符 %1 只接受一个值，实际有 %n 个值；应为单个整数，例如 values: [&quot;4&quot;]</translation>
    </message>
    <message>
        <source>operator %1 compares integers; expected an integer such as &quot;4&quot;, found %2</source>
        <translation>运算符 %1 比较整数；应为整数，例如 &quot;4&quot;，实际为 %2</translation>
    </message>
    <message>
        <source>expected a node selector term (a mapping)</source>
        <translation>应为一个节点选择条件（映射）</translation>
    </message>
    <message>
        <source>expected at least one node selector term; the API server refuses a required node affinity without one</source>
        <translation>应至少有一个节点选择条件；API 服务器会拒绝没有选择条件的必需节点亲和性</translation>
    </message>
    <message>
        <source>expected true or false (cordoned or not), found %1</source>
        <translation>应为 true 或 false（是否已封锁），实际为 %1</translation>
    </message>
    <message>
        <source>unsupported taint effect %1; </source>
        <translation>不支持的污点效果 %1；</translation>
    </message>
    <message>
        <source>expected one of NoSchedule, PreferNoSchedule or NoExecute</source>
        <translation>应为 NoSchedule、PreferNoSchedule 或 NoExecute 之一</translation>
    </message>
    <message>
        <source>unsupported toleration operator %1; </source>
        <translation>不支持的容忍运算符 %1；</translation>
    </message>
    <message>
        <source>expected Equal, Exists, Lt or Gt, or leave it out for Equal</source>
        <translation>应为 Equal、Exists、Lt 或 Gt，省略则为 Equal</translation>
    </message>
    <message>
        <source>unsupported toleration effect %1; </source>
        <translation>不支持的容忍效果 %1；</translation>
    </message>
    <message>
        <source>expected NoSchedule, PreferNoSchedule or NoExecute, or leave it out for every effect</source>
        <translation>应为 NoSchedule、PreferNoSchedule 或 NoExecute，省略则容忍所有效果</translation>
    </message>
    <message>
        <source>no node selector terms; expected at least one (the API server refuses a required node affinity without one)</source>
        <translation>没有节点选择条件；应至少有一个（API 服务器会拒绝没有选择条件的必需节点亲和性）</translation>
    </message>
    <message>
        <source>unsupported operator %1 for matchFields; </source>
        <translation>matchFields 不支持运算符 %1；</translation>
    </message>
    <message>
        <source>unsupported operator %1; </source>
        <translation>不支持的运算符 %1；</translation>
    </message>
    <message>
        <source>expected In or NotIn</source>
        <translation>应为 In 或 NotIn</translation>
    </message>
    <message>
        <source>expected In, NotIn, Exists, DoesNotExist, Gt or Lt</source>
        <translation>应为 In、NotIn、Exists、DoesNotExist、Gt 或 Lt</translation>
    </message>
    <message>
        <source>Filter (%1): the pod does not fit:%2</source>
        <translation>过滤（%1）：Pod 放不下：%2</translation>
    </message>
    <message>
        <source>expected a port number from %1 to %2</source>
        <translation>应为 %1 到 %2 之间的端口号</translation>
    </message>
    <message>
        <source>expected a host port from %1 to %2, or %3 for none</source>
        <translation>应为 %1 到 %2 之间的主机端口，%3 表示不占用</translation>
    </message>
    <message>
        <source>a port needs a %1 from %2 to %3</source>
        <translation>端口需要一个 %2 到 %3 之间的 %1</translation>
    </message>
    <message>
        <source>duplicate value %1 (protocol/hostIP/hostPort); %2 takes the same host port; expected each host port once per protocol and host IP</source>
        <translation>重复的值 %1（protocol/hostIP/hostPort）；%2 占用了同一主机端口；每个协议和主机 IP 下每个主机端口只能出现一次</translation>
    </message>
    <message>
        <source>expected an image (a mapping)</source>
        <translation>应为一个镜像（映射）</translation>
    </message>
    <message>
        <source>expected an image name (a string)</source>
        <translation>应为镜像名称（字符串）</translation>
    </message>
    <message>
        <source>expected the image&apos;s size in bytes (0 or more)</source>
        <translation>应为镜像大小（字节数，0 或更大）</translation>
    </message>
    <message>
        <source>expected a port (a mapping)</source>
        <translation>应为一个端口（映射）</translation>
    </message>
    <message>
        <source>%1 is negative; expected the image&apos;s size in bytes (0 or more)</source>
        <translation>%1 为负数；应为镜像大小（字节数，0 或更大）</translation>
    </message>
    <message>
        <source>unsupported protocol %1; </source>
        <translation>不支持的协议 %1；</translation>
    </message>
    <message>
        <source>expected TCP, UDP or SCTP, or leave it out for TCP</source>
        <translation>应为 TCP、UDP 或 SCTP，省略则为 TCP</translation>
    </message>
    <message>
        <source>%1 is out of range; </source>
        <translation>%1 超出范围；</translation>
    </message>
    <message>
        <source>%1 is longer than 15 characters; expected a port name such as http or metrics</source>
        <translation>%1 超过 15 个字符；应为端口名，例如 http 或 metrics</translation>
    </message>
    <message>
        <source>%1 may contain only lower-case letters, digits and hyphens; expected a port name such as http or metrics</source>
        <translation>%1 只能包含小写字母、数字和连字符；应为端口名，例如 http 或 metrics</translation>
    </message>
    <message>
        <source>%1 has no letter; expected a port name with at least one letter (a-z)</source>
        <translation>%1 不含字母；端口名应至少包含一个字母（a-z）</translation>
    </message>
    <message>
        <source>%1 contains consecutive hyphens (--); expected a port name such as http-alt</source>
        <translation>%1 含有连续的连字符（--）；应为端口名，例如 http-alt</translation>
    </message>
    <message>
        <source>%1 begins or ends with a hyphen; expected a port name such as http-alt</source>
        <translation>%1 以连字符开头或结尾；应为端口名，例如 http-alt</translation>
    </message>
    <message>
        <source>duplicate port name %1; %2 has it too; expected each name once in a container</source>
        <translation>端口名 %1 重复；%2 也使用了它；同一容器中每个名称只能出现一次</translation>
    </message>
    <message>
        <source>%1 must be greater than zero; </source>
        <translation>%1 必须大于零；</translation>
    </message>
    <message>
        <source>expected an integer from %1 to %2</source>
        <translation>应为 %1 到 %2 之间的整数</translation>
    </message>
    <message>
        <source>topologyKey can not be empty; expected a node label key, such as %1</source>
        <translation>topologyKey 不能为空；应为节点标签键，例如 %1</translation>
    </message>
    <message>
        <source>unsupported whenUnsatisfiable %1; </source>
        <translation>不支持的 whenUnsatisfiable 值 %1；</translation>
    </message>
    <message>
        <source>expected %1 (a filter) or %2 (a score)</source>
        <translation>应为 %1（过滤）或 %2（打分）</translation>
    </message>
    <message>
        <source>minDomains is only allowed with whenUnsatisfiable DoNotSchedule, not %1; expected whenUnsatisfiable: DoNotSchedule, or no minDomains</source>
        <translation>minDomains 只能与 whenUnsatisfiable DoNotSchedule 一起使用，而不是 %1；应使用 whenUnsatisfiable: DoNotSchedule，或去掉 minDomains</translation>
    </message>
    <message>
        <source>unsupported nodeTaintsPolicy %1; </source>
        <translation>不支持的 nodeTaintsPolicy 值 %1；</translation>
    </message>
    <message>
        <source>unsupported nodeAffinityPolicy %1; </source>
        <translation>不支持的 nodeAffinityPolicy 值 %1；</translation>
    </message>
    <message>
        <source>expected Honor or Ignore, or leave it out for %1</source>
        <translation>应为 Honor 或 Ignore，省略则为 %1</translation>
    </message>
    <message>
        <source>expected In, NotIn, Exists or DoesNotExist</source>
        <translation>应为 In、NotIn、Exists 或 DoesNotExist</translation>
    </message>
    <message>
        <source>%1 is not a valid label key: </source>
        <translation>%1 不是有效的标签键：</translation>
    </message>
    <message>
        <source>%1 exists in both matchLabelKeys and labelSelector; expected each key in one of them only</source>
        <translation>%1 同时出现在 matchLabelKeys 和 labelSelector 中；每个键只能出现在其中之一</translation>
    </message>
    <message>
        <source>duplicate value %1 ({topologyKey, whenUnsatisfiable}); %2 has the same pair; expected each pair of topologyKey and whenUnsatisfiable once in a pod</source>
        <translation>重复的值 %1（{topologyKey, whenUnsatisfiable}）；%2 具有相同的组合；一个 Pod 中每对 topologyKey 与 whenUnsatisfiable 只能出现一次</translation>
    </message>
    <message>
        <source>%1 is required; expected e.g. %2</source>
        <translation>%1 是必需的；应写作例如 %2</translation>
    </message>
    <message>
        <source>expected a label selector requirement (a mapping)</source>
        <translation>应为一个标签选择器要求（映射）</translation>
    </message>
    <message>
        <source>expected a label key (a string)</source>
        <translation>应为标签键（字符串）</translation>
    </message>
    <message>
        <source>expected a topology spread constraint (a mapping)</source>
        <translation>应为一个拓扑分布约束（映射）</translation>
    </message>
    <message>
        <source>topology spread constraints ({maxSkew, topologyKey, whenUnsatisfiable})</source>
        <translation>拓扑分布约束（{maxSkew, topologyKey, whenUnsatisfiable}）</translation>
    </message>
    <message>
        <source>the largest difference allowed in matching pods between two domains, e.g. %1</source>
        <translation>两个拓扑域之间匹配 Pod 数量允许的最大差值，例如 %1</translation>
    </message>
    <message>
        <source>a node label key, such as %1</source>
        <translation>节点标签键，例如 %1</translation>
    </message>
    <message>
        <source>a node label key, e.g. %1</source>
        <translation>节点标签键，例如 %1</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 或 %2</translation>
    </message>
    <message>
        <source>label keys (strings)</source>
        <translation>标签键（字符串）</translation>
    </message>
    <message>
        <source>a label key (a string)</source>
        <translation>标签键（字符串）</translation>
    </message>
    <message>
        <source>a label value (a string)</source>
        <translation>标签值（字符串）</translation>
    </message>
    <message>
        <source>label selector requirements ({key, operator, values})</source>
        <translation>标签选择器要求（{key, operator, values}）</translation>
    </message>
    <message>
        <source>a label key, such as %1</source>
        <translation>标签键，例如 %1</translation>
    </message>
    <message>
        <source>a label key, e.g. %1</source>
        <translation>标签键，例如 %1</translation>
    </message>
    <message>
        <source>%1, %2, %3 or %4</source>
        <translation>%1、%2、%3 或 %4</translation>
    </message>
    <message>
        <source>an operator: %1, %2, %3 or %4</source>
        <translation>运算符：%1、%2、%3 或 %4</translation>
    </message>
    <message>
        <source>label values (strings)</source>
        <translation>标签值（字符串）</translation>
    </message>
    <message>
        <source>expected a map with nodeSelector, tolerations, affinity and topologySpreadConstraints, found %1</source>
        <translation>应为包含 nodeSelector、tolerations、affinity 和 topologySpreadConstraints 的映射，实际为 %1</translation>
    </message>
    <message>
        <source>PodTopologySpread, %1: the node has no such label; a node must carry every topology key of the pod&apos;s DoNotSchedule constraints</source>
        <translation>PodTopologySpread，%1：该节点没有此标签；节点必须带有 Pod 的每个 DoNotSchedule 约束的拓扑键</translation>
    </message>
    <message>
        <source>PodTopologySpread, %1=%2: skew = %3 matching pods + %4 (the pod itself) - %5 (the global minimum over %6 domains) = %7 &lt;= maxSkew %8: fits</source>
        <translation>PodTopologySpread，%1=%2：偏差 = %3 个匹配的 Pod + %4（该 Pod 本身）- %5（%6 个拓扑域中的全局最小值）= %7 &lt;= maxSkew %8：可以放置</translation>
    </message>
    <message>
        <source>PodTopologySpread, %1=%2: skew = %3 matching pods + %4 (the pod itself) - %5 (the global minimum over %6 domains) = %7 &gt; maxSkew %8: does not fit</source>
        <translation>PodTopologySpread，%1=%2：偏差 = %3 个匹配的 Pod + %4（该 Pod 本身）- %5（%6 个拓扑域中的全局最小值）= %7 &gt; maxSkew %8：无法放置</translation>
    </message>
    <message>
        <source>fewer eligible domains (%1) than minDomains (%2): the global minimum counts as 0</source>
        <translation>符合条件的拓扑域（%1 个）少于 minDomains（%2）：全局最小值按 0 计算</translation>
    </message>
    <message>
        <source>%1 must not be specified when labelSelector is not set; expected a labelSelector too, or no %1</source>
        <translation>未设置 labelSelector 时不得指定 %1；应同时给出 labelSelector，或去掉 %1</translation>
    </message>
    <message>
        <source>weight %1 is out of range; expected an integer from 1 to 100</source>
        <translation>权重 %1 超出范围；应为 1 到 100 之间的整数</translation>
    </message>
    <message>
        <source>%1 is not a valid namespace name: </source>
        <translation>%1 不是有效的命名空间名称：</translation>
    </message>
    <message>
        <source>%1 is not a valid service name: </source>
        <translation>%1 不是有效的 Service 名称：</translation>
    </message>
    <message>
        <source>%1 exists in both matchLabelKeys and labelSelector (the API server adds %2 for it); expected the key in matchLabelKeys only</source>
        <translation>%1 同时出现在 matchLabelKeys 和 labelSelector 中（API 服务器会为它添加 %2）；该键应只出现在 matchLabelKeys 中</translation>
    </message>
    <message>
        <source>%1 exists in both matchLabelKeys and mismatchLabelKeys; expected each key in one of them only</source>
        <translation>%1 同时出现在 matchLabelKeys 和 mismatchLabelKeys 中；每个键只能出现在其中之一</translation>
    </message>
    <message>
        <source>service %1 appears again; this copy is ignored</source>
        <translation>Service %1 再次出现；忽略此副本</translation>
    </message>
    <message>
        <source>namespace %1 appears again; this copy is ignored</source>
        <translation>命名空间 %1 再次出现；忽略此副本</translation>
    </message>
    <message>
        <source>left out %n {service|services} without a %1, which {selects|select} no pods by label</source>
        <translation>略去了 %n 个没有 %1 的 Service，它们不按标签选择任何 Pod</translation>
    </message>
    <message>
        <source>expected a pod affinity term (a mapping)</source>
        <translation>应为 Pod 亲和性条件（映射）</translation>
    </message>
    <message>
        <source>expected a namespace name (a string)</source>
        <translation>应为命名空间名称（字符串）</translation>
    </message>
    <message>
        <source>expected a weighted pod affinity term (a mapping)</source>
        <translation>应为带权重的 Pod 亲和性条件（映射）</translation>
    </message>
    <message>
        <source>expected a preferred scheduling term (a mapping)</source>
        <translation>应为偏好调度条件（映射）</translation>
    </message>
    <message>
        <source>expected an owner reference (a mapping)</source>
        <translation>应为属主引用（映射）</translation>
    </message>
    <message>
        <source>expected the service&apos;s name in %1</source>
        <translation>%1 中应有 Service 的名称</translation>
    </message>
    <message>
        <source>expected the namespace&apos;s name in %1</source>
        <translation>%1 中应有命名空间的名称</translation>
    </message>
    <message>
        <source>it must not be empty</source>
        <translation>它不能为空</translation>
    </message>
    <message>
        <source>it must be at most %1 characters</source>
        <translation>它最多只能有 %1 个字符</translation>
    </message>
    <message>
        <source>a DNS-1035 label must consist of lower-case letters, digits or %1, start with a letter and end with a letter or digit</source>
        <translation>DNS-1035 标签只能由小写字母、数字或 %1 组成，以字母开头，并以字母或数字结尾</translation>
    </message>
    <message>
        <source>a DNS-1123 label must consist of lower-case letters, digits or %1, and start and end with a letter or digit</source>
        <translation>DNS-1123 标签只能由小写字母、数字或 %1 组成，并以字母或数字开头和结尾</translation>
    </message>
    <message>
        <source>the owner&apos;s kind, such as %1</source>
        <translation>属主的类型，例如 %1</translation>
    </message>
    <message>
        <source>the owner&apos;s name, such as %1</source>
        <translation>属主的名称，例如 %1</translation>
    </message>
    <message>
        <source>services ({name, namespace, selector})</source>
        <translation>Service 列表（{name, namespace, selector}）</translation>
    </message>
    <message>
        <source>the service&apos;s name, e.g. %1</source>
        <translation>Service 的名称，例如 %1</translation>
    </message>
    <message>
        <source>a namespace name</source>
        <translation>命名空间名称</translation>
    </message>
    <message>
        <source>namespaces ({name, labels})</source>
        <translation>命名空间列表（{name, labels}）</translation>
    </message>
    <message>
        <source>the namespace&apos;s name, e.g. %1</source>
        <translation>命名空间的名称，例如 %1</translation>
    </message>
    <message>
        <source>preferred scheduling terms ({weight, preference})</source>
        <translation>偏好调度条件列表（{weight, preference}）</translation>
    </message>
    <message>
        <source>a node selector term, e.g. %1</source>
        <translation>节点选择条件，例如 %1</translation>
    </message>
    <message>
        <source>an integer from 1 to 100, e.g. %1</source>
        <translation>1 到 100 之间的整数，例如 %1</translation>
    </message>
    <message>
        <source>pod affinity terms ({labelSelector, topologyKey})</source>
        <translation>Pod 亲和性条件列表（{labelSelector, topologyKey}）</translation>
    </message>
    <message>
        <source>weighted pod affinity terms ({weight, podAffinityTerm})</source>
        <translation>带权重的 Pod 亲和性条件列表（{weight, podAffinityTerm}）</translation>
    </message>
    <message>
        <source>a pod affinity term, e.g. %1</source>
        <translation>Pod 亲和性条件，例如 %1</translation>
    </message>
    <message>
        <source>namespace names</source>
        <translation>命名空间名称列表</translation>
    </message>
    <message>
        <source>duplicate service %1 in namespace %2; %3 has it too; expected each name once in a namespace</source>
        <translation>命名空间 %2 中的 Service %1 重复；%3 也使用了它；同一命名空间中每个名称只能出现一次</translation>
    </message>
    <message>
        <source>duplicate namespace name %1; %2 has it too; expected unique names</source>
        <translation>命名空间名称 %1 重复；%2 也使用了它；名称应唯一</translation>
    </message>
    <message>
        <source>InterPodAffinity, affinity term on %1: the node has no such label; a node must carry the topology key of every required affinity term: does not fit</source>
        <translation>InterPodAffinity，亲和性条件 %1：节点没有此标签；节点必须带有每个必需亲和性条件的拓扑键：不适合</translation>
    </message>
    <message>
        <source>InterPodAffinity, affinity term on %1=%2: no pod there matches all the pod&apos;s affinity terms</source>
        <translation>InterPodAffinity，亲和性条件 %1=%2：该处没有 Pod 匹配此 Pod 的全部亲和性条件</translation>
    </message>
    <message>
        <source>InterPodAffinity, anti-affinity term on %1=%2: no pod there matches it</source>
        <translation>InterPodAffinity，反亲和性条件 %1=%2：该处没有 Pod 与之匹配</translation>
    </message>
    <message>
        <source>InterPodAffinity, %1=%2: no pod there has a required anti-affinity term that selects this pod</source>
        <translation>InterPodAffinity，%1=%2：该处没有 Pod 带有选中此 Pod 的必需反亲和性条件</translation>
    </message>
    <message>
        <source>no pod anywhere matches the pod&apos;s affinity terms and the pod matches them itself: as the first pod of its group it may go to any node that carries every topology key</source>
        <translation>任何地方都没有 Pod 匹配此 Pod 的亲和性条件，而此 Pod 自身匹配它们：作为其组中的第一个 Pod，它可以去往带有每个拓扑键的任意节点</translation>
    </message>
    <message>
        <source>InterPodAffinity, affinity term on %1=%2: %n {pod there matches|pods there match} all the pod&apos;s affinity terms: fits</source>
        <translation>InterPodAffinity，亲和性条件 %1=%2：该处有 %n 个 Pod 匹配此 Pod 的全部亲和性条件：适合</translation>
    </message>
    <message>
        <source>InterPodAffinity, anti-affinity term on %1=%2: %n {pod there matches|pods there match} it: does not fit</source>
        <translation>InterPodAffinity，反亲和性条件 %1=%2：该处有 %n 个 Pod 与之匹配：不适合</translation>
    </message>
    <message>
        <source>InterPodAffinity, %1=%2: %n {pod there has|pods there have} a required anti-affinity term that selects this pod: does not fit</source>
        <translation>InterPodAffinity，%1=%2：该处有 %n 个 Pod 带有选中此 Pod 的必需反亲和性条件：不适合</translation>
    </message>
    <message>
        <source>expected the owner&apos;s kind, such as %1, found an empty string</source>
        <translation>应为属主的类型，例如 %1，实际为空字符串</translation>
    </message>
    <message>
        <source>%1 is not a valid owner kind: a kind holds no %2; expected a kind such as %3 (its API group goes in apiVersion)</source>
        <translation>%1 不是有效的属主类型：类型中不能含有 %2；应为 %3 这样的类型（其 API 组写在 apiVersion 中）</translation>
    </message>
    <message>
        <source>expected the owner&apos;s name, such as %1, found an empty string</source>
        <translation>应为属主的名称，例如 %1，实际为空字符串</translation>
    </message>
    <message>
        <source>the key %1 is given twice; expected each key once</source>
        <translation>键 %1 出现了两次；每个键只能出现一次</translation>
    </message>
    <message>
        <source>%1: expected the owner as kind/name, e.g. ReplicaSet/web-5d4f8, or nothing for none</source>
        <translation>%1：属主应写作 类型/名称，例如 ReplicaSet/web-5d4f8；没有属主则留空</translation>
    </message>
    <message>
        <source>%1 is listed twice; expected each filter once</source>
        <translation>%1 列出了两次；每个过滤器应只列一次</translation>
    </message>
    <message>
        <source>a list of filter plugin names, e.g. [NodePorts]</source>
        <translation>过滤器插件名称的列表，例如 [NodePorts]</translation>
    </message>
    <message>
        <source>%1 must match containerPort (%2) when hostNetwork is true; expected %2, or leave hostPort out</source>
        <translation>hostNetwork 为 true 时 %1 必须与 containerPort（%2）相同；应为 %2，或不写 hostPort</translation>
    </message>
    <message>
        <source>expected true or false (the node&apos;s network or the pod&apos;s own), found %1</source>
        <translation>应为 true 或 false（使用节点的网络还是 Pod 自己的网络），实际为 %1</translation>
    </message>
    <message>
        <source>Turned off by this profile (disabledFilters): %1; the scheduler does not run {it|them}.</source>
        <translation>此配置关闭的过滤器（disabledFilters）：%1；调度器不运行它们。</translation>
    </message>
    <message>
        <source>Filters: every filter that runs lets the pod through.</source>
        <translation>过滤器：所有运行的过滤器都放行该 Pod。</translation>
    </message>
    <message>
        <source>%1&apos;s predicates plugin always runs %2 (it has no predicate.%2Enable switch), so it cannot be turned off</source>
        <translation>%1 的 predicates 插件总会运行 %2（没有 predicate.%2Enable 开关），因此不能关闭</translation>
    </message>
    <message>
        <source>%2 is mandatory in %1: the scheduler runs it even when a Policy&apos;s predicates leave it out, so it cannot be turned off</source>
        <translation>%2 在 %1 中是必需的：即使 Policy 的 predicates 未列出它，调度器也会运行它，因此不能关闭</translation>
    </message>
    <message>
        <source>Volcano checks resources in its allocate action, not with the NodeResourcesFit filter, so it cannot be turned off</source>
        <translation>Volcano 在其 allocate 动作中检查资源，而不是通过 NodeResourcesFit 过滤器，因此不能关闭它</translation>
    </message>
    <message>
        <source>%1 is not a filter %2 can turn off; </source>
        <translation>%1 不是 %2 可以关闭的过滤器；</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>应为以下之一：%1</translation>
    </message>
    <message>
        <source>%1 is not a default filter plugin of kube-scheduler %2, so disabling it changes nothing; </source>
        <translation>%1 不是 kube-scheduler %2 的默认 Filter 插件，禁用它不会有任何作用；</translation>
    </message>
    <message>
        <source>not imported</source>
        <translation>不会导入</translation>
    </message>
    <message>
        <source>&quot;*&quot; turns off every filter of kube-scheduler %1; it is imported as the list of them, which includes filters the workspace does not model (%2): turning those off changes no placement here, but kube-scheduler no longer checks them</source>
        <translation>“*”会关闭 kube-scheduler %1 的所有过滤器；导入时写成这些过滤器的列表，其中包括工作区不建模的过滤器（%2）：关闭它们不会改变这里的任何放置结果，但 kube-scheduler 将不再检查它们</translation>
    </message>
    <message>
        <source>disabling %1 in multiPoint turns it off at every extension point; the profile records that its Filter is off (disabledFilters), and an export disables only that, under filter</source>
        <translation>在 multiPoint 中禁用 %1 会在所有扩展点上关闭它；配置文件只记录它的 Filter 已关闭（disabledFilters），导出时也只在 filter 下禁用这一项</translation>
    </message>
    <message>
        <source>%1: a predicate needs a name</source>
        <translation>%1：断言（predicate）需要一个名称</translation>
    </message>
    <message>
        <source>predicate %1 has an argument (labelsPresence or serviceAffinity): a custom predicate, which is not part of a profile; not imported</source>
        <translation>断言 %1 带有 argument（labelsPresence 或 serviceAffinity）：这是自定义断言，不属于配置文件；不会导入</translation>
    </message>
    <message>
        <source>predicate %1 is not one of kube-scheduler %2&apos;s default predicates, the filters a profile turns off; </source>
        <translation>断言 %1 不是 kube-scheduler %2 的默认断言（配置文件只能关闭默认断言对应的过滤器）；</translation>
    </message>
    <message>
        <source>leaving out CheckVolumeBinding also drops VolumeBinding&apos;s Reserve and PreBind: the scheduler no longer binds the pod&apos;s volumes; the profile records only that its Filter is off</source>
        <translation>省略 CheckVolumeBinding 也会去掉 VolumeBinding 的 Reserve 和 PreBind：调度器将不再为 Pod 绑定卷；配置文件只记录它的 Filter 已关闭</translation>
    </message>
    <message>
        <source>%1 assumed: the EvenPodsSpread predicate is listed, as in 1.18 to 1.22</source>
        <translation>假定为 %1：列出了 EvenPodsSpread 断言，与 1.18 到 1.22 相同</translation>
    </message>
    <message>
        <source>%1 assumed: neither EvenPodsSpreadPriority nor the EvenPodsSpread predicate is listed, as before 1.18</source>
        <translation>假定为 %1：既未列出 EvenPodsSpreadPriority，也未列出 EvenPodsSpread 断言，与 1.18 之前相同</translation>
    </message>
    <message>
        <source>the legacy Policy cannot turn off %1: kube-scheduler 1.22&apos;s legacy registry always runs %2, a mandatory predicate, whatever the Policy&apos;s predicates list; a KubeSchedulerConfiguration can (%3)</source>
        <translation>旧版 Policy 无法关闭 %1：无论 Policy 的 predicates 列出什么，kube-scheduler 1.22 的旧版注册表都会运行强制断言 %2；KubeSchedulerConfiguration 可以关闭它（%3）</translation>
    </message>
    <message>
        <source>the legacy Policy cannot turn off only the Filter of %1: leaving out %2 also drops its Reserve and PreBind, and the scheduler no longer binds the pod&apos;s volumes; a KubeSchedulerConfiguration can (%3)</source>
        <translation>旧版 Policy 无法只关闭 %1 的 Filter：省略 %2 也会去掉它的 Reserve 和 PreBind，调度器将不再为 Pod 绑定卷；KubeSchedulerConfiguration 可以做到（%3）</translation>
    </message>
    <message>
        <source>the legacy Policy cannot name %1: no predicate of kube-scheduler 1.22&apos;s legacy registry enables it; a KubeSchedulerConfiguration can turn it off (%2)</source>
        <translation>旧版 Policy 无法表示 %1：kube-scheduler 1.22 旧版注册表中没有任何断言会启用它；KubeSchedulerConfiguration 可以关闭它（%2）</translation>
    </message>
    <message>
        <source>a KubeSchedulerConfiguration turns off Filter plugins, and this 1.16 profile&apos;s disabledFilters names Policy predicates; export it as policy or policy-json, or give the profile kubernetesVersion 1.22 or later and name the Filter plugins</source>
        <translation>KubeSchedulerConfiguration 关闭的是 Filter 插件，而这个 1.16 配置文件的 disabledFilters 列出的是 Policy 断言；请导出为 policy 或 policy-json，或者把配置文件的 kubernetesVersion 设为 1.22 或更高并列出 Filter 插件</translation>
    </message>
    <message>
        <source>kube-scheduler %1 has no %2 filter: it ignores this entry (the profile&apos;s kubernetesVersion is %3)</source>
        <translation>kube-scheduler %1 没有 %2 过滤器：它会忽略这一项（配置文件的 kubernetesVersion 是 %3）</translation>
    </message>
    <message>
        <source>disabledFilters names the filters of kube-scheduler %1 (the profile&apos;s kubernetesVersion), while this export applies the rules of %2, whose Policy predicates stand for other filters; export it with the rules of %1</source>
        <translation>disabledFilters 列出的是 kube-scheduler %1（配置文件的 kubernetesVersion）的过滤器，而这次导出采用的是 %2 的规则，其 Policy 断言对应的是别的过滤器；请按 %1 的规则导出</translation>
    </message>
    <message>
        <source>%1: %2 is a string: Volcano 1.15 reads it with strconv.ParseBool and turns %3 off, but earlier releases ignore a string here and keep it on; write false, unquoted</source>
        <translation>%1：%2 是字符串：Volcano 1.15 会用 strconv.ParseBool 读取它并关闭 %3，但更早的版本会忽略这里的字符串并保持开启；请写不带引号的 false</translation>
    </message>
    <message>
        <source>%1: %2 is a string strconv.ParseBool does not read, so Volcano ignores it (Arguments.GetBool) and %3 stays on</source>
        <translation>%1：%2 是 strconv.ParseBool 无法解析的字符串，因此 Volcano 会忽略它（Arguments.GetBool），%3 保持开启</translation>
    </message>
    <message>
        <source>%1: %2 is not a bool, so Volcano ignores it (Arguments.GetBool reads only a bool) and %3 stays on</source>
        <translation>%1：%2 不是布尔值，因此 Volcano 会忽略它（Arguments.GetBool 只读取布尔值），%3 保持开启</translation>
    </message>
    <message>
        <source>a workspace</source>
        <translation>工作区</translation>
    </message>
    <message>
        <source>byte %1 is a control character, so this is not a text file; expected </source>
        <translation>字节 %1 是控制字符，因此这不是文本文件；应为</translation>
    </message>
    <message>
        <source>skipped %n pending {pod|pods} being deleted (%1 set), which the scheduler does not schedule</source>
        <translation>跳过了 %n 个正在删除（已设置 %1）的待调度 Pod，调度器不会调度它们</translation>
    </message>
    <message>
        <source>kept %n {pod|pods} being deleted (%1 set) on {its node|their nodes}: the scheduler counts {its|their} requests until {it is|they are} gone</source>
        <translation>保留了 %n 个正在删除（已设置 %1）的 Pod 在其节点上：在它们消失之前，调度器仍计入其请求</translation>
    </message>
    <message>
        <source>The pod is bound to %1; it is asked about as if it were created again now: taken off %1 first, so its own requests are not counted there.</source>
        <translation>该 Pod 已绑定到 %1；按照它现在重新创建的情形计算：先从 %1 上移除，因此其自身请求不在该节点上计入。</translation>
    </message>
    <message>
        <source>expected the pod&apos;s priority (an integer from %1 to %2)</source>
        <translation>应为 Pod 的优先级（%1 到 %2 之间的整数）</translation>
    </message>
    <message>
        <source>%1 is not an RFC 3339 time; expected a time such as %2</source>
        <translation>%1 不是 RFC 3339 时间；应为类似 %2 的时间</translation>
    </message>
    <message>
        <source>an RFC 3339 time such as %1</source>
        <translation>类似 %1 的 RFC 3339 时间</translation>
    </message>
    <message>
        <source>%1 is not a valid PodDisruptionBudget name: </source>
        <translation>%1 不是有效的 PodDisruptionBudget 名称：</translation>
    </message>
    <message>
        <source>%1 is not a valid annotation key: </source>
        <translation>%1 不是有效的注解键：</translation>
    </message>
    <message>
        <source>%1 is not a valid volume name: </source>
        <translation>%1 不是有效的卷名称：</translation>
    </message>
    <message>
        <source>unsupported medium %1; expected %2, %3, %4 or %5</source>
        <translation>不支持的介质 %1；应为 %2、%3、%4 或 %5</translation>
    </message>
    <message>
        <source>PodDisruptionBudget %1 appears again; this copy is ignored</source>
        <translation>PodDisruptionBudget %1 再次出现；忽略此副本</translation>
    </message>
    <message>
        <source>; expected %1; read as %1</source>
        <translation>；应为 %1；按 %1 读取</translation>
    </message>
    <message>
        <source>expected an annotation value (a string)</source>
        <translation>应为注解值（字符串）</translation>
    </message>
    <message>
        <source>expected a volume (a mapping)</source>
        <translation>应为卷（映射）</translation>
    </message>
    <message>
        <source>expected the volume&apos;s name</source>
        <translation>应为卷的名称</translation>
    </message>
    <message>
        <source>expected the budget&apos;s name in %1</source>
        <translation>%1 中应为预算的名称</translation>
    </message>
    <message>
        <source>expected the number of disruptions allowed (0 or more)</source>
        <translation>应为允许的中断数（0 或更多）</translation>
    </message>
    <message>
        <source>a DNS-1123 subdomain must consist of lower-case letters, digits, %1 or %2, start and end with a letter or digit, and have at most %3 characters</source>
        <translation>DNS-1123 子域名只能由小写字母、数字、%1 或 %2 组成，以字母或数字开头和结尾，且最多 %3 个字符</translation>
    </message>
    <message>
        <source>volumes ({name, emptyDir} or {name, hostPath})</source>
        <translation>卷（{name, emptyDir} 或 {name, hostPath}）</translation>
    </message>
    <message>
        <source>the volume&apos;s name, e.g. %1</source>
        <translation>卷的名称，例如 %1</translation>
    </message>
    <message>
        <source>both emptyDir and hostPath; expected one of them</source>
        <translation>同时有 emptyDir 和 hostPath；应只有其中之一</translation>
    </message>
    <message>
        <source>missing; expected emptyDir or hostPath (other volume kinds keep no data on the node and are not listed)</source>
        <translation>缺失；应为 emptyDir 或 hostPath（其他类型的卷不在节点上保存数据，不列出）</translation>
    </message>
    <message>
        <source>the path on the node, e.g. %1</source>
        <translation>节点上的路径，例如 %1</translation>
    </message>
    <message>
        <source>duplicate volume name %1; %2 has it already</source>
        <translation>重复的卷名称 %1；%2 已使用该名称</translation>
    </message>
    <message>
        <source>podDisruptionBudgets ({name, namespace, selector, disruptionsAllowed})</source>
        <translation>podDisruptionBudgets（{name, namespace, selector, disruptionsAllowed}）</translation>
    </message>
    <message>
        <source>the budget&apos;s name, e.g. %1</source>
        <translation>预算的名称，例如 %1</translation>
    </message>
    <message>
        <source>status.disruptionsAllowed, e.g. %1</source>
        <translation>status.disruptionsAllowed，例如 %1</translation>
    </message>
    <message>
        <source>duplicate PodDisruptionBudget %1 in namespace %2; %3 has it too; expected each name once in a namespace</source>
        <translation>命名空间 %2 中的 PodDisruptionBudget %1 重复；%3 也使用该名称；每个名称在一个命名空间中应只出现一次</translation>
    </message>
    <message>
        <source>duplicate annotation key; each key may appear once</source>
        <translation>重复的注解键；每个键只能出现一次</translation>
    </message>
    <message>
        <source>expected the path on the node, e.g. %1</source>
        <translation>应为节点上的路径，例如 %1</translation>
    </message>
    <message>
        <source>%1 holds a control character or a line break; expected printable text, such as %2 or %3</source>
        <translation>%1 含有控制字符或换行符；应为可打印的文本，例如 %2 或 %3</translation>
    </message>
    <message>
        <source>%1 has %2 characters; expected at most %3, such as %4 or %5</source>
        <translation>%1 有 %2 个字符；应至多 %3 个，例如 %4 或 %5</translation>
    </message>
    <message>
        <source>a currency such as %1</source>
        <translation>货币，例如 %1</translation>
    </message>
    <message>
        <source>expected a price per node-hour from 0 to %1</source>
        <translation>应为每节点小时的价格，范围 0 到 %1</translation>
    </message>
    <message>
        <source>expected a price per node-hour (a number from 0 to %1), found the string %2 (write it without quotes)</source>
        <translation>应为每节点小时的价格（0 到 %1 之间的数字），实际为字符串 %2（请去掉引号）</translation>
    </message>
    <message>
        <source>%1 is not a finite number; </source>
        <translation>%1 不是有限数；</translation>
    </message>
    <message>
        <source>expected a price per node-hour (a number from 0 to %1), found </source>
        <translation>应为每节点小时的价格（0 到 %1 之间的数字），实际为</translation>
    </message>
    <message>
        <source>%1 is negative; </source>
        <translation>%1 为负数；</translation>
    </message>
    <message>
        <source>plugins other than the default profile&apos;s score plugins are not part of a profile; %1 entries like &quot;%2&quot; are not imported</source>
        <translation>配置只包含默认配置中的打分插件，其他插件不属于配置；%1 中像“%2”这样的条目不导入</translation>
    </message>
    <message>
        <source>disabling %1 in multiPoint turns off its Filter as well as its score; the profile records both, and an export disables it under filter and under score</source>
        <translation>在 multiPoint 中禁用 %1 会同时关闭它的 Filter 和打分；配置记录这两者，导出时在 filter 和 score 下都禁用它</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>应为 true 或 false</translation>
    </message>
    <message>
        <source>unsupported value %1; expected System or List</source>
        <translation>不支持的取值 %1；应为 System 或 List</translation>
    </message>
    <message>
        <source>when .defaultingType is System, .defaultConstraints must be empty</source>
        <translation>当 .defaultingType 为 System 时，.defaultConstraints 必须为空</translation>
    </message>
    <message>
        <source>Upstream default</source>
        <translation>上游默认</translation>
    </message>
    <message>
        <source>kube-scheduler&apos;s default profile: LeastAllocated, BalancedAllocation, the default spreading and the other default score plugins at their weights.</source>
        <translation>kube-scheduler 的默认配置：LeastAllocated、BalancedAllocation、默认分散，以及其他默认打分插件及其权重。</translation>
    </message>
    <message>
        <source>MostAllocated only</source>
        <translation>仅 MostAllocated</translation>
    </message>
    <message>
        <source>The usual first attempt: NodeResourcesFit set to MostAllocated, everything else left at the defaults, which outvote it and spread the pods.</source>
        <translation>常见的第一次尝试：把 NodeResourcesFit 设为 MostAllocated，其余保持默认——这些默认插件的票数压过它，把 Pod 分散开。</translation>
    </message>
    <message>
        <source>Bin packing done right</source>
        <translation>正确的装箱</translation>
    </message>
    <message>
        <source>MostAllocated at weight 10, the default spreading off, BalancedAllocation and ImageLocality off.</source>
        <translation>MostAllocated 权重为 10，关闭默认分散，关闭 BalancedAllocation 和 ImageLocality。</translation>
    </message>
    <message>
        <source>Bin packing with a shape</source>
        <translation>按形状曲线装箱</translation>
    </message>
    <message>
        <source>RequestedToCapacityRatio (0 % scores 0, 100 % scores 10) at weight 10, the default spreading, BalancedAllocation and ImageLocality off.</source>
        <translation>RequestedToCapacityRatio（0 % 得 0 分，100 % 得 10 分），权重为 10，关闭默认分散、BalancedAllocation 和 ImageLocality。</translation>
    </message>
    <message>
        <source>GPU packing</source>
        <translation>GPU 装箱</translation>
    </message>
    <message>
        <source>RequestedToCapacityRatio over nvidia.com/gpu (weight 5), cpu and memory at weight 10: fills the GPU nodes already in use first; the default spreading, BalancedAllocation and ImageLocality off.</source>
        <translation>RequestedToCapacityRatio 作用于 nvidia.com/gpu（权重 5）、cpu 和 memory，插件权重为 10：先填满已在使用的 GPU 节点；关闭默认分散、BalancedAllocation 和 ImageLocality。</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>应为 true 或 false，实际为 %1</translation>
    </message>
    <message>
        <source>%1 is not in the valid range [0-100]</source>
        <translation>%1 不在有效范围 [0-100] 内</translation>
    </message>
    <message>
        <source>defaultingType: List needs defaultConstraints; write defaultConstraints: [] to turn the default spreading off</source>
        <translation>defaultingType: List 需要 defaultConstraints；写 defaultConstraints: [] 即可关闭默认分散</translation>
    </message>
    <message>
        <source>the pod has no preferred node affinity terms</source>
        <translation>该 Pod 没有偏好的节点亲和性条件</translation>
    </message>
    <message>
        <source>no ScheduleAnyway constraint of the pod&apos;s own</source>
        <translation>该 Pod 自身没有 ScheduleAnyway 约束</translation>
    </message>
    <message>
        <source>the profile turns the default spreading off (defaultingType: List)</source>
        <translation>该配置关闭了默认分散（defaultingType: List）</translation>
    </message>
    <message>
        <source>no default spreading for this pod (no Service or controller selects it)</source>
        <translation>该 Pod 没有默认分散（没有 Service 或控制器选中它）</translation>
    </message>
    <message>
        <source>no ScheduleAnyway constraint of the pod&apos;s own: every node scores 0, normalised to 100 (before 1.28)</source>
        <translation>该 Pod 自身没有 ScheduleAnyway 约束：每个节点得 0 分，归一化为 100（1.28 之前）</translation>
    </message>
    <message>
        <source>no default spreading for this pod: every node scores 0, normalised to 100 (before 1.28)</source>
        <translation>该 Pod 没有默认分散：每个节点得 0 分，归一化为 100（1.28 之前）</translation>
    </message>
    <message>
        <source>%1 maxSkew %2 (system default): weight ln(%3 domains + 2) = %4</source>
        <translation>%1 maxSkew %2（系统默认）：权重 ln(%3 个域 + 2) = %4</translation>
    </message>
    <message>
        <source>%1 maxSkew %2: weight ln(%3 domains + 2) = %4</source>
        <translation>%1 maxSkew %2：权重 ln(%3 个域 + 2) = %4</translation>
    </message>
    <message>
        <source>ignorePreferredTermsOfExistingPods is set and the pod has no preferred terms</source>
        <translation>已设置 ignorePreferredTermsOfExistingPods，且该 Pod 没有偏好条件</translation>
    </message>
    <message>
        <source>no topology pair counted (no preferred term of the pod matches a pod, no pod&apos;s term matches it)</source>
        <translation>没有计入任何拓扑对（该 Pod 的偏好条件不匹配任何 Pod，也没有 Pod 的条件匹配它）</translation>
    </message>
    <message>
        <source>TaintToleration, NodeAffinity, PodTopologySpread, InterPodAffinity and ImageLocality normalise over the nodes that pass the filters; this node does not, so they do not score it.</source>
        <translation>TaintToleration、NodeAffinity、PodTopologySpread、InterPodAffinity 和 ImageLocality 在通过过滤的节点上归一化；这个节点未通过，所以它们不给它打分。</translation>
    </message>
    <message>
        <source>%1 (weight %2)</source>
        <translation>%1（权重 %2）</translation>
    </message>
    <message>
        <source>PreScore returns Skip: the plugin adds nothing.</source>
        <translation>PreScore 返回 Skip：该插件不加分。</translation>
    </message>
    <message>
        <source>The node lacks a topology key of the constraints: ignored, score 0.</source>
        <translation>该节点缺少约束的拓扑键：被忽略，得 0 分。</translation>
    </message>
    <message>
        <source>PreferNoSchedule taints the pod does not tolerate: %1</source>
        <translation>该 Pod 不容忍的 PreferNoSchedule 污点数：%1</translation>
    </message>
    <message>
        <source>weights of the preferred node terms the node matches: %1</source>
        <translation>该节点匹配的偏好节点条件的权重之和：%1</translation>
    </message>
    <message>
        <source>Σ matching pods × weight + (maxSkew − 1), rounded: %1</source>
        <translation>Σ 匹配的 Pod 数 × 权重 + (maxSkew − 1)，四舍五入：%1</translation>
    </message>
    <message>
        <source>Σ of the weights counted at the node&apos;s topology pairs: %1</source>
        <translation>Σ 该节点所在拓扑对上计入的权重：%1</translation>
    </message>
    <message>
        <source>Σ image size × share of nodes that have it: %1 bytes, clamped to 23 MiB .. 1000 MiB per container and scaled to 0..100</source>
        <translation>Σ 镜像大小 × 拥有该镜像的节点比例：%1 字节，截断到每个容器 23 MiB .. 1000 MiB 并缩放到 0..100</translation>
    </message>
    <message>
        <source>score %1; weighted: %1 * %2 = %3</source>
        <translation>得分 %1；加权：%1 * %2 = %3</translation>
    </message>
    <message>
        <source>normalised over the %1 feasible {node|nodes}: %2; weighted: %2 * %3 = %4</source>
        <translation>在 %1 个可行节点上归一化：%2；加权：%2 * %3 = %4</translation>
    </message>
    <message>
        <source>Total = Σ score × weight = %1 (volume plugins are out of scope)</source>
        <translation>总分 = Σ 得分 × 权重 = %1（卷相关插件不在范围内）</translation>
    </message>
    <message>
        <source>Turn the default spreading off</source>
        <translation>关闭默认分散</translation>
    </message>
    <message>
        <source>Raise the NodeResourcesFit weight to 10</source>
        <translation>把 NodeResourcesFit 的权重提高到 10</translation>
    </message>
    <message>
        <source>Score with MostAllocated</source>
        <translation>改用 MostAllocated 打分</translation>
    </message>
    <message>
        <source>Disable NodeResourcesBalancedAllocation</source>
        <translation>禁用 NodeResourcesBalancedAllocation</translation>
    </message>
    <message>
        <source>Disable ImageLocality</source>
        <translation>禁用 ImageLocality</translation>
    </message>
    <message>
        <source>Volcano default</source>
        <translation>Volcano 默认</translation>
    </message>
    <message>
        <source>Volcano&apos;s shipped configuration: nodeorder (leastrequested 1, balancedresource 1, the other Kubernetes plugins at their weights) beside binpack at weight 1, which the spreading part outvotes.</source>
        <translation>Volcano 自带的配置：nodeorder（leastrequested 1、balancedresource 1，其余 Kubernetes 插件取各自的权重）与权重为 1 的 binpack 并存，分散的部分压过 binpack。</translation>
    </message>
    <message>
        <source>Volcano bin packing</source>
        <translation>Volcano 装箱</translation>
    </message>
    <message>
        <source>binpack at weight 10; nodeorder keeps node affinity, pod affinity and taints but drops leastrequested, balancedresource, the default spreading and image locality.</source>
        <translation>binpack 权重 10；nodeorder 保留节点亲和性、Pod 亲和性和污点，去掉 leastrequested、balancedresource、默认分散和镜像本地性。</translation>
    </message>
    <message>
        <source>%1 is listed twice: Volcano runs it once per entry, so the node order scores it twice; keep one entry</source>
        <translation>%1 列出了两次：Volcano 每个条目运行一次，因此节点排序会计两次分；只保留一个条目</translation>
    </message>
    <message>
        <source>enableNodeOrder: false turns %1&apos;s scoring off; the profile records %1 as not enabled</source>
        <translation>enableNodeOrder: false 关闭 %1 的打分；配置档将 %1 记为未启用</translation>
    </message>
    <message>
        <source>selectorspread.weight turns Volcano 1.8&apos;s SelectorSpread scoring on, which Binpack Studio does not model: the scores shown leave it out</source>
        <translation>selectorspread.weight 会开启 Volcano 1.8 的 SelectorSpread 打分，Binpack Studio 未对其建模：显示的分数不含它</translation>
    </message>
    <message>
        <source>Volcano&apos;s nodeorder plugin has no argument %1 and ignores it; it reads leastrequested.weight, mostrequested.weight, balancedresource.weight, nodeaffinity.weight, podaffinity.weight, tainttoleration.weight, imagelocality.weight and podtopologyspread.weight</source>
        <translation>Volcano 的 nodeorder 插件没有参数 %1，会忽略它；它读取 leastrequested.weight、mostrequested.weight、balancedresource.weight、nodeaffinity.weight、podaffinity.weight、tainttoleration.weight、imagelocality.weight 和 podtopologyspread.weight</translation>
    </message>
    <message>
        <source>; Volcano&apos;s GetInt accepts only integers and keeps the default %1</source>
        <translation>；Volcano 的 GetInt 只接受整数，保留默认值 %1</translation>
    </message>
    <message>
        <source>%1 %2 is negative: Volcano keeps it, so that plugin&apos;s score counts against a node (it pushes the other way)</source>
        <translation>%1 %2 为负数：Volcano 保留它，因此该插件的分数对节点起反作用（推向相反方向）</translation>
    </message>
    <message>
        <source>Volcano before 1.15.1 scores NodeAffinity node by node (NodeOrderFn): the sum of the matching terms&apos; weights, not normalised</source>
        <translation>Volcano 1.15.1 之前逐节点为 NodeAffinity 打分（NodeOrderFn）：匹配条目权重之和，不做归一化</translation>
    </message>
    <message>
        <source>Volcano 1.13 to 1.15.0 score in a batch on NodeInfos that hold no pods (SetNode only): the hostname constraint counts 0 pods on every node</source>
        <translation>Volcano 1.13 至 1.15.0 在不含 Pod 的 NodeInfo（仅 SetNode）上批量打分：hostname 约束在每个节点上都计为 0 个 Pod</translation>
    </message>
    <message>
        <source>Total = %1 (binpack alone: this profile does not run nodeorder)</source>
        <translation>总分 = %1（仅 binpack：此配置档不运行 nodeorder）</translation>
    </message>
    <message>
        <source>nodeorder (Volcano %1 builds the plugins of Kubernetes %2)</source>
        <translation>nodeorder（Volcano %1 构建 Kubernetes %2 的插件）</translation>
    </message>
    <message>
        <source>From 1.15.1 every plugin but ImageLocality scores in BatchNodeOrderFn: PreScore (Skip adds nothing), Score, NormalizeScore, then score × weight in int64.</source>
        <translation>从 1.15.1 起，除 ImageLocality 外的所有插件都在 BatchNodeOrderFn 中打分：PreScore（Skip 不加分）、Score、NormalizeScore，然后以 int64 计算分数 × 权重。</translation>
    </message>
    <message>
        <source>Before 1.15.1 LeastAllocated, MostAllocated, BalancedAllocation, NodeAffinity and ImageLocality score node by node (NodeOrderFn, no PreScore, no normalising: float64(score) × float64(weight)); InterPodAffinity, TaintToleration and PodTopologySpread in BatchNodeOrderFn.</source>
        <translation>1.15.1 之前，LeastAllocated、MostAllocated、BalancedAllocation、NodeAffinity 和 ImageLocality 逐节点打分（NodeOrderFn，无 PreScore，不归一化：float64(分数) × float64(权重)）；InterPodAffinity、TaintToleration 和 PodTopologySpread 在 BatchNodeOrderFn 中打分。</translation>
    </message>
    <message>
        <source>Total = (nodeorder&apos;s node-by-node part %1 + binpack %2) + nodeorder&apos;s batch part %3 = %4 (allocate&apos;s PrioritizeNodes, in float64)</source>
        <translation>总分 =（nodeorder 逐节点部分 %1 + binpack %2）+ nodeorder 批量部分 %3 = %4（allocate 的 PrioritizeNodes，float64 计算）</translation>
    </message>
    <message>
        <source>%1: NodeResourcesFit — %2 of Kubernetes %3 (%4 %5)</source>
        <translation>%1：Kubernetes %3 的 NodeResourcesFit — %2（%4 %5）</translation>
    </message>
    <message>
        <source>%1: NodeResourcesBalancedAllocation of Kubernetes %2 over %3 (%4 %5)</source>
        <translation>%1：Kubernetes %2 的 NodeResourcesBalancedAllocation，针对 %3（%4 %5）</translation>
    </message>
    <message>
        <source>Set nodeorder&apos;s leastrequested.weight to 0</source>
        <translation>将 nodeorder 的 leastrequested.weight 设为 0</translation>
    </message>
    <message>
        <source>Set nodeorder&apos;s balancedresource.weight to 0</source>
        <translation>将 nodeorder 的 balancedresource.weight 设为 0</translation>
    </message>
    <message>
        <source>Set nodeorder&apos;s podtopologyspread.weight to 0 (the pods&apos; own soft constraints stop counting too)</source>
        <translation>将 nodeorder 的 podtopologyspread.weight 设为 0（Pod 自身的软约束也不再计入）</translation>
    </message>
    <message>
        <source>Set nodeorder&apos;s imagelocality.weight to 0</source>
        <translation>将 nodeorder 的 imagelocality.weight 设为 0</translation>
    </message>
    <message>
        <source>Raise binpack.weight to 10</source>
        <translation>将 binpack.weight 提高到 10</translation>
    </message>
    <message>
        <source>duplicate value %1 ({topologyKey, whenUnsatisfiable}); %2 has the same pair; expected each pair of topologyKey and whenUnsatisfiable once in defaultConstraints</source>
        <translation>重复的值 %1（{topologyKey, whenUnsatisfiable}）；%2 已有相同的组合；defaultConstraints 中每对 topologyKey 与 whenUnsatisfiable 只能出现一次</translation>
    </message>
    <message>
        <source>a default constraint takes no labelSelector: the scheduler gives each pod its own (the selectors of its Services and controller); remove labelSelector</source>
        <translation>默认约束不接受 labelSelector：调度器为每个 Pod 使用其自身的选择器（其 Service 与控制器的选择器）；请删除 labelSelector</translation>
    </message>
    <message>
        <source>default constraints ({maxSkew, topologyKey, whenUnsatisfiable})</source>
        <translation>默认约束（{maxSkew, topologyKey, whenUnsatisfiable}）</translation>
    </message>
    <message>
        <source>%1 is neither Honor nor Ignore; the scheduler accepts it here and does not honour it, as if it were Ignore</source>
        <translation>%1 既不是 Honor 也不是 Ignore；调度器在此处接受它，但不会遵从，相当于 Ignore</translation>
    </message>
    <message>
        <source>label keys</source>
        <translation>标签键</translation>
    </message>
    <message>
        <source>a label key</source>
        <translation>一个标签键</translation>
    </message>
    <message>
        <source>matchLabelKeys have no effect in a default constraint: the scheduler replaces the selector they narrow with the pod&apos;s default selector</source>
        <translation>matchLabelKeys 在默认约束中不起作用：调度器会用 Pod 的默认选择器替换它们所收窄的选择器</translation>
    </message>
    <message>
        <source>no ScheduleAnyway constraint among the profile&apos;s default constraints (defaultingType: List)</source>
        <translation>配置的默认约束中没有 ScheduleAnyway 约束（defaultingType: List）</translation>
    </message>
    <message>
        <source>%1 maxSkew %2 (the profile&apos;s default constraint, with the pod&apos;s default selector): weight ln(%3 domains + 2) = %4</source>
        <translation>%1 maxSkew %2（配置的默认约束，使用 Pod 的默认选择器）：权重 ln(%3 个域 + 2) = %4</translation>
    </message>
    <message>
        <source>a Policy cannot carry NodeAffinity&apos;s addedAffinity; export to a KubeSchedulerConfiguration</source>
        <translation>Policy 无法携带 NodeAffinity 的 addedAffinity；请导出为 KubeSchedulerConfiguration</translation>
    </message>
    <message>
        <source>%n {preferred term comes|preferred terms come} from the profile&apos;s addedAffinity</source>
        <translation>%n 条偏好项来自配置的 addedAffinity</translation>
    </message>
    <message>
        <source>a plugin entry without a name: Volcano skips it; not kept</source>
        <translation>插件条目没有名称：Volcano 会跳过它；不保留</translation>
    </message>
    <message>
        <source>a plugin name</source>
        <translation>插件名称</translation>
    </message>
    <message>
        <source>%1 is not a field of a Volcano plugin entry; </source>
        <translation>%1 不是 Volcano 插件条目的字段；</translation>
    </message>
    <message>
        <source>Volcano ignores it, and it is not kept</source>
        <translation>Volcano 会忽略它，也不保留</translation>
    </message>
    <message>
        <source>expected true or false, found </source>
        <translation>应为 true 或 false，实际为 </translation>
    </message>
    <message>
        <source>: Volcano cannot read it as a bool and refuses the whole file (it keeps its previous configuration)</source>
        <translation>：Volcano 无法将其读作布尔值，会拒绝整个文件（并保留之前的配置）</translation>
    </message>
    <message>
        <source>no allocate action: allocate is the action that places pending pods which request resources, and the one the designer simulates; without it Volcano does not make these placements</source>
        <translation>没有 allocate 动作：allocate 是放置请求资源的待调度 Pod 的动作，也是设计器模拟的动作；没有它，Volcano 不会做出这些放置</translation>
    </message>
    <message>
        <source>%1 is not one of the filter switches a profile records (%2): it is kept as written for the export, and the designer&apos;s filters do not model it</source>
        <translation>%1 不是配置档记录的过滤器开关之一（%2）：它按原样保留用于导出，设计器的过滤器不模拟它</translation>
    </message>
    <message>
        <source>no actions: Volcano refuses the whole file and keeps its previous configuration; expected e.g. actions: &quot;enqueue, allocate, backfill&quot;</source>
        <translation>没有 actions：Volcano 会拒绝整个文件并保留之前的配置；应为例如 actions: &quot;enqueue, allocate, backfill&quot;</translation>
    </message>
    <message>
        <source>%1 adds to the node scores in Volcano and the designer does not model it: the scores and placements shown leave it out (it is kept for the export)</source>
        <translation>%1 在 Volcano 中会增加节点得分，而设计器不模拟它：显示的得分和放置不包含它（导出时保留）</translation>
    </message>
    <message>
        <source>predicates is listed twice: keep one entry (the profile records one set of filter switches)</source>
        <translation>predicates 列出了两次：请只保留一个条目（配置档只记录一组过滤器开关）</translation>
    </message>
    <message>
        <source>drf with enableHierarchy: true and proportion are in the same tier: Volcano refuses the whole file (&quot;proportion and drf with hierarchy enabled conflicts&quot;) and keeps its previous configuration</source>
        <translation>enableHierarchy: true 的 drf 与 proportion 位于同一层级：Volcano 会拒绝整个文件（&quot;proportion and drf with hierarchy enabled conflicts&quot;）并保留之前的配置</translation>
    </message>
    <message>
        <source>no predicates plugin in any tier: Volcano runs none of the Kubernetes filters, so the profile turns off every filter it records a switch for; NodeUnschedulable has none and still keeps pods off cordoned nodes here, where Volcano would place them</source>
        <translation>任何层级中都没有 predicates 插件：Volcano 不运行任何 Kubernetes 过滤器，因此配置档关闭了所有记录有开关的过滤器；NodeUnschedulable 没有开关，在这里仍会让 Pod 避开已封锁的节点，而 Volcano 会把 Pod 放到这些节点上</translation>
    </message>
    <message>
        <source>false makes Volcano run none of the predicates plugin&apos;s filters, so the profile turns off every filter it records a switch for (the export writes each switch false instead); NodeUnschedulable has none and still keeps pods off cordoned nodes here, where Volcano would place them</source>
        <translation>false 使 Volcano 不运行 predicates 插件的任何过滤器，因此配置档关闭了所有记录有开关的过滤器（导出时改为把每个开关写成 false）；NodeUnschedulable 没有开关，在这里仍会让 Pod 避开已封锁的节点，而 Volcano 会把 Pod 放到这些节点上</translation>
    </message>
    <message>
        <source>volcanoConf is a Volcano profile setting; this profile uses kube-scheduler (remove the key or set scheduler: volcano)</source>
        <translation>volcanoConf 是 Volcano 配置档的设置；此配置档使用 kube-scheduler（请删除该键或设置 scheduler: volcano）</translation>
    </message>
    <message>
        <source>comma-separated action names, e.g. &quot;enqueue, allocate, backfill&quot;</source>
        <translation>以逗号分隔的动作名称，例如 &quot;enqueue, allocate, backfill&quot;</translation>
    </message>
    <message>
        <source>tiers ({plugins: [...]})</source>
        <translation>层级（{plugins: [...]}）</translation>
    </message>
    <message>
        <source>plugin entries ({name: ...})</source>
        <translation>插件条目（{name: ...}）</translation>
    </message>
    <message>
        <source>%1 is listed twice; expected it once</source>
        <translation>%1 列出了两次；应只出现一次</translation>
    </message>
    <message>
        <source>%1&apos;s arguments and whether it scores are the profile&apos;s (plugins.%1); here expected only its name and other options</source>
        <translation>%1 的参数及其是否打分属于配置档（plugins.%1）；此处只应有它的名称和其他选项</translation>
    </message>
    <message>
        <source>a filter switch is the profile&apos;s disabledFilters; expected the predicates plugin&apos;s other arguments only</source>
        <translation>过滤器开关属于配置档的 disabledFilters；此处只应有 predicates 插件的其他参数</translation>
    </message>
    <message>
        <source>Not modelled: %1, in this profile&apos;s Volcano tiers, {adds|add} to the node scores in Volcano; the scores below leave {it|them} out.</source>
        <translation>未模拟：%1（位于此配置档的 Volcano 层级中）在 Volcano 中会增加节点得分；下面的得分未计入其得分。</translation>
    </message>
    <message>
        <source>the owner&apos;s uid, such as %1</source>
        <translation>属主的 uid，例如 %1</translation>
    </message>
    <message>
        <source>no Service, ReplicationController, ReplicaSet or StatefulSet selects the pod: every node counts 0</source>
        <translation>没有 Service、ReplicationController、ReplicaSet 或 StatefulSet 选中该 Pod：每个节点计数为 0</translation>
    </message>
    <message>
        <source>nodes with a failure-domain.beta.kubernetes.io zone or region score 1/3 by their own pods and 2/3 by their zone&apos;s, in float64, truncated</source>
        <translation>带有 failure-domain.beta.kubernetes.io 可用区或地域标签的节点，1/3 按自身的 Pod 计分、2/3 按所在可用区的 Pod 计分，以 float64 计算后截断</translation>
    </message>
    <message>
        <source>the pod&apos;s %1 has no uid in the workspace, so no node&apos;s preferAvoidPods annotation can name it</source>
        <translation>该 Pod 的 %1 在工作区中没有 uid，因此任何节点的 preferAvoidPods 注解都无法指向它</translation>
    </message>
    <message>
        <source>pods on the node that the pod&apos;s Services and controllers all select: %1</source>
        <translation>节点上被该 Pod 的所有 Service 和控制器同时选中的 Pod 数：%1</translation>
    </message>
    <message>
        <source>10, or 0 when the node&apos;s preferAvoidPods annotation names the pod&apos;s ReplicationController or ReplicaSet: %1</source>
        <translation>10；若节点的 preferAvoidPods 注解指向该 Pod 的 ReplicationController 或 ReplicaSet 则为 0：%1</translation>
    </message>
    <message>
        <source>Σ image size × share of nodes that have it: %1 bytes, clamped to 23 MiB .. 1000 MiB and scaled to 0..10</source>
        <translation>Σ 镜像大小 × 拥有该镜像的节点比例：%1 字节，限制在 23 MiB .. 1000 MiB 之间并缩放到 0..10</translation>
    </message>
    <message>
        <source>this profile also scores with NodePreferAvoidPods (weight 10000), a default of v1beta1 that Kubernetes 1.22&apos;s profiles (v1beta2) and Binpack Studio&apos;s do not run: the scores shown leave it out, and an export to v1beta1 disables it</source>
        <translation>该配置还会用 NodePreferAvoidPods（权重 10000）打分，这是 v1beta1 的默认插件，而 Kubernetes 1.22 的配置（v1beta2）和 Binpack Studio 的配置都不运行它：显示的分数不含它，导出为 v1beta1 时会将其禁用</translation>
    </message>
    <message>
        <source>Kubernetes 1.22 runs NodePreferAvoidPodsPriority as the NodePreferAvoidPods plugin (weight 10000), which its profiles (v1beta2) and Binpack Studio&apos;s do not run: the scores shown leave it out, and an export leaves it out</source>
        <translation>Kubernetes 1.22 把 NodePreferAvoidPodsPriority 作为 NodePreferAvoidPods 插件（权重 10000）运行，而它的配置（v1beta2）和 Binpack Studio 的配置都不运行该插件：显示的分数不含它，导出时也会将其略去</translation>
    </message>
    <message>
        <source>SelectorSpreadPriority and EvenPodsSpreadPriority both configure PodTopologySpread; kube-scheduler 1.22 keeps the weight of EvenPodsSpreadPriority (%1), whose producer runs first, and drops this one (%2): its legacy registry means to keep the larger weight but updates a copy</source>
        <translation>SelectorSpreadPriority 与 EvenPodsSpreadPriority 都配置 PodTopologySpread；kube-scheduler 1.22 保留 EvenPodsSpreadPriority 的权重（%1，其生成函数先运行），丢弃此项的权重（%2）：其 legacy registry 本意是保留较大的权重，却修改了副本</translation>
    </message>
    <message>
        <source>InterPodAffinityPriority is not listed, so this weight is not used; not imported</source>
        <translation>未列出 InterPodAffinityPriority，因此不使用此权重；未导入</translation>
    </message>
    <message>
        <source>a Policy cannot carry PodTopologySpread&apos;s defaultConstraints (it says List without constraints by leaving out SelectorSpreadPriority); export to a KubeSchedulerConfiguration</source>
        <translation>Policy 无法携带 PodTopologySpread 的 defaultConstraints（它通过省略 SelectorSpreadPriority 表示不带约束的 List）；请导出为 KubeSchedulerConfiguration</translation>
    </message>
    <message>
        <source>with PodTopologySpread off, the Policy lists neither EvenPodsSpread nor EvenPodsSpreadPriority, the only signs of a Policy for 1.18 or later: kube-scheduler 1.22 runs it as written, but read back it is taken for a Kubernetes 1.16 Policy</source>
        <translation>PodTopologySpread 关闭时，Policy 既不列出 EvenPodsSpread 也不列出 EvenPodsSpreadPriority，而它们是 1.18 及以后的 Policy 的唯一标志：kube-scheduler 1.22 按所写运行它，但读回时会被视为 Kubernetes 1.16 的 Policy</translation>
    </message>
    <message>
        <source>a Policy cannot say hardPodAffinityWeight 0: its hardPodAffinitySymmetricWeight 0 means not set, and the scheduler uses 1; export to a KubeSchedulerConfiguration</source>
        <translation>Policy 无法表示 hardPodAffinityWeight 0：其 hardPodAffinitySymmetricWeight 为 0 表示未设置，调度器使用 1；请导出为 KubeSchedulerConfiguration</translation>
    </message>
    <message>
        <source>a Policy cannot carry ignorePreferredTermsOfExistingPods; export to a KubeSchedulerConfiguration</source>
        <translation>Policy 无法携带 ignorePreferredTermsOfExistingPods；请导出为 KubeSchedulerConfiguration</translation>
    </message>
    <message>
        <source>1.16&apos;s EvenPodsSpreadPriority sits behind an alpha gate, off by default, which Binpack Studio does not model: remove it, or set kubernetesVersion to 1.22 or later</source>
        <translation>1.16 的 EvenPodsSpreadPriority 受 alpha 特性门控制，默认关闭，Binpack Studio 不对其建模：请删除它，或将 kubernetesVersion 设为 1.22 或更高</translation>
    </message>
    <message>
        <source>a 1.16 profile lists its priorities besides the resource ones under legacyPriorities, by their Policy names (%1): move it there, or set kubernetesVersion to 1.22 or later</source>
        <translation>1.16 配置在 legacyPriorities 下以 Policy 名称（%1）列出资源优先级以外的优先级：请移到那里，或将 kubernetesVersion 设为 1.22 或更高</translation>
    </message>
    <message>
        <source>legacyPriorities are Kubernetes 1.16&apos;s priorities; from 1.18 the score plugins of a profile&apos;s plugins take their place: remove the key, or set kubernetesVersion to 1.16</source>
        <translation>legacyPriorities 是 Kubernetes 1.16 的优先级；从 1.18 起由配置 plugins 中的评分插件取代：请删除此键，或将 kubernetesVersion 设为 1.16</translation>
    </message>
    <message>
        <source>%1 is not one of 1.16&apos;s default priorities besides the resource ones</source>
        <translation>%1 不是 1.16 资源优先级以外的默认优先级</translation>
    </message>
    <message>
        <source>weight %1: a priority&apos;s weight must be positive, and Binpack Studio holds it to 2147483647 so that no total can overflow</source>
        <translation>权重 %1：优先级的权重必须为正，Binpack Studio 将其限制在 2147483647 以内，以免总分溢出</translation>
    </message>
    <message>
        <source>legacyPriorities is a kube-scheduler 1.16 profile setting; this profile uses Volcano (remove the key)</source>
        <translation>legacyPriorities 是 kube-scheduler 1.16 配置的设置；此配置使用 Volcano（请删除此键）</translation>
    </message>
    <message>
        <source>expected a map of priority names to weights, found nothing; write legacyPriorities: {} to run none of them, or leave the key out for the DefaultProvider&apos;s</source>
        <translation>应为优先级名称到权重的映射，但什么也没有；写 legacyPriorities: {} 表示一个也不运行，或省略此键以使用 DefaultProvider 的</translation>
    </message>
    <message>
        <source>1.16 names its priorities as a Policy does (%1); </source>
        <translation>1.16 按 Policy 的方式命名其优先级（%1）；</translation>
    </message>
    <message>
        <source>1.16&apos;s EvenPodsSpreadPriority sits behind an alpha gate, off by default, which Binpack Studio does not model; </source>
        <translation>1.16 的 EvenPodsSpreadPriority 受 alpha 特性门控制，默认关闭，Binpack Studio 不对其建模；</translation>
    </message>
    <message>
        <source>Leave SelectorSpreadPriority out</source>
        <translation>去掉 SelectorSpreadPriority</translation>
    </message>
    <message>
        <source>Kubernetes 1.16 cannot run hardPodAffinitySymmetricWeight 0: its Policy and its component config both take 0 for not set, and the scheduler uses 1; expected 1 to 100</source>
        <translation>Kubernetes 1.16 无法运行 hardPodAffinitySymmetricWeight 0：其 Policy 与组件配置都把 0 视为未设置，调度器使用 1；应为 1 到 100</translation>
    </message>
    <message>
        <source>%1 is not in the valid range [1-100]: Kubernetes 1.16 takes 0 for not set and uses 1</source>
        <translation>%1 不在有效范围 [1-100] 内：Kubernetes 1.16 把 0 视为未设置并使用 1</translation>
    </message>
    <message>
        <source>hardPodAffinitySymmetricWeight is a kube-scheduler 1.16 profile setting; later releases set plugins.InterPodAffinity.args.hardPodAffinityWeight (Volcano: always 0)</source>
        <translation>hardPodAffinitySymmetricWeight 是 kube-scheduler 1.16 配置集的设置；之后的版本设置 plugins.InterPodAffinity.args.hardPodAffinityWeight（Volcano：始终为 0）</translation>
    </message>
</context>
<context>
    <name>bp::ui::AddedAffinityDialog</name>
    <message>
        <source>Added node affinity of %1</source>
        <translation>%1 的附加节点亲和性</translation>
    </message>
    <message>
        <source>NodeAffinity&apos;s addedAffinity: node affinity every pod of this profile gets on top of its own. Its required terms are ANDed with the pod&apos;s (a node they do not select fails with &quot;node(s) didn&apos;t match scheduler-enforced node affinity&quot;); its preferred terms score with the pod&apos;s. Empty text removes it.</source>
        <translation>NodeAffinity 的 addedAffinity：此配置的每个 Pod 在自身之外额外获得的节点亲和性。其必需条件与 Pod 的条件取“与”（不被选中的节点以 &quot;node(s) didn&apos;t match scheduler-enforced node affinity&quot; 失败）；其偏好条件与 Pod 的偏好一起计分。清空文本即删除它。</translation>
    </message>
    <message>
        <source>addedAffinity in YAML, as in the workspace file&apos;s plugins.NodeAffinity.args</source>
        <translation>YAML 格式的 addedAffinity，与工作区文件的 plugins.NodeAffinity.args 相同</translation>
    </message>
    <message>
        <source>Set this added affinity on the profile (one undo step)</source>
        <translation>在配置上设置此附加亲和性（一个撤销步骤）</translation>
    </message>
    <message>
        <source>Close without changing the profile</source>
        <translation>关闭且不修改配置</translation>
    </message>
    <message>
        <source>None: pods keep their own node affinity only.</source>
        <translation>无：Pod 只保留自身的节点亲和性。</translation>
    </message>
    <message>
        <source>Set but empty: it excludes no node and adds no preference.</source>
        <translation>已设置但为空：不排除任何节点，也不增加偏好。</translation>
    </message>
    <message>
        <source>Reads as: %1</source>
        <translation>解读为：%1</translation>
    </message>
</context>
<context>
    <name>bp::ui::BreakdownChart</name>
    <message>
        <source>Already on the node</source>
        <translation>节点上已有</translation>
    </message>
    <message>
        <source>This pod</source>
        <translation>此 Pod</translation>
    </message>
    <message>
        <source>% of allocatable</source>
        <translation>可分配量的 %</translation>
    </message>
    <message>
        <source>What the selected node&apos;s pods request of each resource, and what the pod under study adds, as a share of the node&apos;s allocatable. Resources the profile scores are marked ★.</source>
        <translation>所选节点上的 Pod 对每种资源的请求，以及待研究 Pod 新增的请求，占节点可分配量的比例。配置打分所用的资源标有 ★。</translation>
    </message>
    <message>
        <source>%1 ★</source>
        <translation>%1 ★</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%2 上的 %1</translation>
    </message>
    <message>
        <source>Already requested: %1</source>
        <translation>已请求：%1</translation>
    </message>
    <message>
        <source>%1 requests: %2</source>
        <translation>%1 请求：%2</translation>
    </message>
    <message>
        <source>The pod</source>
        <translation>该 Pod</translation>
    </message>
    <message>
        <source>Allocatable: %1</source>
        <translation>可分配：%1</translation>
    </message>
    <message>
        <source>Together: %1 of allocatable</source>
        <translation>合计：可分配量的 %1</translation>
    </message>
    <message>
        <source>Over capacity: the pod does not fit this resource.</source>
        <translation>超出容量：该 Pod 在此资源上放不下。</translation>
    </message>
    <message>
        <source>Scored with weight %1.</source>
        <translation>以权重 %1 打分。</translation>
    </message>
</context>
<context>
    <name>bp::ui::CellDelegate</name>
    <message>
        <source>Enter to accept, Escape to cancel.</source>
        <translation>按 Enter 确认，按 Esc 取消。</translation>
    </message>
    <message>
        <source>Pick a value; Enter to accept, Escape to cancel.</source>
        <translation>选择一个值；按 Enter 确认，按 Esc 取消。</translation>
    </message>
    <message>
        <source>e.g. 4, 500m, 16Gi</source>
        <translation>例如 4、500m、16Gi</translation>
    </message>
    <message>
        <source>%1
Correct the value, or press Escape to keep the old one.</source>
        <translation>%1
请更正该值，或按 Esc 保留原值。</translation>
    </message>
</context>
<context>
    <name>bp::ui::Commands</name>
    <message>
        <source>Generate workload</source>
        <translation>生成工作负载</translation>
    </message>
</context>
<context>
    <name>bp::ui::CompareCharts</name>
    <message>
        <source>&amp;Resource:</source>
        <translation>资源(&amp;R)：</translation>
    </message>
    <message>
        <source>The resource whose per-node utilization the bars show.</source>
        <translation>柱形显示其各节点利用率的资源。</translation>
    </message>
    <message>
        <source>Nodes holding at least one pod after each pod of the queue is placed.</source>
        <translation>队列中每个 Pod 放置之后，至少容纳一个 Pod 的节点数。</translation>
    </message>
    <message>
        <source>Fragmentation after each pod of the queue is placed: the share of free capacity sitting on nodes where the largest pending pod no longer fits.</source>
        <translation>队列中每个 Pod 放置之后的碎片率：位于已放不下最大待调度 Pod 的节点上的空闲容量所占比例。</translation>
    </message>
    <message>
        <source>Per-node utilization</source>
        <translation>各节点利用率</translation>
    </message>
    <message>
        <source>Per-node utilization of every resource (%1 nodes, in workspace order)</source>
        <translation>每种资源的各节点利用率（%1 个节点，按工作区顺序）</translation>
    </message>
    <message>
        <source>%1: %2 utilization</source>
        <translation>%1：%2 利用率</translation>
    </message>
    <message>
        <source>pods placed</source>
        <translation>已放置的 Pod</translation>
    </message>
    <message>
        <source>nodes used</source>
        <translation>使用的节点</translation>
    </message>
    <message>
        <source>fragmentation</source>
        <translation>碎片率</translation>
    </message>
    <message>
        <source>Nodes used as the queue is placed</source>
        <translation>放置队列过程中使用的节点</translation>
    </message>
    <message>
        <source>Fragmentation as the queue is placed</source>
        <translation>放置队列过程中的碎片率</translation>
    </message>
    <message>
        <source>Per-node %1 utilization, by workload</source>
        <translation>各节点 %1 利用率（按工作负载）</translation>
    </message>
    <message>
        <source>already running</source>
        <translation>已在运行</translation>
    </message>
    <message>
        <source>other pods</source>
        <translation>其他 Pod</translation>
    </message>
    <message>
        <source>%1 utilization of every node under %2, stacked by workload; the panels share the node order, the colours and the axis, so they line up.</source>
        <translation>在 %2 下每个节点的 %1 利用率，按工作负载堆叠；各面板使用相同的节点顺序、颜色和坐标轴，因此可以对齐比较。</translation>
    </message>
    <message>
        <source>%1: %2 of %3 (%4)</source>
        <translation>%1：%2 / %3（%4）</translation>
    </message>
</context>
<context>
    <name>bp::ui::CompareTable</name>
    <message>
        <source>The runs&apos; figures side by side; the best value of a row is in bold where one direction is better (utilization rows have none: higher packs, lower spreads).</source>
        <translation>各次运行的数值并排显示；在某一方向更优的行中，最佳值以粗体显示（利用率行没有最佳值：越高越装箱，越低越分散）。</translation>
    </message>
    <message>
        <source>Scheduled pods</source>
        <translation>已调度的 Pod</translation>
    </message>
    <message>
        <source>Pods of the pending queue that found a node.</source>
        <translation>待调度队列中找到节点的 Pod。</translation>
    </message>
    <message>
        <source>Unschedulable pods</source>
        <translation>无法调度的 Pod</translation>
    </message>
    <message>
        <source>Pods of the queue no node could take.</source>
        <translation>队列中没有节点能容纳的 Pod。</translation>
    </message>
    <message>
        <source>Nodes used</source>
        <translation>使用的节点</translation>
    </message>
    <message>
        <source>Empty nodes</source>
        <translation>空节点</translation>
    </message>
    <message>
        <source>%1 utilization %2</source>
        <translation>%1 利用率 %2</translation>
    </message>
    <message>
        <source>The %1 of the nodes&apos; %2 utilization (nodes that offer %2).</source>
        <translation>各节点 %2 利用率的%1（仅限提供 %2 的节点）。</translation>
    </message>
    <message>
        <source>%1 stranded</source>
        <translation>%1 搁浅</translation>
    </message>
    <message>
        <source>Free %1 on nodes where the largest pending pod no longer fits.</source>
        <translation>在已放不下最大待调度 Pod 的节点上空闲的 %1。</translation>
    </message>
    <message>
        <source>Fragmentation</source>
        <translation>碎片率</translation>
    </message>
    <message>
        <source>The share of free capacity on nodes where the largest pending pod no longer fits (0 %: none).</source>
        <translation>在已放不下最大待调度 Pod 的节点上的空闲容量所占比例（0 %：没有）。</translation>
    </message>
    <message>
        <source>Additional %1 pods that fit</source>
        <translation>还能放下的 %1 Pod 数</translation>
    </message>
    <message>
        <source>How many more pods of the shape %1 would still fit, node by node.</source>
        <translation>按节点逐个计算，形态为 %1 的 Pod 还能放下多少个。</translation>
    </message>
    <message>
        <source>Profile %1</source>
        <translation>配置 %1</translation>
    </message>
    <message>
        <source>Nodes holding at least one pod at the end that is not a DaemonSet or static pod.</source>
        <translation>结束时至少承载一个非 DaemonSet、非静态 Pod 的节点。</translation>
    </message>
    <message>
        <source>Nodes holding no pod at the end, or only DaemonSet and static pods: candidates to scale down.</source>
        <translation>结束时没有 Pod，或只有 DaemonSet 和静态 Pod 的节点：可缩容的候选。</translation>
    </message>
    <message>
        <source>Removable by scale-down</source>
        <translation>缩容可移除</translation>
    </message>
    <message>
        <source>Nodes cluster-autoscaler would remove from the cluster the profile left: empty ones, and under-utilized ones whose pods fit elsewhere.</source>
        <translation>cluster-autoscaler 会从该配置留下的集群中移除的节点：空节点，以及 Pod 能放到别处的低利用率节点。</translation>
    </message>
    <message>
        <source>Nodes after scale-down</source>
        <translation>缩容后的节点数</translation>
    </message>
    <message>
        <source>The cluster&apos;s nodes less the removable ones: what the cluster shrinks to.</source>
        <translation>集群节点数减去可移除的节点：集群缩小后的规模。</translation>
    </message>
    <message>
        <source>Monthly cost before scale-down</source>
        <translation>缩容前的月成本</translation>
    </message>
    <message>
        <source>Every node of the cluster at its price per hour (the workspace&apos;s price table), times 730 hours.</source>
        <translation>集群每个节点按其每小时价格（工作区的价格表）计算，乘以 730 小时。</translation>
    </message>
    <message>
        <source>Monthly cost after scale-down</source>
        <translation>缩容后的月成本</translation>
    </message>
    <message>
        <source>The nodes left once cluster-autoscaler has removed the removable ones, at their prices.</source>
        <translation>cluster-autoscaler 移除可移除节点后剩下的节点，按其价格计算。</translation>
    </message>
    <message>
        <source>Monthly saving vs %1</source>
        <translation>相对 %1 的每月节省</translation>
    </message>
    <message>
        <source>How much less the cluster costs a month after scale-down under this profile than under the first one.</source>
        <translation>缩容后，此配置下集群每月比第一个配置下少花多少。</translation>
    </message>
</context>
<context>
    <name>bp::ui::CompareView</name>
    <message>
        <source>Profiles:</source>
        <translation>配置：</translation>
    </message>
    <message>
        <source>&amp;Add profile</source>
        <translation>添加配置(&amp;A)</translation>
    </message>
    <message>
        <source>Add a profile to the comparison (at most %1).</source>
        <translation>向比较中添加一个配置（最多 %1 个）。</translation>
    </message>
    <message>
        <source>percentageOfNodesToScore: on large clusters kube-scheduler stops filtering once it has found this share of feasible nodes, starting at a rotating index, and scores only that sample, so real packing is looser than the ideal where every node is scored. Off: score every feasible node. Adaptive: upstream&apos;s default (50 % minus 1 % per 125 nodes, at least 5 %). Clusters under 100 nodes are always searched in full; a profile&apos;s own setting wins; Volcano profiles always score every node.</source>
        <translation>percentageOfNodesToScore：在大型集群中，kube-scheduler 从一个轮转的起点开始过滤，找到这一比例的可行节点后便停止，并只为这些样本打分，因此实际装箱比为所有节点打分的理想情况更松散。关闭：为所有可行节点打分。自适应：上游默认值（50 %，每 125 个节点减 1 %，至少 5 %）。少于 100 个节点的集群总是完整搜索；配置自身的设置优先；Volcano 配置总是为所有节点打分。</translation>
    </message>
    <message>
        <source>&amp;Nodes to score:</source>
        <translation>打分节点(&amp;N)：</translation>
    </message>
    <message>
        <source>All (off)</source>
        <translation>全部（关闭）</translation>
    </message>
    <message>
        <source>Adaptive</source>
        <translation>自适应</translation>
    </message>
    <message>
        <source>Fixed %</source>
        <translation>固定 %</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>The fixed percentageOfNodesToScore (1-100).</source>
        <translation>固定的 percentageOfNodesToScore（1-100）。</translation>
    </message>
    <message>
        <source>&amp;Fit shape:</source>
        <translation>适配形态(&amp;F)：</translation>
    </message>
    <message>
        <source>The pod template the &quot;additional pods that fit&quot; row counts; by default the largest pending shape.</source>
        <translation>“还能放下的 Pod 数”一行所统计的 Pod 模板；默认为最大的待调度形态。</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>Simulate the pending queue under every chosen profile (on a worker thread).</source>
        <translation>在每个所选配置下模拟待调度队列（在工作线程中运行）。</translation>
    </message>
    <message>
        <source>Pods placed over all runs.</source>
        <translation>所有运行中已放置的 Pod。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop the comparison (Escape).</source>
        <translation>停止比较（Esc）。</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>Save the comparison as an image or as data.</source>
        <translation>将比较结果保存为图像或数据。</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>导出 PNG…</translation>
    </message>
    <message>
        <source>The table and charts as a PNG image.</source>
        <translation>将表格和图表保存为 PNG 图像。</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>Export SVG…</source>
        <translation>导出 SVG…</translation>
    </message>
    <message>
        <source>The table and charts as an SVG drawing.</source>
        <translation>将表格和图表保存为 SVG 矢量图。</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <source>The metrics, one row per figure and one column per profile.</source>
        <translation>各项指标，每项一行，每个配置一列。</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Export per-node CSV…</source>
        <translation>导出各节点 CSV…</translation>
    </message>
    <message>
        <source>Every node&apos;s utilization under every profile, for heat maps.</source>
        <translation>每个配置下每个节点的利用率，可用于热力图。</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>导出 JSON…</translation>
    </message>
    <message>
        <source>The metrics and per-node figures as JSON (the CLI&apos;s compare -o json).</source>
        <translation>以 JSON 格式保存指标和各节点数值（同命令行 compare -o json）。</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON 文件 (*.json)</translation>
    </message>
    <message>
        <source>The state of the last comparison.</source>
        <translation>上一次比较的状态。</translation>
    </message>
    <message>
        <source>Choose the profiles and press Run.</source>
        <translation>选择配置，然后点击“运行”。</translation>
    </message>
    <message>
        <source>Largest pending</source>
        <translation>最大待调度形态</translation>
    </message>
    <message>
        <source>The workspace has changed since this comparison; press Run to update it.</source>
        <translation>自这次比较以来工作区已更改；点击“运行”以更新。</translation>
    </message>
    <message>
        <source>Profile %1 of the comparison.</source>
        <translation>比较中的第 %1 个配置。</translation>
    </message>
    <message>
        <source>Remove profile %1 from the comparison.</source>
        <translation>从比较中移除第 %1 个配置。</translation>
    </message>
    <message>
        <source>Remove profile %1</source>
        <translation>移除第 %1 个配置</translation>
    </message>
    <message>
        <source>Choose a profile in every slot.</source>
        <translation>请为每个位置选择一个配置。</translation>
    </message>
    <message>
        <source>Comparing %1 profiles…</source>
        <translation>正在比较 %1 个配置…</translation>
    </message>
    <message>
        <source>Cancelled: no figures (a partial run would mislead).</source>
        <translation>已取消：没有数值（不完整的运行会产生误导）。</translation>
    </message>
    <message>
        <source>Compared %1 profiles in %2 s.</source>
        <translation>已在 %2 秒内比较 %1 个配置。</translation>
    </message>
    <message>
        <source>Profile comparison</source>
        <translation>配置比较</translation>
    </message>
    <message>
        <source>Export the comparison</source>
        <translation>导出比较结果</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>已保存 %1。</translation>
    </message>
    <message>
        <source>The nodes have changed since the last comparison; press Run to compare again.</source>
        <translation>自上次比较以来节点已改变；请按“运行”重新比较。</translation>
    </message>
    <message>
        <source>Re&amp;pack bound pods</source>
        <translation>重新装箱已绑定 Pod(&amp;P)</translation>
    </message>
    <message>
        <source>Take the bound pods off their nodes and schedule them again, ahead of the pending ones: how many nodes the running workload needs under each profile. DaemonSet and static pods stay where they are; a node holding only those counts as empty.</source>
        <translation>将已绑定的 Pod 从其节点上取下，在待调度 Pod 之前重新调度：查看正在运行的工作负载在每个配置下需要多少节点。DaemonSet Pod 和静态 Pod 留在原处；只含这些 Pod 的节点视为空节点。</translation>
    </message>
    <message>
        <source>&amp;Queue order:</source>
        <translation>队列顺序(&amp;Q)：</translation>
    </message>
    <message>
        <source>File order</source>
        <translation>文件顺序</translation>
    </message>
    <message>
        <source>Oldest first</source>
        <translation>最早创建的优先</translation>
    </message>
    <message>
        <source>Priority, then oldest</source>
        <translation>按优先级，再按创建时间</translation>
    </message>
    <message>
        <source>The order in which the bound pods are queued again: by creationTimestamp (pods without one last, in file order), by priority (highest first) and then creation, or as the workspace lists them.</source>
        <translation>已绑定 Pod 重新排队的顺序：按 creationTimestamp（没有该字段的 Pod 排在最后，按文件顺序），按优先级（最高的优先）再按创建时间，或按工作区中列出的顺序。</translation>
    </message>
    <message>
        <source>Repacked: bound pods scheduled again: %1 (%4), ahead of the pending ones: %2; DaemonSet and static pods left on their nodes: %3.</source>
        <translation>已重新装箱：重新调度的已绑定 Pod：%1（%4），排在待调度 Pod 之前：%2；留在原节点上的 DaemonSet 和静态 Pod：%3。</translation>
    </message>
    <message>
        <source>Without a creationTimestamp, queued last in file order: %1.</source>
        <translation>没有 creationTimestamp、按文件顺序排在最后的 Pod：%1。</translation>
    </message>
    <message>
        <source>Scale-&amp;down analysis</source>
        <translation>缩容分析(&amp;D)</translation>
    </message>
    <message>
        <source>After each run, what cluster-autoscaler&apos;s scale-down would make of the cluster the profile left: the nodes it would remove, the ones it keeps and why, and where the pods would go (the Savings section).</source>
        <translation>每次运行后，cluster-autoscaler 的缩容会如何处理该配置留下的集群：它会移除哪些节点、保留哪些节点及原因，以及 Pod 会被移到哪里（见“节省”部分）。</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>设置(&amp;T)…</translation>
    </message>
    <message>
        <source>The cluster-autoscaler flags the analysis reads: thresholds, the nodes it keeps, expendable pods.</source>
        <translation>分析所读取的 cluster-autoscaler 参数：阈值、它保留的节点、可舍弃的 Pod。</translation>
    </message>
    <message>
        <source>Se&amp;ttings (threshold %1 %)…</source>
        <translation>设置（阈值 %1 %）(&amp;T)…</translation>
    </message>
</context>
<context>
    <name>bp::ui::ContainerTableModel</name>
    <message>
        <source>Container</source>
        <translation>容器</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>%1 request</source>
        <translation>%1 请求</translation>
    </message>
    <message>
        <source>The container&apos;s name (optional in the workspace file).</source>
        <translation>容器的名称（在工作区文件中可省略）。</translation>
    </message>
    <message>
        <source>A container, an init container, or a sidecar (an init container with restartPolicy: Always).</source>
        <translation>普通容器、Init 容器，或边车容器（restartPolicy: Always 的 Init 容器）。</translation>
    </message>
    <message>
        <source>The container&apos;s %1 request; empty: none (not the same as 0 for cpu and memory).</source>
        <translation>容器的 %1 请求；留空表示没有请求（对 cpu 和 memory 而言与 0 不同）。</translation>
    </message>
    <message>
        <source>Unnamed container</source>
        <translation>未命名容器</translation>
    </message>
    <message>
        <source>container</source>
        <translation>容器</translation>
    </message>
    <message>
        <source>sidecar</source>
        <translation>边车容器</translation>
    </message>
    <message>
        <source>init container</source>
        <translation>Init 容器</translation>
    </message>
    <message>
        <source>%1 requests %2 of %3</source>
        <translation>%1 请求 %3 的 %2</translation>
    </message>
    <message>
        <source>The container</source>
        <translation>该容器</translation>
    </message>
    <message>
        <source>No such cell.</source>
        <translation>没有这个单元格。</translation>
    </message>
    <message>
        <source>%1: a request cannot be negative</source>
        <translation>%1：请求不能为负数</translation>
    </message>
    <message>
        <source>Rename container %1 to %2</source>
        <translation>将容器 %1 重命名为 %2</translation>
    </message>
</context>
<context>
    <name>bp::ui::DefaultConstraintsEditor</name>
    <message>
        <source>Add constraint</source>
        <translation>添加约束</translation>
    </message>
    <message>
        <source>Off: no default constraints</source>
        <translation>关闭：无默认约束</translation>
    </message>
    <message>
        <source>The profile&apos;s own list</source>
        <translation>配置自己的列表</translation>
    </message>
    <message>
        <source>What pods without topology spread constraints of their own get. System: kube-scheduler&apos;s defaults (defaultingType System). Off: nothing (defaultingType List, no constraints), which packs. The profile&apos;s own list: the constraints below (defaultingType List), each with the pod&apos;s Services&apos; and controller&apos;s selector.</source>
        <translation>没有自身拓扑分布约束的 Pod 会得到什么。System：kube-scheduler 的默认值（defaultingType System）。关闭：什么都没有（defaultingType List，无约束），有利于装箱。配置自己的列表：下面的约束（defaultingType List），每条都使用 Pod 的 Service 与控制器的选择器。</translation>
    </message>
    <message>
        <source>Default spreading</source>
        <translation>默认分布</translation>
    </message>
    <message>
        <source>The profile&apos;s default constraints. Double-click or F2 to edit a cell.</source>
        <translation>配置的默认约束。双击或按 F2 编辑单元格。</translation>
    </message>
    <message>
        <source>Default constraints</source>
        <translation>默认约束</translation>
    </message>
    <message>
        <source>Remove the selected default constraint</source>
        <translation>删除所选的默认约束</translation>
    </message>
    <message>
        <source>Add a default constraint (a topology key and action not listed yet)</source>
        <translation>添加一条默认约束（尚未列出的拓扑键与动作）</translation>
    </message>
    <message>
        <source>Remove default constraint %1</source>
        <translation>删除默认约束 %1</translation>
    </message>
    <message>
        <source>Use the system default spreading</source>
        <translation>使用系统默认分布</translation>
    </message>
    <message>
        <source>Turn the default spreading off</source>
        <translation>关闭默认分布</translation>
    </message>
    <message>
        <source>List the default constraints</source>
        <translation>列出默认约束</translation>
    </message>
    <message>
        <source>Every pair of zone or hostname and action is listed; edit a row&apos;s topologyKey to spread over another label.</source>
        <translation>可用区或主机名与动作的每种组合都已列出；请编辑某行的 topologyKey 以按其他标签分布。</translation>
    </message>
    <message>
        <source>Add a default constraint</source>
        <translation>添加默认约束</translation>
    </message>
    <message>
        <source>System (maxSkew hostname 3, zone 5)</source>
        <translation>System（maxSkew：主机名 3，可用区 5）</translation>
    </message>
</context>
<context>
    <name>bp::ui::DefaultConstraintsModel</name>
    <message>
        <source>topologyKey</source>
        <translation>topologyKey</translation>
    </message>
    <message>
        <source>maxSkew</source>
        <translation>maxSkew</translation>
    </message>
    <message>
        <source>whenUnsatisfiable</source>
        <translation>whenUnsatisfiable</translation>
    </message>
    <message>
        <source>Also</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>The node label whose values are the domains to spread over (e.g. topology.kubernetes.io/zone).</source>
        <translation>其取值作为分布域的节点标签（例如 topology.kubernetes.io/zone）。</translation>
    </message>
    <message>
        <source>The largest difference allowed in matching pods between two domains (1 or more).</source>
        <translation>两个域之间匹配 Pod 数允许的最大差值（1 或以上）。</translation>
    </message>
    <message>
        <source>DoNotSchedule refuses nodes that would break maxSkew (a filter); ScheduleAnyway only scores them lower.</source>
        <translation>DoNotSchedule 拒绝会违反 maxSkew 的节点（过滤）；ScheduleAnyway 只会降低它们的得分。</translation>
    </message>
    <message>
        <source>Fields read from the file that this table does not edit; they are kept.</source>
        <translation>从文件读取、本表不编辑的字段；它们会被保留。</translation>
    </message>
    <message>
        <source>Nothing else is set.</source>
        <translation>没有设置其他字段。</translation>
    </message>
    <message>
        <source>No such cell.</source>
        <translation>没有这个单元格。</translation>
    </message>
    <message>
        <source>A default constraint needs a topologyKey (a node label key).</source>
        <translation>默认约束需要 topologyKey（一个节点标签键）。</translation>
    </message>
    <message>
        <source>%1: maxSkew is a whole number from 1 to 2147483647</source>
        <translation>%1：maxSkew 是 1 到 2147483647 之间的整数</translation>
    </message>
    <message>
        <source>%1: expected DoNotSchedule or ScheduleAnyway</source>
        <translation>%1：应为 DoNotSchedule 或 ScheduleAnyway</translation>
    </message>
    <message>
        <source>This column is not edited here.</source>
        <translation>此列不在这里编辑。</translation>
    </message>
    <message>
        <source>Set default constraint %1&apos;s topologyKey to %2</source>
        <translation>将默认约束 %1 的 topologyKey 设为 %2</translation>
    </message>
    <message>
        <source>Set default constraint %1&apos;s maxSkew to %2</source>
        <translation>将默认约束 %1 的 maxSkew 设为 %2</translation>
    </message>
    <message>
        <source>Set default constraint %1&apos;s whenUnsatisfiable to %2</source>
        <translation>将默认约束 %1 的 whenUnsatisfiable 设为 %2</translation>
    </message>
</context>
<context>
    <name>bp::ui::Document</name>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>bp::ui::ExportDialog</name>
    <message>
        <source>%1 — KubeSchedulerConfiguration v1</source>
        <translation>%1 — KubeSchedulerConfiguration v1</translation>
    </message>
    <message>
        <source>%1 — KubeSchedulerConfiguration v1beta3</source>
        <translation>%1 — KubeSchedulerConfiguration v1beta3</translation>
    </message>
    <message>
        <source>%1 — KubeSchedulerConfiguration v1beta2</source>
        <translation>%1 — KubeSchedulerConfiguration v1beta2</translation>
    </message>
    <message>
        <source>%1 — KubeSchedulerConfiguration v1beta1</source>
        <translation>%1 — KubeSchedulerConfiguration v1beta1</translation>
    </message>
    <message>
        <source>%1 — legacy Policy (YAML)</source>
        <translation>%1 — 旧版 Policy（YAML）</translation>
    </message>
    <message>
        <source>%1 — legacy Policy (JSON)</source>
        <translation>%1 — 旧版 Policy（JSON）</translation>
    </message>
    <message>
        <source>%1 — volcano-scheduler.conf</source>
        <translation>%1 — volcano-scheduler.conf</translation>
    </message>
    <message>
        <source>%1 — volcano-scheduler-configmap</source>
        <translation>%1 — volcano-scheduler-configmap</translation>
    </message>
    <message>
        <source>Volcano reads this whatever the Kubernetes release.</source>
        <translation>无论 Kubernetes 版本如何，Volcano 都读取此格式。</translation>
    </message>
    <message>
        <source>Served by Kubernetes 1.%1 and later.</source>
        <translation>Kubernetes 1.%1 及更高版本支持。</translation>
    </message>
    <message>
        <source>Served by Kubernetes 1.%1 to 1.%2.</source>
        <translation>Kubernetes 1.%1 至 1.%2 支持。</translation>
    </message>
    <message>
        <source>Export Scheduler Configuration</source>
        <translation>导出调度器配置</translation>
    </message>
    <message>
        <source>The profiles to export. A KubeSchedulerConfiguration holds several; Policy and Volcano take one.</source>
        <translation>要导出的配置。一个 KubeSchedulerConfiguration 可包含多个；Policy 和 Volcano 只能包含一个。</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>导出 %1</translation>
    </message>
    <message>
        <source>The configuration format to write</source>
        <translation>要写出的配置格式</translation>
    </message>
    <message>
        <source>The Kubernetes release whose validation rules apply</source>
        <translation>适用其校验规则的 Kubernetes 版本</translation>
    </message>
    <message>
        <source>as the first profile says (%1)</source>
        <translation>与第一个配置一致（%1）</translation>
    </message>
    <message>
        <source>the profile&apos;s</source>
        <translation>配置自身的</translation>
    </message>
    <message>
        <source>Replaces the profile&apos;s schedulerName in the output (one profile only)</source>
        <translation>替换输出中配置的 schedulerName（仅限一个配置）</translation>
    </message>
    <message>
        <source>as the profile says</source>
        <translation>与配置一致</translation>
    </message>
    <message>
        <source>disable it</source>
        <translation>禁用</translation>
    </message>
    <message>
        <source>enable it with weight:</source>
        <translation>启用，权重：</translation>
    </message>
    <message>
        <source>NodeResourcesBalancedAllocation in the output: it is on by default and pulls against packing</source>
        <translation>输出中的 NodeResourcesBalancedAllocation：它默认启用，会与装箱相抵触</translation>
    </message>
    <message>
        <source>The BalancedAllocation plugin weight written when re-weighting</source>
        <translation>重新设置权重时写出的 BalancedAllocation 插件权重</translation>
    </message>
    <message>
        <source>Write &amp;defaults explicitly</source>
        <translation>显式写出默认值(&amp;D)</translation>
    </message>
    <message>
        <source>Write every plugin weight and argument, also those equal to the scheduler&apos;s defaults</source>
        <translation>写出每个插件权重和参数，包括与调度器默认值相同的那些</translation>
    </message>
    <message>
        <source>&amp;Profiles:</source>
        <translation>配置(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>目标(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Kubernetes:</source>
        <translation>&amp;Kubernetes：</translation>
    </message>
    <message>
        <source>scheduler&amp;Name:</source>
        <translation>scheduler&amp;Name：</translation>
    </message>
    <message>
        <source>&amp;BalancedAllocation:</source>
        <translation>&amp;BalancedAllocation：</translation>
    </message>
    <message>
        <source>The configuration as it will be copied or saved</source>
        <translation>将被复制或保存的配置内容</translation>
    </message>
    <message>
        <source>What the target scheduler would say about the configuration</source>
        <translation>目标调度器对该配置的校验结果</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the configuration to the clipboard</source>
        <translation>将配置复制到剪贴板</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>保存(&amp;S)…</translation>
    </message>
    <message>
        <source>Save the configuration to a file</source>
        <translation>将配置保存到文件</translation>
    </message>
    <message>
        <source>Close the dialog</source>
        <translation>关闭对话框</translation>
    </message>
    <message>
        <source>&amp;Messages:</source>
        <translation>消息(&amp;M)：</translation>
    </message>
    <message>
        <source>Kubernetes 1.%1 does not serve it.</source>
        <translation>Kubernetes 1.%1 不支持此格式。</translation>
    </message>
    <message>
        <source>Choose at least one profile to export.</source>
        <translation>请至少选择一个要导出的配置。</translation>
    </message>
    <message>
        <source>The target accepts this configuration.</source>
        <translation>目标调度器接受此配置。</translation>
    </message>
    <message>
        <source>Nothing to export: see the messages.</source>
        <translation>没有可导出的内容：请查看消息。</translation>
    </message>
    <message>
        <source>Save Scheduler Configuration</source>
        <translation>保存调度器配置</translation>
    </message>
    <message>
        <source>Configuration files (*.yaml *.yml *.json *.conf);;All files (*)</source>
        <translation>配置文件 (*.yaml *.yml *.json *.conf);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot Save</source>
        <translation>无法保存</translation>
    </message>
</context>
<context>
    <name>bp::ui::FileController</name>
    <message>
        <source>Binpack workspaces (*.binpack.yaml);;YAML files (*.yaml *.yml);;All files (*)</source>
        <translation>Binpack 工作区 (*.binpack.yaml);;YAML 文件 (*.yaml *.yml);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 有未保存的更改。是否保存？</translation>
    </message>
    <message>
        <source>Restore Unsaved Changes?</source>
        <translation>恢复未保存的更改？</translation>
    </message>
    <message>
        <source>Binpack Studio did not close properly. An autosaved copy of %1 from %2 has changes that were not saved. Restore it?</source>
        <translation>装箱工作室上次未正常关闭。%2 自动保存的 %1 副本含有未保存的更改。是否恢复？</translation>
    </message>
    <message>
        <source>Open Workspace</source>
        <translation>打开工作区</translation>
    </message>
    <message>
        <source>Save Workspace As</source>
        <translation>工作区另存为</translation>
    </message>
    <message>
        <source>Cannot Open Workspace</source>
        <translation>无法打开工作区</translation>
    </message>
    <message>
        <source>%1 is not a usable workspace.</source>
        <translation>%1 不是可用的工作区。</translation>
    </message>
    <message>
        <source>Cannot Open Example</source>
        <translation>无法打开示例</translation>
    </message>
    <message>
        <source>The bundled example is not usable.</source>
        <translation>内置示例不可用。</translation>
    </message>
    <message>
        <source>Cannot Save Workspace</source>
        <translation>无法保存工作区</translation>
    </message>
    <message>
        <source>Cannot Restore</source>
        <translation>无法恢复</translation>
    </message>
    <message>
        <source>The autosaved copy is not usable.</source>
        <translation>自动保存的副本不可用。</translation>
    </message>
    <message>
        <source>Import Scheduler Configuration</source>
        <translation>导入调度器配置</translation>
    </message>
    <message>
        <source>Scheduler configuration (*.yaml *.yml *.json *.conf);;All files (*)</source>
        <translation>调度器配置 (*.yaml *.yml *.json *.conf);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot Import</source>
        <translation>无法导入</translation>
    </message>
    <message>
        <source>%1 is not a usable scheduler configuration.</source>
        <translation>%1 不是可用的调度器配置。</translation>
    </message>
    <message>
        <source>The file holds no profile.</source>
        <translation>该文件不包含任何配置。</translation>
    </message>
    <message>
        <source>Imported with Warnings</source>
        <translation>导入时有警告</translation>
    </message>
    <message numerus="yes">
        <source>%n profile(s) imported from %1.</source>
        <translation>
            <numerusform>已从 %1 导入 %n 个配置。</numerusform>
        </translation>
    </message>
    <message>
        <source>Import Cluster from kubectl</source>
        <translation>从 kubectl 导入集群</translation>
    </message>
    <message>
        <source>kubectl output (*.yaml *.yml *.json);;All files (*)</source>
        <translation>kubectl 输出 (*.yaml *.yml *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>%1 could not be imported.</source>
        <translation>无法导入 %1。</translation>
    </message>
    <message>
        <source>Import cluster from %1</source>
        <translation>从 %1 导入集群</translation>
    </message>
    <message>
        <source>%1 nodes and %2 pods imported from %3.</source>
        <translation>已从 %3 导入 %1 个节点和 %2 个 Pod。</translation>
    </message>
    <message>
        <source>Cannot Use Dropped Files</source>
        <translation>无法使用拖入的文件</translation>
    </message>
    <message>
        <source>Not a workspace, a scheduler configuration or kubectl output: %1</source>
        <translation>不是工作区、调度器配置或 kubectl 输出：%1</translation>
    </message>
    <message>
        <source>A workspace has kind: Workspace; a scheduler configuration kind: KubeSchedulerConfiguration or Policy (or Volcano&apos;s actions and tiers); kubectl output kind: List, Node or Pod.</source>
        <translation>工作区的 kind 为 Workspace；调度器配置的 kind 为 KubeSchedulerConfiguration 或 Policy（或 Volcano 的 actions 与 tiers）；kubectl 输出的 kind 为 List、Node 或 Pod。</translation>
    </message>
    <message>
        <source>File Changed on Disk</source>
        <translation>磁盘上的文件已更改</translation>
    </message>
    <message>
        <source>%1 was changed by another window or program since you opened or saved it here. Saving now would overwrite those changes.</source>
        <translation>自您在此打开或保存 %1 以来，它已被其他窗口或程序更改。现在保存将覆盖这些更改。</translation>
    </message>
    <message>
        <source>Reload takes the version on disk; Undo brings your edits back.</source>
        <translation>“重新加载”采用磁盘上的版本；“撤销”可找回您的编辑。</translation>
    </message>
    <message>
        <source>&amp;Overwrite</source>
        <translation>覆盖(&amp;O)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>重新加载(&amp;R)</translation>
    </message>
    <message>
        <source>The workspace was not saved. Your changes are still open here; use Save As to save them elsewhere.</source>
        <translation>工作区未保存。您的更改仍在此处打开；可使用“另存为”将其保存到别处。</translation>
    </message>
    <message>
        <source>Cannot Reload Workspace</source>
        <translation>无法重新加载工作区</translation>
    </message>
    <message>
        <source>Reload %1 from disk</source>
        <translation>从磁盘重新加载 %1</translation>
    </message>
    <message>
        <source>%1 (example)</source>
        <translation>%1（示例）</translation>
    </message>
    <message>
        <source>A cell holds text that is not a valid value, so nothing was written.</source>
        <translation>有单元格中的文本不是有效值，因此未写入任何内容。</translation>
    </message>
    <message>
        <source>Correct the value, or press Escape in the cell to keep the stored one, then try again.</source>
        <translation>请更正该值，或在单元格中按 Esc 保留已存储的值，然后重试。</translation>
    </message>
    <message>
        <source>Cannot Save</source>
        <translation>无法保存</translation>
    </message>
</context>
<context>
    <name>bp::ui::GenerateShapeModel</name>
    <message>
        <source>%1 is not a quantity (%2); expected e.g. 500m, 2, 512Mi or a range 250m..2</source>
        <translation>%1 不是数量（%2）；应为 500m、2、512Mi 之类的值或 250m..2 这样的范围</translation>
    </message>
    <message>
        <source>%1 is negative; expected a request of 0 or more</source>
        <translation>%1 为负数；请求应大于或等于 0</translation>
    </message>
    <message>
        <source>%1 is too large</source>
        <translation>%1 太大</translation>
    </message>
    <message>
        <source>%1 is not a range; expected MIN..MAX, e.g. 250m..2</source>
        <translation>%1 不是范围；应为 最小值..最大值，例如 250m..2</translation>
    </message>
    <message>
        <source>the range %1..%2 is empty; expected the minimum first</source>
        <translation>范围 %1..%2 为空；应先写最小值</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Count or proportion</source>
        <translation>个数或比例</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>The shape&apos;s name: its pods are called &lt;name&gt;-0, &lt;name&gt;-1, …</source>
        <translation>形态的名称：其 Pod 命名为 &lt;名称&gt;-0、&lt;名称&gt;-1、…</translation>
    </message>
    <message>
        <source>Whether the shape asks for a fixed number of pods or a share of the total pods</source>
        <translation>该形态是要求固定个数的 Pod，还是占 Pod 总数的一定比例</translation>
    </message>
    <message>
        <source>A count (a whole number of pods) or a proportion (0.3 or 30 %; proportions are relative weights of the total pods)</source>
        <translation>个数（Pod 的整数个数）或比例（0.3 或 30 %；比例是 Pod 总数中的相对权重）</translation>
    </message>
    <message>
        <source>The request of %1 per pod: fixed (e.g. 500m, 1Gi) or a range drawn uniformly from the seed (e.g. 250m..2, 256Mi..4Gi); empty: not requested</source>
        <translation>每个 Pod 对 %1 的请求：固定值（例如 500m、1Gi），或按种子在范围内均匀抽取（例如 250m..2、256Mi..4Gi）；留空：不请求</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>个数</translation>
    </message>
    <message>
        <source>Proportion</source>
        <translation>比例</translation>
    </message>
    <message>
        <source>Type the name of the resource to add, e.g. nvidia.com/gpu.</source>
        <translation>请输入要添加的资源名称，例如 nvidia.com/gpu。</translation>
    </message>
    <message>
        <source>There is already a column for %1.</source>
        <translation>已经有 %1 的列。</translation>
    </message>
    <message>
        <source>%1 is not a resource a pod can request; expected ephemeral-storage, hugepages-&lt;size&gt; or an extended resource such as nvidia.com/gpu</source>
        <translation>%1 不是 Pod 可以请求的资源；应为 ephemeral-storage、hugepages-&lt;大小&gt; 或 nvidia.com/gpu 之类的扩展资源</translation>
    </message>
    <message>
        <source>There are no shapes; add one.</source>
        <translation>没有任何形态；请添加一个。</translation>
    </message>
    <message>
        <source>A shape needs a name.</source>
        <translation>形态需要一个名称。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot name pods; expected a name without spaces, &apos;:&apos;, &apos;,&apos; or &apos;=&apos;.</source>
        <translation>“%1”不能用作 Pod 名称；名称中不能有空格、“:”、“,”或“=”。</translation>
    </message>
    <message>
        <source>Another shape is already called %1; names must be unique.</source>
        <translation>已有另一个形态名为 %1；名称必须唯一。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a count; expected a whole number of pods from 0 to %2.</source>
        <translation>“%1”不是个数；应为 0 到 %2 之间的 Pod 整数个数。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a proportion; expected a positive number such as 0.3 or 30%.</source>
        <translation>“%1”不是比例；应为正数，例如 0.3 或 30%。</translation>
    </message>
    <message>
        <source>Count: a fixed number of pods; proportion: a share of the total pods</source>
        <translation>个数：固定数量的 Pod；比例：占 Pod 总数的份额</translation>
    </message>
</context>
<context>
    <name>bp::ui::GenerateWorkloadDialog</name>
    <message>
        <source>Generate Workload</source>
        <translation>生成工作负载</translation>
    </message>
    <message>
        <source>The pod shapes: type a name, choose count or proportion, and give each resource a fixed request (500m) or a range (250m..2); empty requests nothing. Hover a red cell to see what is wrong with it.</source>
        <translation>Pod 形态：输入名称，选择个数或比例，并为每种资源给出固定请求（500m）或范围（250m..2）；留空表示不请求。将鼠标悬停在红色单元格上可查看问题所在。</translation>
    </message>
    <message>
        <source>Add &amp;shape</source>
        <translation>添加形态(&amp;S)</translation>
    </message>
    <message>
        <source>Add a pod shape (a row)</source>
        <translation>添加一个 Pod 形态（一行）</translation>
    </message>
    <message>
        <source>Re&amp;move shape</source>
        <translation>删除形态(&amp;M)</translation>
    </message>
    <message>
        <source>Remove the selected shapes</source>
        <translation>删除所选形态</translation>
    </message>
    <message>
        <source>The name of an extended resource to request, e.g. nvidia.com/gpu, hugepages-2Mi or ephemeral-storage</source>
        <translation>要请求的扩展资源名称，例如 nvidia.com/gpu、hugepages-2Mi 或 ephemeral-storage</translation>
    </message>
    <message>
        <source>Add resource &amp;column</source>
        <translation>添加资源列(&amp;C)</translation>
    </message>
    <message>
        <source>Add a column for the resource named on the left</source>
        <translation>为左侧输入的资源添加一列</translation>
    </message>
    <message>
        <source>Remove resource co&amp;lumn</source>
        <translation>删除资源列(&amp;L)</translation>
    </message>
    <message>
        <source>Remove the column of the selected cell (cpu and memory stay; leave them empty to request none)</source>
        <translation>删除所选单元格所在的列（cpu 和 memory 列保留；留空即不请求）</translation>
    </message>
    <message>
        <source>Pod shapes</source>
        <translation>Pod 形态</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>The number of pods the shapes with a proportion share (after the counted shapes took theirs), by largest remainder</source>
        <translation>按比例分配的形态共享的 Pod 数（先扣除按个数指定的形态），按最大余数法分配</translation>
    </message>
    <message>
        <source>The seed of the random sizes and of the shuffle (0 to 18446744073709551615): the same seed gives the same pods, here and in binpack-cli generate --seed</source>
        <translation>随机大小和随机打乱所用的种子（0 到 18446744073709551615）：相同的种子生成相同的 Pod，在此处和 binpack-cli generate --seed 中都一样</translation>
    </message>
    <message>
        <source>&amp;New seed</source>
        <translation>新种子(&amp;N)</translation>
    </message>
    <message>
        <source>Pick a random seed</source>
        <translation>随机选取一个种子</translation>
    </message>
    <message>
        <source>As listed</source>
        <translation>按列表顺序</translation>
    </message>
    <message>
        <source>Shuffled</source>
        <translation>随机打乱</translation>
    </message>
    <message>
        <source>Largest first</source>
        <translation>最大优先</translation>
    </message>
    <message>
        <source>The order of the pending queue: every pod of the first shape then the next, a random permutation from the seed, or the largest requests first</source>
        <translation>待调度队列的顺序：先排第一个形态的所有 Pod 再排下一个、按种子随机排列，或请求最大的排在最前</translation>
    </message>
    <message>
        <source>&amp;Total pods:</source>
        <translation>Pod 总数(&amp;T)：</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>种子(&amp;E)：</translation>
    </message>
    <message>
        <source>Arrival &amp;order:</source>
        <translation>到达顺序(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Replace the pending pods (%1 now)</source>
        <translation>替换待调度 Pod（当前 %1 个）(&amp;R)</translation>
    </message>
    <message>
        <source>Delete the workspace&apos;s pending pods and add the generated ones</source>
        <translation>删除工作区中的待调度 Pod，并添加生成的 Pod</translation>
    </message>
    <message>
        <source>&amp;Append after the pending pods</source>
        <translation>追加到待调度 Pod 之后(&amp;A)</translation>
    </message>
    <message>
        <source>Keep the pending pods and queue the generated ones after them</source>
        <translation>保留待调度 Pod，并把生成的 Pod 排在它们之后</translation>
    </message>
    <message>
        <source>Pods bound to a node are never changed.</source>
        <translation>已绑定到节点的 Pod 永远不会被改动。</translation>
    </message>
    <message>
        <source>Pods with a nodeName are counted on their node and stay as they are</source>
        <translation>设置了 nodeName 的 Pod 计入其所在节点，保持不变</translation>
    </message>
    <message>
        <source>Pending pods</source>
        <translation>待调度 Pod</translation>
    </message>
    <message>
        <source>Generator</source>
        <translation>生成器</translation>
    </message>
    <message>
        <source>How many pods the generator makes, and in how many entries: a shape whose pods are identical and arrive together becomes one entry with replicas</source>
        <translation>生成器生成多少个 Pod、分为多少条目：某形态的 Pod 若完全相同且连续到达，则合并为一个带副本的条目</translation>
    </message>
    <message>
        <source>The sum of every generated pod&apos;s requests</source>
        <translation>所有生成的 Pod 的请求之和</translation>
    </message>
    <message>
        <source>The first %1 generated entries in arrival order (read-only)</source>
        <translation>按到达顺序列出的前 %1 个生成条目（只读）</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>预览</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>生成(&amp;G)</translation>
    </message>
    <message>
        <source>Put the generated pods into the workspace (one undo step)</source>
        <translation>将生成的 Pod 放入工作区（一个撤销步骤）</translation>
    </message>
    <message>
        <source>Close without changing the workspace</source>
        <translation>关闭，不修改工作区</translation>
    </message>
    <message>
        <source>&amp;Defaults</source>
        <translation>默认值(&amp;D)</translation>
    </message>
    <message>
        <source>Start again from the web/batch example</source>
        <translation>从 web/batch 示例重新开始</translation>
    </message>
    <message>
        <source>too large to show</source>
        <translation>太大，无法显示</translation>
    </message>
    <message>
        <source>Row %1 (%2), column %3: %4</source>
        <translation>第 %1 行（%2），%3 列：%4</translation>
    </message>
    <message>
        <source>no name</source>
        <translation>无名称</translation>
    </message>
    <message>
        <source>(and %1 more marked in red)</source>
        <translation>（另有 %1 处以红色标出）</translation>
    </message>
    <message>
        <source>Seed: &quot;%1&quot; is not a seed; expected a whole number from 0 to 18446744073709551615.</source>
        <translation>种子：“%1”不是有效的种子；应为 0 到 18446744073709551615 之间的整数。</translation>
    </message>
    <message>
        <source>a proportion is a share of the total pods; set Total pods above 0 or give a count instead.</source>
        <translation>比例是 Pod 总数中的份额；请将 Pod 总数设为大于 0，或改为指定个数。</translation>
    </message>
    <message>
        <source>The counts add up to %1 pods; at most %2 can be generated at once.</source>
        <translation>各个数合计 %1 个 Pod；一次最多只能生成 %2 个。</translation>
    </message>
    <message>
        <source>Total pods: %1 is fewer than the %2 pods the counted shapes take; expected at least %2.</source>
        <translation>Pod 总数：%1 少于按个数指定的形态所需的 %2 个 Pod；应至少为 %2。</translation>
    </message>
    <message>
        <source>The workload cannot be generated: %1</source>
        <translation>无法生成工作负载：%1</translation>
    </message>
    <message>
        <source>the workspace already has a pod named %1; rename the shape.</source>
        <translation>工作区中已有名为 %1 的 Pod；请重命名该形态。</translation>
    </message>
    <message>
        <source>%1 would also be the name of a replica of the workspace&apos;s pod %2; rename the shape.</source>
        <translation>%1 同时也会是工作区中 Pod %2 的某个副本的名称；请重命名该形态。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; pods in &lt;b&gt;%2&lt;/b&gt; entries (pod templates)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; 个 Pod，共 &lt;b&gt;%2&lt;/b&gt; 个条目（Pod 模板）</translation>
    </message>
    <message>
        <source>Total requests: %1</source>
        <translation>请求总量：%1</translation>
    </message>
    <message>
        <source>Nothing to generate until the problem below is fixed.</source>
        <translation>修正下方的问题之前不会生成任何内容。</translation>
    </message>
    <message>
        <source>Total requests: —</source>
        <translation>请求总量：—</translation>
    </message>
    <message>
        <source>Pod</source>
        <translation>Pod</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>副本数</translation>
    </message>
    <message>
        <source>— the first %1 are listed</source>
        <translation>— 列出前 %1 个</translation>
    </message>
    <message>
        <source>Add resource column: %1</source>
        <translation>添加资源列：%1</translation>
    </message>
</context>
<context>
    <name>bp::ui::GuidedTour</name>
    <message>
        <source>&amp;Back</source>
        <translation>上一步(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>下一步(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>完成(&amp;D)</translation>
    </message>
</context>
<context>
    <name>bp::ui::HeatMap</name>
    <message>
        <source>Utilization of each resource on each node: one column per node, in the workspace&apos;s order; hover a cell for its figures. Hatched: the node has none of that resource.</source>
        <translation>每个节点上每种资源的利用率：每个节点一列，按工作区顺序排列；将鼠标悬停在单元格上可查看数值。斜线填充：该节点没有此资源。</translation>
    </message>
    <message>
        <source>0 %</source>
        <translation>0 %</translation>
    </message>
    <message>
        <source>100 %   (%1 nodes)</source>
        <translation>100 %   （%1 个节点）</translation>
    </message>
    <message>
        <source>%1: no %2</source>
        <translation>%1：没有 %2</translation>
    </message>
    <message>
        <source>%1: %2 %3 used</source>
        <translation>%1：%2 %3 已使用</translation>
    </message>
</context>
<context>
    <name>bp::ui::HelpController</name>
    <message>
        <source>Guided &amp;Tour</source>
        <translation>导览(&amp;T)</translation>
    </message>
    <message>
        <source>A short walk through the parts of the window</source>
        <translation>简要介绍窗口的各个部分</translation>
    </message>
    <message>
        <source>&amp;Examples</source>
        <translation>示例(&amp;E)</translation>
    </message>
    <message>
        <source>Open the bundled example %1 as a new workspace</source>
        <translation>以新工作区打开内置示例 %1</translation>
    </message>
    <message>
        <source>What Do These &amp;Numbers Mean?</source>
        <translation>这些数字是什么意思(&amp;N)？</translation>
    </message>
    <message>
        <source>What the scores are, and how the selected node&apos;s score is computed step by step</source>
        <translation>分数是什么，以及所选节点的分数如何逐步算出</translation>
    </message>
    <message>
        <source>Welcome to Binpack Studio</source>
        <translation>欢迎使用装箱工作室</translation>
    </message>
    <message>
        <source>This tour shows the parts of the window. Whatever you change, every node is scored again at once, with the arithmetic of the scheduler release you choose.</source>
        <translation>本导览介绍窗口的各个部分。无论您修改什么，所有节点都会立即按您选择的调度器版本的算法重新打分。</translation>
    </message>
    <message>
        <source>Profiles</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>A profile is one scheduler configuration: kube-scheduler&apos;s NodeResourcesFit with its scoring strategy and resource weights, and NodeResourcesBalancedAllocation, or Volcano&apos;s binpack plugin. Pick the Kubernetes release whose arithmetic applies.</source>
        <translation>一个配置就是一份调度器配置：kube-scheduler 的 NodeResourcesFit（及其打分策略和资源权重）与 NodeResourcesBalancedAllocation，或 Volcano 的 binpack 插件。请选择适用其算法的 Kubernetes 版本。</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>形状</translation>
    </message>
    <message>
        <source>For RequestedToCapacityRatio, drag the points of the shape: utilization from 0 to 100 % across, score from 0 to 10 up. A curve that rises to the right packs pods onto full nodes.</source>
        <translation>对于 RequestedToCapacityRatio，拖动形状曲线上的点：横轴为 0 到 100 % 的利用率，纵轴为 0 到 10 的分数。向右上升的曲线会把 Pod 装箱到已满的节点上。</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>Every node&apos;s score for the pod under study. The scheduler&apos;s pick is highlighted; nodes where the pod does not fit are greyed. Click a bar to see how that node&apos;s score is computed.</source>
        <translation>每个节点对待研究 Pod 的分数。调度器选中的节点会高亮显示；放不下该 Pod 的节点显示为灰色。点击柱形可查看该节点分数的计算过程。</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>放置</translation>
    </message>
    <message>
        <source>The pending pods placed one after another, as the scheduler would place them, and how full each node ends up. Compare profiles here: fewer used nodes means tighter packing.</source>
        <translation>待调度 Pod 按调度器的方式逐个放置后的结果，以及每个节点最终的占用程度。可在此比较各配置：使用的节点越少，装箱越紧凑。</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>The cluster&apos;s nodes and what each can hold (allocatable cpu, memory, pods and extended resources such as nvidia.com/gpu). Add node pools, duplicate nodes, or import a real cluster from kubectl.</source>
        <translation>集群的节点及各自可容纳的资源（可分配的 cpu、memory、pods 以及 nvidia.com/gpu 等扩展资源）。可以添加节点池、复制节点，或从 kubectl 导入真实集群。</translation>
    </message>
    <message>
        <source>Pods</source>
        <translation>Pod</translation>
    </message>
    <message>
        <source>Pods with a node are already running there; pods without one are pending and are scheduled in order. Replicas make many identical pods.</source>
        <translation>指定了节点的 Pod 已在该节点上运行；没有节点的 Pod 处于待调度状态，按顺序调度。副本数可生成多个相同的 Pod。</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史</translation>
    </message>
    <message>
        <source>Every edit can be undone. Your work is also saved to an autosave file now and then, and offered back after a crash.</source>
        <translation>每次编辑都可以撤销。您的工作还会不时自动保存，并在崩溃后提供恢复。</translation>
    </message>
    <message>
        <source>Export and help</source>
        <translation>导出与帮助</translation>
    </message>
    <message>
        <source>When the profile is right, File ▸ Export writes it as a KubeSchedulerConfiguration or Volcano configuration. Help ▸ What Do These Numbers Mean? explains the selected node&apos;s score.</source>
        <translation>配置调好后，文件 ▸ 导出会将其写成 KubeSchedulerConfiguration 或 Volcano 配置。帮助 ▸ 这些数字是什么意思？会解释所选节点的分数。</translation>
    </message>
    <message>
        <source>No node is scored yet: the workspace needs a profile, a node and a pending pod.</source>
        <translation>尚未有节点被打分：工作区需要一个配置、一个节点和一个待调度的 Pod。</translation>
    </message>
    <message>
        <source>New to Binpack Studio?</source>
        <translation>初次使用 Binpack Studio？</translation>
    </message>
    <message>
        <source>Take the Tour</source>
        <translation>开始导览</translation>
    </message>
    <message>
        <source>A short walk through the parts of the window (also in the Help menu)</source>
        <translation>简短介绍窗口的各个部分（也可从“帮助”菜单打开）</translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation>暂不</translation>
    </message>
    <message>
        <source>Hide this offer; the tour stays in the Help menu</source>
        <translation>隐藏此提示；导览仍在“帮助”菜单中</translation>
    </message>
</context>
<context>
    <name>bp::ui::ImportClusterDialog</name>
    <message>
        <source>Import Cluster from kubectl</source>
        <translation>从 kubectl 导入集群</translation>
    </message>
    <message>
        <source>The nodes and pods of the files replace the workspace&apos;s (one undo step). Leave the fields empty to import everything.</source>
        <translation>文件中的节点和 Pod 将替换工作区中的节点和 Pod（一次撤销即可还原）。各字段留空即导入全部。</translation>
    </message>
    <message>
        <source>all namespaces</source>
        <translation>所有命名空间</translation>
    </message>
    <message>
        <source>Pods in these namespaces only, separated by commas</source>
        <translation>仅导入这些命名空间中的 Pod，以逗号分隔</translation>
    </message>
    <message>
        <source>A label selector for the nodes, as kubectl -l takes it</source>
        <translation>节点的标签选择算符，写法同 kubectl -l</translation>
    </message>
    <message>
        <source>A label selector for the pods, as kubectl -l takes it</source>
        <translation>Pod 的标签选择算符，写法同 kubectl -l</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>导入(&amp;I)</translation>
    </message>
    <message>
        <source>Import the nodes and pods</source>
        <translation>导入节点和 Pod</translation>
    </message>
    <message>
        <source>Close without importing</source>
        <translation>关闭且不导入</translation>
    </message>
    <message>
        <source>&amp;Namespaces:</source>
        <translation>命名空间(&amp;N)：</translation>
    </message>
    <message>
        <source>N&amp;ode selector:</source>
        <translation>节点选择算符(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Pod selector:</source>
        <translation>Pod 选择算符(&amp;P)：</translation>
    </message>
</context>
<context>
    <name>bp::ui::KubeProfileEditor</name>
    <message>
        <source>The NodeResourcesFit score plugin: scores a node by how full its resources get.</source>
        <translation>NodeResourcesFit 打分插件：根据节点资源的占用程度为节点打分。</translation>
    </message>
    <message>
        <source>The plugin&apos;s weight in the total score; 0 or unset means 1.</source>
        <translation>该插件在总分中的权重；0 或未设置表示 1。</translation>
    </message>
    <message>
        <source>default (1)</source>
        <translation>默认（1）</translation>
    </message>
    <message>
        <source>scoringStrategy.type: LeastAllocated spreads, MostAllocated packs, RequestedToCapacityRatio follows the shape.</source>
        <translation>scoringStrategy.type：LeastAllocated 分散，MostAllocated 装箱，RequestedToCapacityRatio 按形状曲线打分。</translation>
    </message>
    <message>
        <source>Drag the shape&apos;s points in the Shape panel.</source>
        <translation>在“形状”面板中拖动形状曲线的点。</translation>
    </message>
    <message>
        <source>The RequestedToCapacityRatio shape: utilization 0–100 to score 0–10.</source>
        <translation>RequestedToCapacityRatio 形状曲线：利用率 0–100 对应分数 0–10。</translation>
    </message>
    <message>
        <source>Plugin &amp;weight:</source>
        <translation>插件权重(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Strategy:</source>
        <translation>策略(&amp;S)：</translation>
    </message>
    <message>
        <source>Resource weights:</source>
        <translation>资源权重：</translation>
    </message>
    <message>
        <source>Favours nodes whose resources are used evenly. Enabled by default, it pulls against packing.</source>
        <translation>偏好资源使用均衡的节点。它默认启用，会与装箱相抵触。</translation>
    </message>
    <message>
        <source>Plugin w&amp;eight:</source>
        <translation>插件权重(&amp;E)：</translation>
    </message>
    <message>
        <source>Resources:</source>
        <translation>资源：</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Other default score plugins</source>
        <translation>其他默认打分插件</translation>
    </message>
    <message>
        <source>The rest of kube-scheduler&apos;s default profile. Together they can outvote NodeResourcesFit: turn the default spreading off and raise NodeResourcesFit&apos;s weight for a profile that packs.</source>
        <translation>kube-scheduler 默认配置中的其余插件。它们合起来可以压过 NodeResourcesFit：要让配置装箱，请关闭默认分散并提高 NodeResourcesFit 的权重。</translation>
    </message>
    <message>
        <source>Prefers nodes without PreferNoSchedule taints the pod does not tolerate.</source>
        <translation>偏好没有该 Pod 不容忍的 PreferNoSchedule 污点的节点。</translation>
    </message>
    <message>
        <source>Prefers nodes that match the pod&apos;s preferred node affinity terms.</source>
        <translation>偏好匹配该 Pod 偏好节点亲和性条件的节点。</translation>
    </message>
    <message>
        <source>Spreads pods by their soft topology spread constraints, and pods of a Service or controller by hostname and zone (the default spreading).</source>
        <translation>按 Pod 的软拓扑分散约束分散 Pod，并把同一 Service 或控制器的 Pod 按主机名和可用区分散（默认分散）。</translation>
    </message>
    <message>
        <source>Prefers nodes near pods the pod&apos;s preferred pod affinity terms select, and away from those its anti-affinity terms select; existing pods&apos; terms count too.</source>
        <translation>偏好靠近该 Pod 偏好亲和性条件所选 Pod 的节点，远离其反亲和性条件所选的 Pod；已有 Pod 的条件也计入。</translation>
    </message>
    <message>
        <source>Prefers nodes that already hold the pod&apos;s container images.</source>
        <translation>偏好已有该 Pod 容器镜像的节点。</translation>
    </message>
    <message>
        <source>The %1 plugin&apos;s weight in the total score.</source>
        <translation>%1 插件在总分中的权重。</translation>
    </message>
    <message>
        <source>hardPodAffinityWeight: what each existing pod&apos;s required affinity term that selects the pod adds (0 to 100; default 1).</source>
        <translation>hardPodAffinityWeight：已有 Pod 的每条选中该 Pod 的必需亲和性条件所加的分（0 到 100；默认 1）。</translation>
    </message>
    <message>
        <source>hardPodAffinityWeight</source>
        <translation>hardPodAffinityWeight</translation>
    </message>
    <message>
        <source>&amp;Default spreading:</source>
        <translation>默认分布(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Added affinity…</source>
        <translation>附加亲和性(&amp;A)…</translation>
    </message>
    <message>
        <source>NodeAffinity&apos;s addedAffinity: node affinity every pod of this profile gets on top of its own (edited as YAML).</source>
        <translation>NodeAffinity 的 addedAffinity：此配置的每个 Pod 在自身之外额外获得的节点亲和性（以 YAML 编辑）。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>set, empty</source>
        <translation>已设置，为空</translation>
    </message>
    <message>
        <source>Kubernetes 1.16&apos;s SelectorSpreadPriority: spreads the pods of a Service, ReplicationController, ReplicaSet or StatefulSet over nodes and zones.</source>
        <translation>Kubernetes 1.16 的 SelectorSpreadPriority：将 Service、ReplicationController、ReplicaSet 或 StatefulSet 的 Pod 分散到各节点和可用区。</translation>
    </message>
    <message>
        <source>Kubernetes 1.16&apos;s NodePreferAvoidPodsPriority: keeps a controller&apos;s pods off nodes whose scheduler.alpha.kubernetes.io/preferAvoidPods annotation names it (weight 10000 by default).</source>
        <translation>Kubernetes 1.16 的 NodePreferAvoidPodsPriority：使控制器的 Pod 避开其 scheduler.alpha.kubernetes.io/preferAvoidPods 注解点名该控制器的节点（默认权重 10000）。</translation>
    </message>
    <message>
        <source>Kubernetes 1.16 runs these as its priorities (TaintTolerationPriority and the rest; a Policy that lists priorities runs only those), by default all but PodTopologySpread, whose EvenPodsSpreadPriority is alpha and off.</source>
        <translation>Kubernetes 1.16 将这些作为其优先级运行（TaintTolerationPriority 等；列出优先级的 Policy 只运行所列的），默认运行除 PodTopologySpread 外的全部，其 EvenPodsSpreadPriority 为 alpha 且关闭。</translation>
    </message>
    <message>
        <source>hardPodAffinitySymmetricWeight</source>
        <translation>hardPodAffinitySymmetricWeight</translation>
    </message>
    <message>
        <source>hardPodAffinitySymmetricWeight: what InterPodAffinityPriority adds for each existing pod&apos;s required affinity term that selects the pod (1 to 100; default 1).</source>
        <translation>hardPodAffinitySymmetricWeight：现有 Pod 的每个选中该 Pod 的必需亲和性条件为 InterPodAffinityPriority 增加的分值（1 到 100；默认 1）。</translation>
    </message>
    <message>
        <source>&amp;Hard affinity weight:</source>
        <translation>硬亲和性权重(&amp;H)：</translation>
    </message>
</context>
<context>
    <name>bp::ui::LiveController</name>
    <message>
        <source>The workspace has no profile.</source>
        <translation>工作区没有配置。</translation>
    </message>
</context>
<context>
    <name>bp::ui::LiveEngine</name>
    <message>
        <source>The workspace has no profile number %1.</source>
        <translation>工作区没有第 %1 个配置。</translation>
    </message>
    <message>
        <source>There is no pending pod to score.</source>
        <translation>没有可打分的待调度 Pod。</translation>
    </message>
    <message>
        <source>Internal error: %1</source>
        <translation>内部错误：%1</translation>
    </message>
</context>
<context>
    <name>bp::ui::MainWindow</name>
    <message>
        <source>Drop a workspace, a scheduler configuration or kubectl output here.</source>
        <translation>将工作区、调度器配置或 kubectl 输出拖放到这里。</translation>
    </message>
    <message>
        <source>Show or hide the %1 panel</source>
        <translation>显示或隐藏“%1”面板</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;已打开&gt;</translation>
    </message>
    <message>
        <source>Every edit since the workspace was opened; click one to go back to it.</source>
        <translation>自打开工作区以来的每次编辑；点击其中一项可回到当时的状态。</translation>
    </message>
    <message>
        <source>Profiles</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Pods</source>
        <translation>Pod</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史</translation>
    </message>
    <message>
        <source>Every node&apos;s score for the pod under study; click a bar to explain that node.</source>
        <translation>每个节点对待研究 Pod 的分数；点击柱形可查看该节点分数的解释。</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>形状</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>放置</translation>
    </message>
    <message>
        <source>The RequestedToCapacityRatio shape: drag a point, or edit the table.</source>
        <translation>RequestedToCapacityRatio 形状曲线：拖动点，或编辑表格。</translation>
    </message>
    <message>
        <source>The shape applies to NodeResourcesFit with the RequestedToCapacityRatio strategy; choose it in the profile to edit the shape.</source>
        <translation>形状曲线用于采用 RequestedToCapacityRatio 策略的 NodeResourcesFit；请在配置中选择该策略以编辑形状。</translation>
    </message>
    <message>
        <source>Scored in %1 ms, simulated in %2 ms</source>
        <translation>打分耗时 %1 毫秒，模拟耗时 %2 毫秒</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>Start a new workspace</source>
        <translation>新建工作区</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a workspace (*.binpack.yaml)</source>
        <translation>打开工作区 (*.binpack.yaml)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save the workspace</source>
        <translation>保存工作区</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Save the workspace under a new name</source>
        <translation>以新名称保存工作区</translation>
    </message>
    <message>
        <source>&amp;Import Scheduler Configuration…</source>
        <translation>导入调度器配置(&amp;I)…</translation>
    </message>
    <message>
        <source>Add the profiles of a KubeSchedulerConfiguration, Policy or Volcano configuration</source>
        <translation>添加 KubeSchedulerConfiguration、Policy 或 Volcano 配置中的配置</translation>
    </message>
    <message>
        <source>Import &amp;Cluster from kubectl…</source>
        <translation>从 kubectl 导入集群(&amp;C)…</translation>
    </message>
    <message>
        <source>Replace the nodes and pods with those of `kubectl get nodes,pods -o yaml` output</source>
        <translation>用 `kubectl get nodes,pods -o yaml` 输出中的节点和 Pod 替换现有的节点和 Pod</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <source>Export profiles as KubeSchedulerConfiguration, Policy or Volcano configuration</source>
        <translation>将配置导出为 KubeSchedulerConfiguration、Policy 或 Volcano 配置</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Close the window</source>
        <translation>关闭窗口</translation>
    </message>
    <message>
        <source>&amp;About Binpack Studio</source>
        <translation>关于装箱工作室(&amp;A)</translation>
    </message>
    <message>
        <source>Version and licence</source>
        <translation>版本与许可证</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>Undo the last edit</source>
        <translation>撤销上一次编辑</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Redo the last undone edit</source>
        <translation>重做上一次撤销的编辑</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>Open E&amp;xample</source>
        <translation>打开示例(&amp;X)</translation>
    </message>
    <message>
        <source>Open the bundled example %1 as a new workspace</source>
        <translation>以新工作区打开内置示例 %1</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Profile</source>
        <translation>配置(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Add Profile</source>
        <translation>添加配置(&amp;A)</translation>
    </message>
    <message>
        <source>Add a kube-scheduler profile</source>
        <translation>添加一个 kube-scheduler 配置</translation>
    </message>
    <message>
        <source>&amp;Duplicate Profile</source>
        <translation>复制配置(&amp;D)</translation>
    </message>
    <message>
        <source>Duplicate the current profile</source>
        <translation>复制当前配置</translation>
    </message>
    <message>
        <source>&amp;Rename Profile</source>
        <translation>重命名配置(&amp;R)</translation>
    </message>
    <message>
        <source>Rename the current profile</source>
        <translation>重命名当前配置</translation>
    </message>
    <message>
        <source>De&amp;lete Profile</source>
        <translation>删除配置(&amp;L)</translation>
    </message>
    <message>
        <source>Delete the current profile</source>
        <translation>删除当前配置</translation>
    </message>
    <message>
        <source>&amp;Nodes</source>
        <translation>节点(&amp;N)</translation>
    </message>
    <message>
        <source>P&amp;ods</source>
        <translation>Pod(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>Use the %1 palette</source>
        <translation>使用 %1 调色板</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>System</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Show the window in this language (from the next start)</source>
        <translation>以此语言显示窗口（下次启动时生效）</translation>
    </message>
    <message>
        <source>The language changes the next time Binpack Studio starts.</source>
        <translation>语言将在装箱工作室下次启动时更改。</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>Show or hide the tool bar</source>
        <translation>显示或隐藏工具栏</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>清除列表(&amp;C)</translation>
    </message>
    <message>
        <source>Forget the recently opened files</source>
        <translation>清除最近打开的文件记录</translation>
    </message>
    <message>
        <source>%1[*] — Binpack Studio</source>
        <translation>%1[*] — 装箱工作室</translation>
    </message>
    <message>
        <source>About Binpack Studio</source>
        <translation>关于装箱工作室</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Binpack Studio %1&lt;/h3&gt;&lt;p&gt;Designs Kubernetes node-scoring profiles: NodeResourcesFit, BalancedAllocation and Volcano binpack, scored as the schedulers score.&lt;/p&gt;&lt;p&gt;GNU General Public License, version 3 or later (GPL-3.0-or-later).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;装箱工作室 %1&lt;/h3&gt;&lt;p&gt;设计 Kubernetes 节点打分配置：NodeResourcesFit、BalancedAllocation 和 Volcano binpack，按调度器的方式打分。&lt;/p&gt;&lt;p&gt;GNU 通用公共许可证第 3 版或更高版本（GPL-3.0-or-later）。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>重置布局(&amp;R)</translation>
    </message>
    <message>
        <source>Put every panel back where a first start puts it, sized for this window</source>
        <translation>将所有面板放回首次启动时的位置，并按当前窗口大小调整</translation>
    </message>
    <message>
        <source>Cannot Export</source>
        <translation>无法导出</translation>
    </message>
    <message>
        <source>&amp;Undo Typing</source>
        <translation>撤销输入(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销 %1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo Typing</source>
        <translation>重做输入(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做 %1(&amp;R)</translation>
    </message>
    <message>
        <source>There is no profile. Add one in the Profiles panel to draw a shape.</source>
        <translation>没有配置文件。请在“配置”面板中添加一个，以绘制形状。</translation>
    </message>
    <message>
        <source>Volcano&apos;s binpack plugin has no shape: it weighs each resource&apos;s use after the pod. The shape belongs to kube-scheduler&apos;s RequestedToCapacityRatio.</source>
        <translation>Volcano 的 binpack 插件没有形状：它按放入 Pod 后各资源的使用率加权打分。形状属于 kube-scheduler 的 RequestedToCapacityRatio。</translation>
    </message>
    <message>
        <source>NodeResourcesFit is off in this profile, so no shape applies.</source>
        <translation>此配置文件关闭了 NodeResourcesFit，因此不适用任何形状。</translation>
    </message>
    <message>
        <source>This profile&apos;s scoring strategy is not valid (see Messages), so no shape applies.</source>
        <translation>此配置文件的打分策略无效（见“消息”），因此不适用任何形状。</translation>
    </message>
    <message>
        <source>This profile scores with %1, which has no shape. Choose RequestedToCapacityRatio as its strategy in the Profiles panel to draw one.</source>
        <translation>此配置文件使用 %1 打分，它没有形状。请在“配置”面板中将其策略设为 RequestedToCapacityRatio 以绘制形状。</translation>
    </message>
    <message>
        <source>Add Profile from &amp;Preset</source>
        <translation>从预设添加配置(&amp;P)</translation>
    </message>
</context>
<context>
    <name>bp::ui::NodePanel</name>
    <message>
        <source>Nodes: double-click or F2 to edit a name or an allocatable amount; click a header to sort.</source>
        <translation>节点：双击或按 F2 编辑名称或可分配量；点击表头可排序。</translation>
    </message>
    <message>
        <source>Filter nodes…</source>
        <translation>筛选节点…</translation>
    </message>
    <message>
        <source>Show only the nodes whose name contains this text</source>
        <translation>只显示名称包含此文本的节点</translation>
    </message>
    <message>
        <source>&amp;Add Node</source>
        <translation>添加节点(&amp;A)</translation>
    </message>
    <message>
        <source>Add a node with 4 cpu, 16Gi memory and 110 pods</source>
        <translation>添加一个具有 4 个 cpu、16Gi memory 和 110 个 pods 的节点</translation>
    </message>
    <message>
        <source>&amp;Duplicate Node</source>
        <translation>复制节点(&amp;D)</translation>
    </message>
    <message>
        <source>Add a copy of the selected node</source>
        <translation>添加所选节点的副本</translation>
    </message>
    <message>
        <source>Duplicate Node ×&amp;N…</source>
        <translation>复制节点 ×N(&amp;N)…</translation>
    </message>
    <message>
        <source>Add several copies of the selected node</source>
        <translation>添加所选节点的多个副本</translation>
    </message>
    <message>
        <source>Node &amp;Pool…</source>
        <translation>节点池(&amp;P)…</translation>
    </message>
    <message>
        <source>Create a pool of nodes from a template</source>
        <translation>以模板创建一组节点</translation>
    </message>
    <message>
        <source>Set &amp;Resource…</source>
        <translation>设置资源(&amp;R)…</translation>
    </message>
    <message>
        <source>Set an allocatable resource (e.g. nvidia.com/gpu) on the selected nodes</source>
        <translation>在所选节点上设置一种可分配资源（例如 nvidia.com/gpu）</translation>
    </message>
    <message>
        <source>De&amp;lete Nodes</source>
        <translation>删除节点(&amp;L)</translation>
    </message>
    <message>
        <source>Delete the selected nodes and the pods bound to them</source>
        <translation>删除所选节点及绑定到这些节点的 Pod</translation>
    </message>
    <message>
        <source>Requests cannot be counted: %1</source>
        <translation>无法统计请求：%1</translation>
    </message>
    <message>
        <source>Duplicate Node</source>
        <translation>复制节点</translation>
    </message>
    <message>
        <source>Copies of %1:</source>
        <translation>%1 的副本数：</translation>
    </message>
    <message numerus="yes">
        <source>Set %1 to %2 on %n node(s)</source>
        <translation>
            <numerusform>在 %n 个节点上将 %1 设为 %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove %1 from %n node(s)</source>
        <translation>
            <numerusform>从 %n 个节点上移除 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Node P&amp;rices…</source>
        <translation>节点价格(&amp;R)…</translation>
    </message>
    <message>
        <source>What each node costs per hour, by a node label: the Compare view&apos;s scale-down analysis shows the cost</source>
        <translation>按节点标签设置每个节点每小时的价格：对比视图的缩容分析会显示成本</translation>
    </message>
    <message>
        <source>Edit Node Prices</source>
        <translation>编辑节点价格</translation>
    </message>
    <message>
        <source>Remove Node Prices</source>
        <translation>删除节点价格</translation>
    </message>
</context>
<context>
    <name>bp::ui::NodePoolDialog</name>
    <message>
        <source>Create a Node Pool</source>
        <translation>创建节点池</translation>
    </message>
    <message>
        <source>The node whose allocatable and labels the new nodes copy</source>
        <translation>新节点复制其可分配量和标签的节点</translation>
    </message>
    <message>
        <source>(custom)</source>
        <translation>（自定义）</translation>
    </message>
    <message>
        <source>The new nodes are named &lt;prefix&gt;-1, &lt;prefix&gt;-2, … and labelled pool=&lt;prefix&gt;</source>
        <translation>新节点命名为 &lt;前缀&gt;-1、&lt;前缀&gt;-2、…，并带有标签 pool=&lt;前缀&gt;</translation>
    </message>
    <message>
        <source>How many nodes to create</source>
        <translation>要创建的节点数</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>资源</translation>
    </message>
    <message>
        <source>Allocatable</source>
        <translation>可分配</translation>
    </message>
    <message>
        <source>What each new node offers; edit a cell to change it, clear a quantity to leave the resource out, use the last row to add one.</source>
        <translation>每个新节点提供的资源；编辑单元格可修改，清空数量则不包含该资源，使用最后一行可添加资源。</translation>
    </message>
    <message>
        <source>Labels of the new nodes, key=value separated by commas</source>
        <translation>新节点的标签，key=value，以逗号分隔</translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation>创建(&amp;C)</translation>
    </message>
    <message>
        <source>Create the nodes (one undo step)</source>
        <translation>创建节点（一次撤销即可还原）</translation>
    </message>
    <message>
        <source>Close without creating nodes</source>
        <translation>关闭且不创建节点</translation>
    </message>
    <message>
        <source>&amp;Template:</source>
        <translation>模板(&amp;T)：</translation>
    </message>
    <message>
        <source>Name &amp;prefix:</source>
        <translation>名称前缀(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Count:</source>
        <translation>数量(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Allocatable:</source>
        <translation>可分配(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Labels:</source>
        <translation>标签(&amp;L)：</translation>
    </message>
    <message>
        <source>The pool needs a name prefix.</source>
        <translation>节点池需要名称前缀。</translation>
    </message>
    <message>
        <source>Row %1: the quantity %2 has no resource name.</source>
        <translation>第 %1 行：数量 %2 没有资源名称。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: an allocatable amount cannot be negative</source>
        <translation>%1：可分配量不能为负数</translation>
    </message>
    <message>
        <source>Taints of the new nodes, key=value:Effect separated by commas (NoSchedule, PreferNoSchedule or NoExecute), as kubectl taint writes them</source>
        <translation>新节点的污点，写作 key=value:Effect，用逗号分隔（NoSchedule、PreferNoSchedule 或 NoExecute），与 kubectl taint 的写法相同</translation>
    </message>
    <message>
        <source>T&amp;aints:</source>
        <translation>污点(&amp;A)：</translation>
    </message>
    <message>
        <source>Labels: %1</source>
        <translation>标签：%1</translation>
    </message>
    <message>
        <source>Taints: %1</source>
        <translation>污点：%1</translation>
    </message>
</context>
<context>
    <name>bp::ui::NodeTableModel</name>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>%1 allocatable</source>
        <translation>%1 可分配</translation>
    </message>
    <message>
        <source>%1 requested</source>
        <translation>%1 已请求</translation>
    </message>
    <message>
        <source>%1 used</source>
        <translation>%1 利用率</translation>
    </message>
    <message>
        <source>The node&apos;s name; double-click to rename it (its bound pods follow).</source>
        <translation>节点名称；双击可重命名（绑定的 Pod 会随之更新）。</translation>
    </message>
    <message>
        <source>What the node offers of %1 (status.allocatable); double-click to edit. Empty: the node has none.</source>
        <translation>节点提供的 %1（status.allocatable）；双击可编辑。留空：节点没有此资源。</translation>
    </message>
    <message>
        <source>The sum of the %1 requests of the pods bound to the node, as the scheduler counts them.</source>
        <translation>绑定到该节点的 Pod 对 %1 的请求总和，按调度器的方式计算。</translation>
    </message>
    <message>
        <source>%1 requested ÷ allocatable.</source>
        <translation>%1 已请求 ÷ 可分配。</translation>
    </message>
    <message>
        <source>%1 (no labels)</source>
        <translation>%1（无标签）</translation>
    </message>
    <message>
        <source>%1
labels: %2</source>
        <translation>%1
标签：%2</translation>
    </message>
    <message>
        <source>No pods entry: the kubelet&apos;s default of 110 pods applies.</source>
        <translation>没有 pods 条目：使用 kubelet 的默认值 110 个 Pod。</translation>
    </message>
    <message>
        <source>%1 has no %2.</source>
        <translation>%1 没有 %2。</translation>
    </message>
    <message>
        <source>%1 allocatable on %2: %3</source>
        <translation>%2 上可分配的 %1：%3</translation>
    </message>
    <message>
        <source>Cannot count the requests: %1</source>
        <translation>无法统计请求：%1</translation>
    </message>
    <message>
        <source>%1 of %2 requested by the pods bound to %3</source>
        <translation>绑定到 %3 的 Pod 请求了 %2 中的 %1</translation>
    </message>
    <message>
        <source>none allocatable</source>
        <translation>无可分配量</translation>
    </message>
    <message>
        <source>%1 has no %2 allocatable.</source>
        <translation>%1 没有可分配的 %2。</translation>
    </message>
    <message>
        <source>%1: %2 of %3 %4 requested (%5 %)</source>
        <translation>%1：已请求 %3 %4 中的 %2（%5 %）</translation>
    </message>
    <message>
        <source>No such cell.</source>
        <translation>没有这个单元格。</translation>
    </message>
    <message>
        <source>%1: an allocatable amount cannot be negative</source>
        <translation>%1：可分配量不能为负数</translation>
    </message>
    <message>
        <source>This column is computed from the pods; it cannot be edited.</source>
        <translation>此列根据 Pod 计算得出，不能编辑。</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Taints</source>
        <translation>污点</translation>
    </message>
    <message>
        <source>Cordoned</source>
        <translation>已封锁</translation>
    </message>
    <message>
        <source>The node&apos;s labels, written key=value, key=value; pods select nodes by them (nodeSelector, node affinity). Double-click to edit.</source>
        <translation>节点的标签，写作 key=value, key=value；Pod 按标签选择节点（nodeSelector、节点亲和性）。双击可编辑。</translation>
    </message>
    <message>
        <source>The node&apos;s taints, written key=value:Effect, as kubectl taint writes them. NoSchedule and NoExecute keep off every pod that does not tolerate them. Double-click to edit.</source>
        <translation>节点的污点，写作 key=value:Effect，与 kubectl taint 的写法相同。NoSchedule 和 NoExecute 会挡住所有不容忍它们的 Pod。双击可编辑。</translation>
    </message>
    <message>
        <source>Cordoned (spec.unschedulable): no new pod is placed here unless it tolerates node.kubernetes.io/unschedulable; the pods bound here stay.</source>
        <translation>已封锁（spec.unschedulable）：除非容忍 node.kubernetes.io/unschedulable，否则不会有新 Pod 放到这里；已绑定的 Pod 保留。</translation>
    </message>
    <message>
        <source>%1 has no labels.</source>
        <translation>%1 没有标签。</translation>
    </message>
    <message>
        <source>%1 has no taints.</source>
        <translation>%1 没有污点。</translation>
    </message>
    <message>
        <source>Labels of %1: %2</source>
        <translation>%1 的标签：%2</translation>
    </message>
    <message>
        <source>Taints of %1: %2</source>
        <translation>%1 的污点：%2</translation>
    </message>
    <message>
        <source>%1 is cordoned: new pods are not placed on it.</source>
        <translation>%1 已封锁：新 Pod 不会放到它上面。</translation>
    </message>
    <message>
        <source>%1 takes new pods.</source>
        <translation>%1 接收新 Pod。</translation>
    </message>
</context>
<context>
    <name>bp::ui::NodeWindow</name>
    <message>
        <source>S&amp;how</source>
        <translation>显示(&amp;H)</translation>
    </message>
    <message>
        <source> nodes</source>
        <translation> 个节点</translation>
    </message>
    <message>
        <source>How many nodes the chart shows at once; scroll to see the others.</source>
        <translation>图表一次显示的节点数；滚动可查看其他节点。</translation>
    </message>
    <message>
        <source>Scroll through the nodes.</source>
        <translation>滚动浏览节点。</translation>
    </message>
    <message>
        <source>Nodes shown</source>
        <translation>显示的节点</translation>
    </message>
    <message>
        <source>no nodes</source>
        <translation>没有节点</translation>
    </message>
    <message>
        <source>%1–%2 of %3</source>
        <translation>第 %1–%2 个，共 %3 个</translation>
    </message>
</context>
<context>
    <name>bp::ui::NumbersHelpDialog</name>
    <message>
        <source>What Do These Numbers Mean?</source>
        <translation>这些数字是什么意思？</translation>
    </message>
    <message>
        <source>Select a node in the score view to see its score computed step by step.</source>
        <translation>在分数视图中选择一个节点，即可查看其分数的逐步计算过程。</translation>
    </message>
    <message>
        <source>How node %1 gets its score, step by step:</source>
        <translation>节点 %1 的分数是如何逐步算出的：</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Scores&lt;/h3&gt;&lt;p&gt;For every pending pod the scheduler first &lt;b&gt;filters&lt;/b&gt; the nodes: a node where the pod&apos;s requests do not fit into what is left of its &lt;b&gt;allocatable&lt;/b&gt; resources is not a candidate. Every remaining node is then &lt;b&gt;scored&lt;/b&gt; by each enabled plugin, and the pod goes to the node with the highest &lt;b&gt;total&lt;/b&gt;; equal totals are broken at random.&lt;/p&gt;&lt;h3&gt;kube-scheduler&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;NodeResourcesFit&lt;/b&gt; scores 0 to 100 from the node&apos;s &lt;b&gt;utilization&lt;/b&gt; (requested ÷ allocatable, with the pod) of each listed resource: &lt;i&gt;LeastAllocated&lt;/i&gt; prefers empty nodes (spreading), &lt;i&gt;MostAllocated&lt;/i&gt; full ones (bin packing), &lt;i&gt;RequestedToCapacityRatio&lt;/i&gt; follows the &lt;b&gt;shape&lt;/b&gt; you draw, from utilization 0–100 to score 0–10 (scaled to 0–100). The resource scores are averaged with their &lt;b&gt;weights&lt;/b&gt;.&lt;/li&gt;&lt;li&gt;&lt;b&gt;NodeResourcesBalancedAllocation&lt;/b&gt; scores 0 to 100 by how evenly the resources are used: 100 when cpu and memory are used in the same proportion.&lt;/li&gt;&lt;li&gt;The &lt;b&gt;total&lt;/b&gt; is Σ plugin score × plugin weight. Before Kubernetes 1.17 scores ran from 0 to 10.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Volcano binpack&lt;/h3&gt;&lt;p&gt;Each requested resource contributes (used + requested) ÷ allocatable × its weight; the sum is divided by the sum of the weights and multiplied by 100 × binpack.weight. Scores are not rounded, so values such as 437.5 are exact.&lt;/p&gt;&lt;h3&gt;Units&lt;/h3&gt;&lt;p&gt;cpu is counted in millicores (1 = 1000m), memory and other resources in bytes or units. A container that requests no cpu or memory counts as 100m and 200Mi when nodes are scored (the scheduler&apos;s non-zero defaults), but not when they are filtered.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;分数&lt;/h3&gt;&lt;p&gt;对于每个待调度的 Pod，调度器首先&lt;b&gt;过滤&lt;/b&gt;节点：如果 Pod 的请求超出节点剩余的&lt;b&gt;可分配&lt;/b&gt;资源，该节点就不是候选节点。随后每个启用的插件为其余节点&lt;b&gt;打分&lt;/b&gt;，Pod 被调度到&lt;b&gt;总分&lt;/b&gt;最高的节点；总分相同时随机选择。&lt;/p&gt;&lt;h3&gt;kube-scheduler&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;NodeResourcesFit&lt;/b&gt; 根据每种所列资源的&lt;b&gt;利用率&lt;/b&gt;（已请求 ÷ 可分配，含该 Pod）打出 0 到 100 分：&lt;i&gt;LeastAllocated&lt;/i&gt; 偏好空闲节点（分散），&lt;i&gt;MostAllocated&lt;/i&gt; 偏好已满的节点（装箱），&lt;i&gt;RequestedToCapacityRatio&lt;/i&gt; 按您绘制的&lt;b&gt;形状曲线&lt;/b&gt;将利用率 0–100 映射为分数 0–10（再放大到 0–100）。各资源的分数按其&lt;b&gt;权重&lt;/b&gt;加权平均。&lt;/li&gt;&lt;li&gt;&lt;b&gt;NodeResourcesBalancedAllocation&lt;/b&gt; 根据资源使用的均衡程度打出 0 到 100 分：cpu 与 memory 的使用比例相同时为 100 分。&lt;/li&gt;&lt;li&gt;&lt;b&gt;总分&lt;/b&gt;为 Σ 插件分数 × 插件权重。Kubernetes 1.17 之前，分数范围为 0 到 10。&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Volcano binpack&lt;/h3&gt;&lt;p&gt;每种被请求的资源贡献 (已使用 + 请求) ÷ 可分配 × 其权重；总和除以权重之和，再乘以 100 × binpack.weight。分数不做取整，因此 437.5 这样的值是精确的。&lt;/p&gt;&lt;h3&gt;单位&lt;/h3&gt;&lt;p&gt;cpu 以毫核计（1 = 1000m），memory 及其他资源以字节或个数计。未请求 cpu 或 memory 的容器在打分时按 100m 和 200Mi 计算（调度器的非零默认值），但过滤时不计。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>bp::ui::PackingPanel</name>
    <message>
        <source>Why doesn&apos;t this pack?</source>
        <translation>为什么没有装箱？</translation>
    </message>
    <message>
        <source>Apply &amp;All</source>
        <translation>全部应用(&amp;A)</translation>
    </message>
    <message>
        <source>Apply every fix to the current profile as one undoable edit.</source>
        <translation>把所有修正作为一次可撤销的编辑应用到当前配置。</translation>
    </message>
    <message>
        <source>Nothing scored yet.</source>
        <translation>尚未打分。</translation>
    </message>
    <message>
        <source>%1 goes to %2, a node packing would pick too: nothing pulls it away from the fullest node.</source>
        <translation>%1 放到 %2，装箱也会选这个节点：没有插件把它从最满的节点拉开。</translation>
    </message>
    <message>
        <source>%1 goes to %2 (total %3); packing would put it on %4, the fullest feasible node (total %5).</source>
        <translation>%1 放到 %2（总分 %3）；装箱会把它放到 %4，即最满的可行节点（总分 %5）。</translation>
    </message>
    <message>
        <source>The queue uses %1 nodes under this profile and %2 with every fix below.</source>
        <translation>队列在此配置下使用 %1 个节点，应用下面全部修正后使用 %2 个。</translation>
    </message>
    <message>
        <source>%1 adds %2 points more to %3 than to %4 (%5 against %6)</source>
        <translation>%1 给 %3 比给 %4 多加 %2 分（%5 对 %6）</translation>
    </message>
    <message>
        <source>%1 adds %2 points more to %4 than to %3 (%6 against %5)</source>
        <translation>%1 给 %4 比给 %3 多加 %2 分（%6 对 %5）</translation>
    </message>
    <message>
        <source>Edit the current profile: %1 (undoable).</source>
        <translation>编辑当前配置：%1（可撤销）。</translation>
    </message>
    <message>
        <source>The pod fits on no node: there is no choice to compare with packing.</source>
        <translation>该 Pod 放不进任何节点：没有可与装箱比较的选择。</translation>
    </message>
</context>
<context>
    <name>bp::ui::PlacementView</name>
    <message>
        <source>&amp;Resource</source>
        <translation>资源(&amp;R)</translation>
    </message>
    <message>
        <source>The resource whose use the bars show, as a share of each node&apos;s allocatable.</source>
        <translation>柱形所示资源的使用量，占每个节点可分配量的比例。</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>步骤(&amp;S)</translation>
    </message>
    <message>
        <source>Walk through the placements one pod at a time (arrow keys move by one).</source>
        <translation>逐个 Pod 浏览放置过程（方向键每次移动一步）。</translation>
    </message>
    <message>
        <source>The number of pending pods placed so far; 0 shows only the pods already bound.</source>
        <translation>目前已放置的待调度 Pod 数量；0 表示只显示已绑定的 Pod。</translation>
    </message>
    <message>
        <source>Undo the last placement (previous step).</source>
        <translation>撤回上一次放置（上一步）。</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>上一步</translation>
    </message>
    <message>
        <source>Place the next pending pod (next step).</source>
        <translation>放置下一个待调度 Pod（下一步）。</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Each node&apos;s use of the chosen resource, one colour per pod template. Hover a bar for the pods on it; click it to score that node.</source>
        <translation>每个节点对所选资源的使用量，每个 Pod 模板一种颜色。将鼠标悬停在柱形上可查看其中的 Pod；点击可为该节点打分。</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>资源</translation>
    </message>
    <message>
        <source>Requested</source>
        <translation>已请求</translation>
    </message>
    <message>
        <source>Allocatable</source>
        <translation>可分配</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>平均值</translation>
    </message>
    <message>
        <source>Std dev</source>
        <translation>标准差</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>最小值</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>最大值</translation>
    </message>
    <message>
        <source>Stranded</source>
        <translation>搁浅</translation>
    </message>
    <message>
        <source>Utilization over the nodes with allocatable. Stranded: capacity left free on nodes where the largest pending pod shape no longer fits.</source>
        <translation>有可分配量的节点上的利用率。搁浅：在已放不下最大待调度 Pod 形态的节点上剩余的空闲容量。</translation>
    </message>
    <message>
        <source>The pods that could not be placed up to this step, with the scheduler&apos;s reason.</source>
        <translation>截至此步无法放置的 Pod，以及调度器给出的原因。</translation>
    </message>
    <message>
        <source>The run&apos;s metrics at this step.</source>
        <translation>此步时的运行指标。</translation>
    </message>
    <message>
        <source>No simulation yet.</source>
        <translation>尚未模拟。</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <source>%1: only the pods already bound to nodes.</source>
        <translation>%1：只有已绑定到节点的 Pod。</translation>
    </message>
    <message>
        <source>%1: %2 could not be placed. %3</source>
        <translation>%1：%2 无法放置。%3</translation>
    </message>
    <message>
        <source>%1: %2 → %3 (score %4)</source>
        <translation>%1：%2 → %3（分数 %4）</translation>
    </message>
    <message>
        <source>Other pods</source>
        <translation>其他 Pod</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n pod(s), %2 (%3)</source>
        <translation>
            <numerusform>%1：%n 个 Pod，%2（%3）</numerusform>
        </translation>
    </message>
    <message>
        <source>Requested %1 of %2 allocatable (%3)</source>
        <translation>已请求 %2 可分配量中的 %1（%3）</translation>
    </message>
    <message numerus="yes">
        <source>%n pod(s) on the node</source>
        <translation>
            <numerusform>节点上有 %n 个 Pod</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Unschedulable pods</source>
        <translation>无法调度的 Pod(&amp;U)</translation>
    </message>
    <message>
        <source>Scheduled %1, unschedulable %2 · nodes used %3, empty nodes %4</source>
        <translation>已调度 %1，无法调度 %2 · 使用的节点 %3，空节点 %4</translation>
    </message>
    <message>
        <source>Stranded: capacity left free on nodes where the largest pending pod shape (%1) no longer fits.</source>
        <translation>搁浅：在已放不下最大待调度 Pod 形态（%1）的节点上剩余的空闲容量。</translation>
    </message>
    <message>
        <source>&amp;Unschedulable pods (%1)</source>
        <translation>无法调度的 Pod(&amp;U)（%1）</translation>
    </message>
    <message>
        <source>Nothing to simulate.</source>
        <translation>没有可模拟的内容。</translation>
    </message>
</context>
<context>
    <name>bp::ui::PodPanel</name>
    <message>
        <source>Pods in file order: bound pods are counted on their node, pending pods are scheduled in this order. Selecting a pending pod scores it.</source>
        <translation>按文件顺序排列的 Pod：已绑定的 Pod 计入其节点，待调度的 Pod 按此顺序调度。选择一个待调度的 Pod 即为其打分。</translation>
    </message>
    <message>
        <source>The selected pod&apos;s containers and init containers with their requests</source>
        <translation>所选 Pod 的容器和 Init 容器及其请求</translation>
    </message>
    <message>
        <source>Which pods to list: all, the pending queue, the bound ones, or those on one node</source>
        <translation>要列出哪些 Pod：全部、待调度队列、已绑定的，或某个节点上的</translation>
    </message>
    <message>
        <source>&amp;Add Pod</source>
        <translation>添加 Pod(&amp;A)</translation>
    </message>
    <message>
        <source>Add a pending pod requesting 1 cpu and 1Gi memory</source>
        <translation>添加一个请求 1 个 cpu 和 1Gi memory 的待调度 Pod</translation>
    </message>
    <message>
        <source>&amp;Duplicate Pod</source>
        <translation>复制 Pod(&amp;D)</translation>
    </message>
    <message>
        <source>Add a copy of the selected pod</source>
        <translation>添加所选 Pod 的副本</translation>
    </message>
    <message>
        <source>Duplicate Pod ×&amp;N…</source>
        <translation>复制 Pod ×N(&amp;N)…</translation>
    </message>
    <message>
        <source>Add several copies of the selected pod</source>
        <translation>添加所选 Pod 的多个副本</translation>
    </message>
    <message>
        <source>De&amp;lete Pods</source>
        <translation>删除 Pod(&amp;L)</translation>
    </message>
    <message>
        <source>Delete the selected pods</source>
        <translation>删除所选 Pod</translation>
    </message>
    <message>
        <source>Add &amp;Container</source>
        <translation>添加容器(&amp;C)</translation>
    </message>
    <message>
        <source>Add a container to the selected pod</source>
        <translation>为所选 Pod 添加一个容器</translation>
    </message>
    <message>
        <source>Add &amp;Init Container</source>
        <translation>添加 Init 容器(&amp;I)</translation>
    </message>
    <message>
        <source>Add an init container to the selected pod</source>
        <translation>为所选 Pod 添加一个 Init 容器</translation>
    </message>
    <message>
        <source>&amp;Remove Container</source>
        <translation>移除容器(&amp;R)</translation>
    </message>
    <message>
        <source>Remove the selected container</source>
        <translation>移除所选容器</translation>
    </message>
    <message>
        <source>Containers of the selected pod:</source>
        <translation>所选 Pod 的容器：</translation>
    </message>
    <message>
        <source>All pods</source>
        <translation>所有 Pod</translation>
    </message>
    <message>
        <source>Pending queue</source>
        <translation>待调度队列</translation>
    </message>
    <message>
        <source>Bound pods</source>
        <translation>已绑定的 Pod</translation>
    </message>
    <message>
        <source>On %1</source>
        <translation>在 %1 上</translation>
    </message>
    <message>
        <source>Duplicate Pod</source>
        <translation>复制 Pod</translation>
    </message>
    <message>
        <source>Copies of %1:</source>
        <translation>%1 的副本数：</translation>
    </message>
    <message>
        <source>&amp;Generate Workload…</source>
        <translation>生成工作负载(&amp;G)…</translation>
    </message>
    <message>
        <source>Generate pending pods from a mix of pod shapes with fixed or random sizes (replacing or after the pending pods)</source>
        <translation>由多种固定或随机大小的 Pod 形态生成待调度 Pod（替换现有待调度 Pod 或追加在其后）</translation>
    </message>
    <message>
        <source>Edit &amp;Placement…</source>
        <translation>编辑放置约束(&amp;P)…</translation>
    </message>
    <message>
        <source>Edit the selected pod&apos;s nodeSelector, tolerations, affinity and topology spread constraints</source>
        <translation>编辑所选 Pod 的 nodeSelector、容忍度、亲和性和拓扑分布约束</translation>
    </message>
    <message>
        <source>Filter by name, namespace, label…</source>
        <translation>按名称、命名空间、标签筛选…</translation>
    </message>
    <message>
        <source>Show only the pods whose name, namespace or labels contain this text, e.g. web, kube-system or app=web</source>
        <translation>只显示名称、命名空间或标签包含此文本的 Pod，例如 web、kube-system 或 app=web</translation>
    </message>
    <message>
        <source>Name, namespace, label…</source>
        <translation>名称、命名空间、标签…</translation>
    </message>
    <message>
        <source>Filter pods…</source>
        <translation>筛选 Pod…</translation>
    </message>
</context>
<context>
    <name>bp::ui::PodPlacementDialog</name>
    <message>
        <source>Placement of %1</source>
        <translation>%1 的放置约束</translation>
    </message>
    <message>
        <source>The pod&apos;s placement constraints in YAML, keyed as in the workspace file</source>
        <translation>Pod 的放置约束（YAML），键名与工作区文件相同</translation>
    </message>
    <message>
        <source>Set these constraints on the pod (one undo step)</source>
        <translation>为该 Pod 设置这些约束（一个撤销步骤）</translation>
    </message>
    <message>
        <source>Close without changing the pod</source>
        <translation>关闭，不修改该 Pod</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>第 %1 行，第 %2 列：%3</translation>
    </message>
    <message>
        <source>No constraints: the pod may run on any node that has room.</source>
        <translation>没有约束：该 Pod 可以运行在任何有空间的节点上。</translation>
    </message>
    <message>
        <source>Reads as: %1</source>
        <translation>解读为：%1</translation>
    </message>
    <message>
        <source>1 toleration</source>
        <translation>1 个容忍度</translation>
    </message>
    <message>
        <source>%1 tolerations</source>
        <translation>%1 个容忍度</translation>
    </message>
    <message>
        <source>required node affinity</source>
        <translation>必需的节点亲和性</translation>
    </message>
    <message>
        <source>spread over %1, maxSkew %2 (ScheduleAnyway: scores only)</source>
        <translation>按 %1 分布，maxSkew %2（ScheduleAnyway：仅影响打分）</translation>
    </message>
    <message>
        <source>spread over %1, maxSkew %2</source>
        <translation>按 %1 分布，maxSkew %2</translation>
    </message>
    <message>
        <source>no pods</source>
        <translation>无 Pod</translation>
    </message>
    <message>
        <source>every pod</source>
        <translation>所有 Pod</translation>
    </message>
    <message>
        <source>1 preferred node affinity</source>
        <translation>1 个偏好节点亲和性</translation>
    </message>
    <message>
        <source>%1 preferred node affinities</source>
        <translation>%1 个偏好节点亲和性</translation>
    </message>
    <message>
        <source>anti-affinity to %1 by %2</source>
        <translation>按 %2 与 %1 反亲和</translation>
    </message>
    <message>
        <source>affinity to %1 by %2</source>
        <translation>按 %2 与 %1 亲和</translation>
    </message>
    <message>
        <source>preferred anti-affinity to %1 by %2 (weight %3)</source>
        <translation>偏好按 %2 与 %1 反亲和（权重 %3）</translation>
    </message>
    <message>
        <source>preferred affinity to %1 by %2 (weight %3)</source>
        <translation>偏好按 %2 与 %1 亲和（权重 %3）</translation>
    </message>
    <message>
        <source>Where %1 may run, as its pod spec says it: nodeSelector, tolerations, affinity (nodeAffinity, podAffinity and podAntiAffinity) and topologySpreadConstraints, in YAML. The API server&apos;s checks apply; empty text removes every constraint.</source>
        <translation>%1 可以运行在哪里，按其 Pod spec 的写法：nodeSelector、tolerations、affinity（nodeAffinity、podAffinity 和 podAntiAffinity）以及 topologySpreadConstraints，以 YAML 表示。适用 API 服务器的检查；清空文本即移除所有约束。</translation>
    </message>
</context>
<context>
    <name>bp::ui::PodTableModel</name>
    <message>
        <source>%1: a request cannot be negative</source>
        <translation>%1：请求不能为负数</translation>
    </message>
    <message>
        <source>No cpu request: the filter counts 0, scoring counts the scheduler&apos;s non-zero default of 100m.</source>
        <translation>没有 cpu 请求：过滤时计为 0，打分时按调度器的非零默认值 100m 计算。</translation>
    </message>
    <message>
        <source>No memory request: the filter counts 0, scoring counts the scheduler&apos;s non-zero default of 200Mi.</source>
        <translation>没有 memory 请求：过滤时计为 0，打分时按调度器的非零默认值 200Mi 计算。</translation>
    </message>
    <message>
        <source>No %1 request.</source>
        <translation>没有 %1 请求。</translation>
    </message>
    <message>
        <source>(pending)</source>
        <translation>（待调度）</translation>
    </message>
    <message>
        <source>Pod</source>
        <translation>Pod</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>副本数</translation>
    </message>
    <message>
        <source>%1 request</source>
        <translation>%1 请求</translation>
    </message>
    <message>
        <source>The pod&apos;s name; replicas are named name-0, name-1, …</source>
        <translation>Pod 的名称；各副本命名为 name-0、name-1、…</translation>
    </message>
    <message>
        <source>The node the pod is bound to (already counted there), or pending: scheduled in this order.</source>
        <translation>Pod 绑定的节点（已计入该节点），或待调度：按此顺序调度。</translation>
    </message>
    <message>
        <source>How many copies of this pod are queued.</source>
        <translation>此 Pod 排队的副本数。</translation>
    </message>
    <message>
        <source>What the pod requests of %1 as the scheduler counts it (containers, init containers, overhead). Editable here for a pod with one container; otherwise per container below.</source>
        <translation>该 Pod 对 %1 的请求，按调度器的方式计算（容器、Init 容器、开销）。只有一个容器的 Pod 可在此编辑；否则请在下方按容器编辑。</translation>
    </message>
    <message>
        <source>Bound to %1 and counted there.</source>
        <translation>已绑定到 %1 并计入该节点。</translation>
    </message>
    <message>
        <source>Pending: scheduled in file order.</source>
        <translation>待调度：按文件顺序调度。</translation>
    </message>
    <message>
        <source>%1 copies of %2</source>
        <translation>%2 的 %1 个副本</translation>
    </message>
    <message>
        <source>%1 in total over %2 containers and %3 init containers; edit them below.</source>
        <translation>共 %1，来自 %2 个容器和 %3 个 Init 容器；请在下方编辑。</translation>
    </message>
    <message>
        <source>%1 requests %2 of %3</source>
        <translation>%1 请求 %3 的 %2</translation>
    </message>
    <message>
        <source>No such cell.</source>
        <translation>没有这个单元格。</translation>
    </message>
    <message>
        <source>There is no node named %1.</source>
        <translation>没有名为 %1 的节点。</translation>
    </message>
    <message>
        <source>%1: replicas must be a whole number of at least 1</source>
        <translation>%1：副本数必须是不小于 1 的整数</translation>
    </message>
    <message>
        <source>%1: %2 replicas, %3 … %4</source>
        <translation>%1：%2 个副本，%3 … %4</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>放置约束</translation>
    </message>
    <message>
        <source>%1 has no placement constraints: it may run on any node with room. Double-click to add some.</source>
        <translation>%1 没有放置约束：它可以运行在任何有空间的节点上。双击可添加。</translation>
    </message>
    <message>
        <source>Placement of %1 (double-click to edit):
%2</source>
        <translation>%1 的放置约束（双击可编辑）：
%2</translation>
    </message>
    <message>
        <source>The pod&apos;s nodeSelector, tolerations, node and pod affinity and topology spread constraints: the nodes it may run on. Double-click to edit them.</source>
        <translation>Pod 的 nodeSelector、容忍度、节点和 Pod 亲和性以及拓扑分布约束：它可以运行在哪些节点上。双击即可编辑。</translation>
    </message>
    <message>
        <source>Namespace</source>
        <translation>命名空间</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>属主</translation>
    </message>
    <message>
        <source>The pod&apos;s namespace (metadata.namespace), a DNS-1123 label such as kube-system; empty: default, shown in grey. A pod affinity term without namespaces looks for pods in its own pod&apos;s namespace. Double-click to edit.</source>
        <translation>Pod 的命名空间（metadata.namespace），为 DNS-1123 标签，例如 kube-system；为空即 default，以灰色显示。未写 namespaces 的 Pod 亲和性条件在其所属 Pod 的命名空间中查找 Pod。双击即可编辑。</translation>
    </message>
    <message>
        <source>The pod&apos;s labels, written key=value, key=value; pod affinity and topology spread constraints select pods by them. Every replica has them. Double-click to edit.</source>
        <translation>Pod 的标签，写作 key=value, key=value；Pod 亲和性和拓扑分布约束按标签选择 Pod。每个副本都带有这些标签。双击即可编辑。</translation>
    </message>
    <message>
        <source>The pod&apos;s controller, from metadata.ownerReferences (the one with controller: true), written Kind/name, e.g. ReplicaSet/web-5d4f8; empty: none. Double-click to edit.</source>
        <translation>Pod 的控制器，取自 metadata.ownerReferences（controller: true 的那一项），写作 类型/名称，例如 ReplicaSet/web-5d4f8；为空表示没有。双击即可编辑。</translation>
    </message>
    <message>
        <source>%1 names no namespace: it is in default, where the API server puts it.</source>
        <translation>%1 未指定命名空间：它位于 default 中，API 服务器就是这样放置它的。</translation>
    </message>
    <message>
        <source>%1 is in namespace %2.</source>
        <translation>%1 位于命名空间 %2 中。</translation>
    </message>
    <message>
        <source>key=value, key=value</source>
        <translation>key=value, key=value</translation>
    </message>
    <message>
        <source>%1 has no labels.</source>
        <translation>%1 没有标签。</translation>
    </message>
    <message>
        <source>Labels of %1:
%2</source>
        <translation>%1 的标签：
%2</translation>
    </message>
    <message>
        <source>Kind/name, e.g. ReplicaSet/web-5d4f8</source>
        <translation>类型/名称，例如 ReplicaSet/web-5d4f8</translation>
    </message>
    <message>
        <source>%1 is controlled by the %2 %3.</source>
        <translation>%1 由 %2 %3 控制。</translation>
    </message>
    <message>
        <source>%1 has no controller.</source>
        <translation>%1 没有控制器。</translation>
    </message>
    <message>
        <source>The placement is edited in its dialog: double-click the cell.</source>
        <translation>放置约束在其对话框中编辑：请双击该单元格。</translation>
    </message>
</context>
<context>
    <name>bp::ui::PriceTableDialog</name>
    <message>
        <source>Node Prices</source>
        <translation>节点价格</translation>
    </message>
    <message>
        <source>What each node costs per hour, by the value of one node label. The Compare view&apos;s scale-down analysis turns these into a monthly cost (730 hours) before and after cluster-autoscaler removes nodes. Nothing is looked up: enter your own prices.</source>
        <translation>按某个节点标签的取值设置每个节点每小时的价格。对比视图的缩容分析会据此算出 cluster-autoscaler 移除节点前后的月成本（730 小时）。不会在网上查询任何价格：请填写你自己的价格。</translation>
    </message>
    <message>
        <source>The node label whose value picks the price, e.g. node.kubernetes.io/instance-type.</source>
        <translation>由其取值决定价格的节点标签，例如 node.kubernetes.io/instance-type。</translation>
    </message>
    <message>
        <source>Price by &amp;label:</source>
        <translation>按标签定价(&amp;L)：</translation>
    </message>
    <message>
        <source>e.g. USD</source>
        <translation>例如 USD</translation>
    </message>
    <message>
        <source>Shown with the amounts; at most %1 characters.</source>
        <translation>与金额一起显示；最多 %1 个字符。</translation>
    </message>
    <message>
        <source>&amp;Currency:</source>
        <translation>货币(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Other nodes:</source>
        <translation>其他节点(&amp;O)：</translation>
    </message>
    <message>
        <source>A price for nodes without the label or with a value the table does not list; without it such nodes have no price and are left out of the cost.</source>
        <translation>没有该标签或其取值不在表中的节点的价格；不设置时这些节点没有价格，不计入成本。</translation>
    </message>
    <message>
        <source> per hour</source>
        <translation> 每小时</translation>
    </message>
    <message>
        <source>Default:</source>
        <translation>默认：</translation>
    </message>
    <message>
        <source>Label value</source>
        <translation>标签取值</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <source>Price per hour</source>
        <translation>每小时价格</translation>
    </message>
    <message>
        <source>Every value of the label the nodes carry; type a price per node-hour, or leave it empty for the default.</source>
        <translation>节点上该标签的每个取值；输入每节点每小时的价格，留空则使用默认价格。</translation>
    </message>
    <message>
        <source>&amp;Remove Prices</source>
        <translation>删除价格(&amp;R)</translation>
    </message>
    <message>
        <source>Store no price table: the comparison shows no cost.</source>
        <translation>不保存价格表：对比中不显示成本。</translation>
    </message>
    <message>
        <source>Label: %1</source>
        <translation>标签：%1</translation>
    </message>
    <message>
        <source>The price of %1 is &quot;%2&quot;; expected a number from 0 to %3 per hour.</source>
        <translation>%1 的价格为“%2”；应为每小时 0 到 %3 之间的数字。</translation>
    </message>
    <message>
        <source>The cluster as priced: %1 per month (%2 of %3 nodes priced).</source>
        <translation>按此定价，集群每月 %1（%3 个节点中 %2 个有价格）。</translation>
    </message>
</context>
<context>
    <name>bp::ui::ProfileListModel</name>
    <message>
        <source>%1: kube-scheduler %2, %3</source>
        <translation>%1：kube-scheduler %2，%3</translation>
    </message>
    <message>
        <source>%1: Volcano %2 binpack</source>
        <translation>%1：Volcano %2 binpack</translation>
    </message>
</context>
<context>
    <name>bp::ui::ProfilePanel</name>
    <message>
        <source>The workspace&apos;s profiles; the current one is bold. Double-click or F2 to rename.</source>
        <translation>工作区中的配置；当前配置以粗体显示。双击或按 F2 可重命名。</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Add a kube-scheduler profile</source>
        <translation>添加一个 kube-scheduler 配置</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Duplicate the current profile</source>
        <translation>复制当前配置</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>重命名</translation>
    </message>
    <message>
        <source>Rename the current profile (F2)</source>
        <translation>重命名当前配置（F2）</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Delete the current profile (a workspace keeps at least one)</source>
        <translation>删除当前配置（工作区至少保留一个）</translation>
    </message>
    <message>
        <source>Which scheduler the profile is for: kube-scheduler&apos;s NodeResourcesFit and BalancedAllocation, or Volcano&apos;s binpack plugin.</source>
        <translation>配置所针对的调度器：kube-scheduler 的 NodeResourcesFit 和 BalancedAllocation，或 Volcano 的 binpack 插件。</translation>
    </message>
    <message>
        <source>kubernetesVersion: the release whose scoring arithmetic and configuration formats apply.</source>
        <translation>kubernetesVersion：适用其打分算法和配置格式的版本。</translation>
    </message>
    <message>
        <source>schedulerName: the name pods ask for in spec.schedulerName; empty means default-scheduler (volcano for Volcano).</source>
        <translation>schedulerName：Pod 在 spec.schedulerName 中指定的名称；留空表示 default-scheduler（Volcano 为 volcano）。</translation>
    </message>
    <message>
        <source>What the scheduler would say about this profile in its preferred export format.</source>
        <translation>调度器以其首选导出格式校验此配置的结果。</translation>
    </message>
    <message>
        <source>S&amp;cheduler:</source>
        <translation>调度器(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;kubernetesVersion:</source>
        <translation>&amp;kubernetesVersion：</translation>
    </message>
    <message>
        <source>scheduler&amp;Name:</source>
        <translation>scheduler&amp;Name：</translation>
    </message>
    <message>
        <source>&amp;Messages:</source>
        <translation>消息(&amp;M)：</translation>
    </message>
    <message>
        <source>%1 accepts this profile.</source>
        <translation>%1 接受此配置。</translation>
    </message>
    <message>
        <source>volcanoVersion: the Volcano release whose pod-request arithmetic applies (how init containers, sidecars, overhead and the pods count add up).</source>
        <translation>volcanoVersion：适用其 Pod 请求算法的 Volcano 版本（init 容器、边车容器、开销和 pods 计数如何相加）。</translation>
    </message>
    <message>
        <source>&amp;volcanoVersion:</source>
        <translation>&amp;volcanoVersion：</translation>
    </message>
    <message>
        <source>Filters</source>
        <translation>过滤器</translation>
    </message>
    <message>
        <source>disabledFilters: the filter plugins this profile turns off. Checked filters run; the list is the default profile&apos;s of the chosen scheduler and release.</source>
        <translation>disabledFilters：此配置关闭的过滤器插件。勾选的过滤器会运行；列表是所选调度器和版本的默认配置中的过滤器。</translation>
    </message>
    <message>
        <source>Volcano&apos;s predicates plugin (predicate.&lt;name&gt;Enable). Resources are checked by the allocate action, always.</source>
        <translation>Volcano 的 predicates 插件（predicate.&lt;名称&gt;Enable）。资源总是由 allocate 动作检查。</translation>
    </message>
    <message>
        <source>The release&apos;s default predicates (a Policy&apos;s predicates list). Volume predicates change nothing here: the workspace has no volumes.</source>
        <translation>该版本的默认 predicates（Policy 的 predicates 列表）。卷相关的 predicates 在这里不起作用：工作区没有卷。</translation>
    </message>
    <message>
        <source>The release&apos;s default Filter plugins (plugins.filter.disabled). Volume filters change nothing here: the workspace has no volumes.</source>
        <translation>该版本的默认 Filter 插件（plugins.filter.disabled）。卷过滤器在这里不起作用：工作区没有卷。</translation>
    </message>
    <message>
        <source>%1 looks at volumes or resource claims, which the workspace does not model: turning it off changes no placement here, and the exported configuration carries it.</source>
        <translation>%1 检查卷或资源声明，而工作区不建模这些：关闭它不会改变这里的任何放置，但导出的配置会包含这一设置。</translation>
    </message>
    <message>
        <source>Unchecked: %1: false in the predicates plugin&apos;s arguments.</source>
        <translation>取消勾选：在 predicates 插件的参数中写入 %1: false。</translation>
    </message>
    <message>
        <source>Unchecked: the scheduler does not run %1; its reasons disappear from the placement.</source>
        <translation>取消勾选：调度器不运行 %1；它的原因会从放置结果中消失。</translation>
    </message>
</context>
<context>
    <name>bp::ui::ResourceWeightEditor</name>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Stop weighing the selected resource</source>
        <translation>不再为所选资源设置权重</translation>
    </message>
    <message>
        <source>Move the selected resource up</source>
        <translation>上移所选资源</translation>
    </message>
    <message>
        <source>Move the selected resource down</source>
        <translation>下移所选资源</translation>
    </message>
    <message>
        <source>Weighted resources. Double-click or F2 to edit a name or a weight; italic rows are the scheduler&apos;s defaults.</source>
        <translation>设置了权重的资源。双击或按 F2 编辑名称或权重；斜体行为调度器的默认值。</translation>
    </message>
    <message>
        <source>resource name, e.g. nvidia.com/gpu</source>
        <translation>资源名称，例如 nvidia.com/gpu</translation>
    </message>
    <message>
        <source>A resource to weigh: any name, with completion for the well-known ones and those present on the nodes</source>
        <translation>要设置权重的资源：任意名称，可补全常见资源和节点上已有的资源</translation>
    </message>
    <message>
        <source>Add the resource with weight 1</source>
        <translation>以权重 1 添加该资源</translation>
    </message>
    <message>
        <source>Type a resource name to add.</source>
        <translation>请输入要添加的资源名称。</translation>
    </message>
    <message>
        <source>%1: binpack.resources is a comma-separated list, so a name cannot contain a comma</source>
        <translation>%1：binpack.resources 是逗号分隔的列表，因此名称不能包含逗号</translation>
    </message>
    <message>
        <source>cpu and memory are weighed by binpack.cpu and binpack.memory; listing them in binpack.resources has no effect.</source>
        <translation>cpu 和 memory 的权重由 binpack.cpu 和 binpack.memory 设置；在 binpack.resources 中列出它们没有作用。</translation>
    </message>
</context>
<context>
    <name>bp::ui::ResourceWeightModel</name>
    <message>
        <source>Resource</source>
        <translation>资源</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>The resource name, as in the node&apos;s allocatable (cpu, memory, nvidia.com/gpu, …).</source>
        <translation>资源名称，与节点可分配量中的名称一致（cpu、memory、nvidia.com/gpu、…）。</translation>
    </message>
    <message>
        <source>The resource&apos;s weight in the NodeResourcesFit score; upstream accepts 1 to 100.</source>
        <translation>该资源在 NodeResourcesFit 分数中的权重；上游接受 1 到 100。</translation>
    </message>
    <message>
        <source>BalancedAllocation weights must be 1 upstream.</source>
        <translation>上游要求 BalancedAllocation 的权重必须为 1。</translation>
    </message>
    <message>
        <source>The resource&apos;s binpack weight; 0 leaves the resource out, negative values become 1.</source>
        <translation>该资源的 binpack 权重；0 表示不计入该资源，负值会变为 1。</translation>
    </message>
    <message>
        <source>Not set: Volcano&apos;s default weight of 1 applies. Edit it to set it.</source>
        <translation>未设置：使用 Volcano 的默认权重 1。编辑即可设置。</translation>
    </message>
    <message>
        <source>The list is empty, so the scheduler uses cpu and memory with weight 1. Edit to make it explicit.</source>
        <translation>列表为空，因此调度器使用权重为 1 的 cpu 和 memory。编辑即可显式写出。</translation>
    </message>
    <message>
        <source>Weight of %1: %2</source>
        <translation>%1 的权重：%2</translation>
    </message>
    <message>
        <source>No such cell.</source>
        <translation>没有这个单元格。</translation>
    </message>
    <message>
        <source>%1: a weight is a whole number</source>
        <translation>%1：权重必须是整数</translation>
    </message>
    <message>
        <source>A resource needs a name.</source>
        <translation>资源需要名称。</translation>
    </message>
    <message>
        <source>%1: binpack.resources is a comma-separated list, so a name cannot contain a comma</source>
        <translation>%1：binpack.resources 是逗号分隔的列表，因此名称不能包含逗号</translation>
    </message>
    <message>
        <source>%1 is already in the list.</source>
        <translation>%1 已在列表中。</translation>
    </message>
</context>
<context>
    <name>bp::ui::SavingsView</name>
    <message>
        <source>above the utilization threshold</source>
        <translation>高于利用率阈值</translation>
    </message>
    <message>
        <source>its scale-down-disabled annotation</source>
        <translation>它带有 scale-down-disabled 注解</translation>
    </message>
    <message>
        <source>no cpu or memory in its allocatable: utilization unknown</source>
        <translation>可分配量中没有 cpu 或 memory：利用率未知</translation>
    </message>
    <message>
        <source>%1 fits on no other node</source>
        <translation>%1 放不到任何其他节点上</translation>
    </message>
    <message>
        <source>pod %1: %2</source>
        <translation>Pod %1：%2</translation>
    </message>
    <message>
        <source>Removable, empty</source>
        <translation>可移除，空节点</translation>
    </message>
    <message>
        <source>Removable, drained (risky)</source>
        <translation>可移除，需驱逐（有风险）</translation>
    </message>
    <message>
        <source>Removable, drained</source>
        <translation>可移除，需驱逐</translation>
    </message>
    <message>
        <source>Kept, busy</source>
        <translation>保留，繁忙</translation>
    </message>
    <message>
        <source>Kept, blocked</source>
        <translation>保留，受阻</translation>
    </message>
    <message>
        <source>Savings: what cluster-autoscaler&apos;s scale-down would remove</source>
        <translation>节省：cluster-autoscaler 的缩容会移除什么</translation>
    </message>
    <message>
        <source>Kept: busy (above the threshold)</source>
        <translation>保留：繁忙（高于阈值）</translation>
    </message>
    <message>
        <source>Kept: blocked (a pod, no room, or an annotation)</source>
        <translation>保留：受阻（某个 Pod、没有空间或注解）</translation>
    </message>
    <message>
        <source>Removable after a drain</source>
        <translation>驱逐后可移除</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Per profile, the nodes cluster-autoscaler keeps and the ones it would remove, out of all the cluster&apos;s nodes.</source>
        <translation>每个配置下，在集群全部节点中 cluster-autoscaler 保留的节点和会移除的节点。</translation>
    </message>
    <message>
        <source>%1: %2 of %3 nodes</source>
        <translation>%1：%3 个节点中的 %2 个</translation>
    </message>
    <message>
        <source>&amp;Nodes under:</source>
        <translation>节点列表，配置(&amp;N)：</translation>
    </message>
    <message>
        <source>The profile whose cluster the list below shows.</source>
        <translation>下方列表显示其集群的配置。</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Scale-down</source>
        <translation>缩容</translation>
    </message>
    <message>
        <source>Why, or where its pods go</source>
        <translation>原因，或其 Pod 的去向</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>Every node of the profile&apos;s cluster: kept (and why) or removable; expand a removable node for its pods and the nodes cluster-autoscaler would move them to.</source>
        <translation>该配置集群中的每个节点：保留（及原因）或可移除；展开可移除的节点，查看其 Pod 以及 cluster-autoscaler 会把它们移到的节点。</translation>
    </message>
    <message>
        <source>As cluster-autoscaler 1.34 analyses the cluster each profile left: a node whose utilization (the larger of cpu and memory requests over allocatable; a GPU node by its GPU) is not above %1 % is a candidate, removable when drain&apos;s rules let its pods go and each fits on another node. The pods are re-fitted with kube-scheduler 1.34&apos;s default filters, not with the profile: that is what the autoscaler does. Pending pods are not part of it.</source>
        <translation>按 cluster-autoscaler 1.34 分析每个配置留下的集群的方式：利用率（cpu 与 memory 请求量占可分配量的较大者；GPU 节点按其 GPU 计）不高于 %1 % 的节点是候选节点；当驱逐规则允许其 Pod 离开且每个 Pod 都能放到另一个节点上时，该节点可移除。Pod 按 kube-scheduler 1.34 的默认过滤器重新放置，而不是按该配置：autoscaler 就是这样做的。待调度的 Pod 不在分析之内。</translation>
    </message>
    <message>
        <source>Add node prices (Edit ▸ Nodes ▸ Node Prices…) to see what each profile&apos;s cluster costs.</source>
        <translation>添加节点价格（编辑 ▸ 节点 ▸ 节点价格…）即可看到每个配置下集群的成本。</translation>
    </message>
    <message>
        <source>%1: %2 a month before scale-down, %3 after</source>
        <translation>%1：缩容前每月 %2，缩容后 %3</translation>
    </message>
    <message>
        <source> (%1 less than %2)</source>
        <translation>（比 %2 少 %1）</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s) have no price (no listed label value and no default) and are left out.</source>
        <translation>
            <numerusform>%n 个节点没有价格（标签取值不在表中且没有默认价格），未计入。</numerusform>
        </translation>
    </message>
    <message>
        <source>no pod to move</source>
        <translation>没有需要移走的 Pod</translation>
    </message>
    <message numerus="yes">
        <source>%n pod(s) move to other nodes</source>
        <translation>
            <numerusform>%n 个 Pod 移到其他节点</numerusform>
        </translation>
    </message>
    <message>
        <source>moves</source>
        <translation>移走</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>移到 %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 is removable: it holds no pod that has to move</source>
        <translation>%1 可移除：它上面没有需要移走的 Pod</translation>
    </message>
    <message numerus="yes">
        <source> (its %n DaemonSet pod(s) go with it)</source>
        <translation>
            <numerusform>（它的 %n 个 DaemonSet Pod 随之移除）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 移到 %2</translation>
    </message>
    <message>
        <source>%1 is removable after a drain: %2.</source>
        <translation>%1 驱逐后可移除：%2。</translation>
    </message>
    <message>
        <source>A PodDisruptionBudget allows fewer disruptions than the pods it would evict: the autoscaler drains such a node last.</source>
        <translation>某个 PodDisruptionBudget 允许的中断数少于要驱逐的 Pod 数：autoscaler 会最后驱逐这样的节点。</translation>
    </message>
    <message>
        <source>%1 is kept: %2.</source>
        <translation>%1 被保留：%2。</translation>
    </message>
</context>
<context>
    <name>bp::ui::ScaleDownDialog</name>
    <message>
        <source>Scale-Down Settings</source>
        <translation>缩容设置</translation>
    </message>
    <message>
        <source>The cluster-autoscaler flags the scale-down analysis reads. The defaults are cluster-autoscaler&apos;s own.</source>
        <translation>缩容分析所读取的 cluster-autoscaler 参数。默认值即 cluster-autoscaler 自己的默认值。</translation>
    </message>
    <message>
        <source>--scale-down-utilization-threshold: a node whose utilization (the larger of its cpu and memory requests over allocatable) is not above this is a candidate. Default 0.5.</source>
        <translation>--scale-down-utilization-threshold：利用率（cpu 与 memory 请求量占可分配量的较大者）不高于此值的节点是候选节点。默认 0.5。</translation>
    </message>
    <message>
        <source>--scale-down-gpu-utilization-threshold: the same for a GPU node, measured by its GPU requests. Default 0.5.</source>
        <translation>--scale-down-gpu-utilization-threshold：对 GPU 节点同理，按其 GPU 请求量计算。默认 0.5。</translation>
    </message>
    <message>
        <source>&amp;Utilization threshold:</source>
        <translation>利用率阈值(&amp;U)：</translation>
    </message>
    <message>
        <source>&amp;GPU utilization threshold:</source>
        <translation>GPU 利用率阈值(&amp;G)：</translation>
    </message>
    <message>
        <source>Ignore &amp;DaemonSet pods in utilization</source>
        <translation>利用率中忽略 DaemonSet Pod(&amp;D)</translation>
    </message>
    <message>
        <source>--ignore-daemonsets-utilization. Default off.</source>
        <translation>--ignore-daemonsets-utilization。默认关闭。</translation>
    </message>
    <message>
        <source>Ignore &amp;mirror pods in utilization</source>
        <translation>利用率中忽略镜像 Pod(&amp;M)</translation>
    </message>
    <message>
        <source>--ignore-mirror-pods-utilization. Default off.</source>
        <translation>--ignore-mirror-pods-utilization。默认关闭。</translation>
    </message>
    <message>
        <source>Keep nodes with &amp;kube-system pods no PodDisruptionBudget covers</source>
        <translation>保留有未被 PodDisruptionBudget 覆盖的 kube-system Pod 的节点(&amp;K)</translation>
    </message>
    <message>
        <source>--skip-nodes-with-system-pods. Default on.</source>
        <translation>--skip-nodes-with-system-pods。默认开启。</translation>
    </message>
    <message>
        <source>Keep nodes with pods using &amp;local storage (emptyDir, hostPath)</source>
        <translation>保留有使用本地存储（emptyDir、hostPath）的 Pod 的节点(&amp;L)</translation>
    </message>
    <message>
        <source>--skip-nodes-with-local-storage. Default on.</source>
        <translation>--skip-nodes-with-local-storage。默认开启。</translation>
    </message>
    <message>
        <source>Keep nodes with pods of &amp;other controllers</source>
        <translation>保留有其他控制器的 Pod 的节点(&amp;O)</translation>
    </message>
    <message>
        <source>--skip-nodes-with-custom-controller-pods: pods whose controller is not a ReplicaSet, ReplicationController, Job or StatefulSet block their node. Default on.</source>
        <translation>--skip-nodes-with-custom-controller-pods：控制器不是 ReplicaSet、ReplicationController、Job 或 StatefulSet 的 Pod 会阻止其节点被移除。默认开启。</translation>
    </message>
    <message>
        <source>--expendable-pods-priority-cutoff: pods with a lower priority are left out, neither counted nor moved. Default -10.</source>
        <translation>--expendable-pods-priority-cutoff：优先级更低的 Pod 不参与分析，既不计入也不移动。默认 -10。</translation>
    </message>
    <message>
        <source>&amp;Expendable pods below priority:</source>
        <translation>可舍弃 Pod 的优先级上限(&amp;E)：</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <source>--blocking-system-pod-distruption-timeout (upstream&apos;s spelling): a kube-system pod no PodDisruptionBudget covers blocks its node only until it is this old; its age is its creationTimestamp to the time of the run. Default 60 minutes.</source>
        <translation>--blocking-system-pod-distruption-timeout（沿用上游的拼写）：未被 PodDisruptionBudget 覆盖的 kube-system Pod 只在其存在时间达到此值之前阻止节点被移除；存在时间从其 creationTimestamp 算到运行分析的时刻。默认 60 分钟。</translation>
    </message>
    <message>
        <source>Kube-system pods &amp;block for:</source>
        <translation>kube-system Pod 的阻止时长(&amp;B)：</translation>
    </message>
</context>
<context>
    <name>bp::ui::ScoreView</name>
    <message>
        <source>&amp;Order</source>
        <translation>排序(&amp;O)</translation>
    </message>
    <message>
        <source>Highest score first</source>
        <translation>分数从高到低</translation>
    </message>
    <message>
        <source>Node order</source>
        <translation>节点顺序</translation>
    </message>
    <message>
        <source>Sort the bars by total score (feasible nodes first) or keep the workspace&apos;s node order.</source>
        <translation>按总分排列柱形（可行节点在前），或保持工作区中的节点顺序。</translation>
    </message>
    <message>
        <source>&amp;Node</source>
        <translation>节点(&amp;N)</translation>
    </message>
    <message>
        <source>The node whose score is broken down and explained. Clicking a bar selects it too.</source>
        <translation>要分解并解释其分数的节点。点击柱形也可选择节点。</translation>
    </message>
    <message>
        <source>Feasible</source>
        <translation>可行</translation>
    </message>
    <message>
        <source>Scheduler&apos;s pick</source>
        <translation>调度器选中</translation>
    </message>
    <message>
        <source>Infeasible</source>
        <translation>不可行</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Total score</source>
        <translation>总分</translation>
    </message>
    <message>
        <source>One bar per node: the weighted total the scheduler ranks by. Hover a bar for the plugin scores or the reasons a node is infeasible; click it to select the node.</source>
        <translation>每个节点一个柱形：调度器据以排序的加权总分。将鼠标悬停在柱形上可查看各插件分数或节点不可行的原因；点击可选择该节点。</translation>
    </message>
    <message>
        <source>How the selected node&apos;s score is computed, step by step.</source>
        <translation>所选节点的分数如何逐步算出。</translation>
    </message>
    <message>
        <source>Score explanation</source>
        <translation>分数解释</translation>
    </message>
    <message>
        <source>The selected node&apos;s plugin scores and weights.</source>
        <translation>所选节点的各插件分数及权重。</translation>
    </message>
    <message>
        <source>Which node the scheduler would pick for the pod under study.</source>
        <translation>调度器会为待研究 Pod 选择哪个节点。</translation>
    </message>
    <message>
        <source>Total score: %1</source>
        <translation>总分：%1</translation>
    </message>
    <message>
        <source>%1: skipped for this pod</source>
        <translation>%1：对此 Pod 跳过</translation>
    </message>
    <message>
        <source>The scheduler picks this node.</source>
        <translation>调度器选择此节点。</translation>
    </message>
    <message>
        <source>Infeasible — the pod does not fit:</source>
        <translation>不可行 — 该 Pod 放不下：</translation>
    </message>
    <message>
        <source>Nothing scored yet.</source>
        <translation>尚未打分。</translation>
    </message>
    <message>
        <source>%1: the scheduler picks %2 (total %3). %4 of %5 nodes are feasible.</source>
        <translation>%1：调度器选择 %2（总分 %3）。%5 个节点中有 %4 个可行。</translation>
    </message>
    <message>
        <source>%1 fits on none of the %2 nodes.</source>
        <translation>%1 在 %2 个节点上都放不下。</translation>
    </message>
    <message>
        <source>%1 %2 × %3</source>
        <translation>%1 %2 × %3</translation>
    </message>
    <message>
        <source>%1: %2 = %3</source>
        <translation>%1：%2 = %3</translation>
    </message>
    <message>
        <source>Infeasible: %1</source>
        <translation>不可行：%1</translation>
    </message>
    <message>
        <source>%1: the scheduling cycle fails: %2</source>
        <translation>%1：调度周期失败：%2</translation>
    </message>
    <message>
        <source>%1: not scored (it scores the nodes that pass the filters)</source>
        <translation>%1：不打分（它只给通过过滤的节点打分）</translation>
    </message>
    <message>
        <source>&amp;Bars</source>
        <translation>柱形(&amp;B)</translation>
    </message>
    <message>
        <source>By plugin</source>
        <translation>按插件</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>总分</translation>
    </message>
    <message>
        <source>By plugin: each bar stacks its plugins&apos; weighted scores, one colour per plugin. Total: one colour per bar, the scheduler&apos;s pick highlighted.</source>
        <translation>按插件：每根柱子堆叠各插件的加权得分，每个插件一种颜色。总分：每根柱子一种颜色，突出显示调度器选中的节点。</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1: %2 × weight %3 = %4</source>
        <translation>%1：%2 × 权重 %3 = %4</translation>
    </message>
</context>
<context>
    <name>bp::ui::SetResourceDialog</name>
    <message numerus="yes">
        <source>Set a Resource on %n Node(s)</source>
        <translation>
            <numerusform>在 %n 个节点上设置资源</numerusform>
        </translation>
    </message>
    <message>
        <source>The resource name, as in status.allocatable</source>
        <translation>资源名称，与 status.allocatable 中的一致</translation>
    </message>
    <message>
        <source>e.g. 4, 500m, 16Gi; empty removes the resource</source>
        <translation>例如 4、500m、16Gi；留空则移除该资源</translation>
    </message>
    <message>
        <source>The allocatable amount, a Kubernetes quantity; empty removes the resource</source>
        <translation>可分配量，一个 Kubernetes 数量值；留空则移除该资源</translation>
    </message>
    <message>
        <source>Set the resource (one undo step)</source>
        <translation>设置资源（一次撤销即可还原）</translation>
    </message>
    <message>
        <source>Close without changing the nodes</source>
        <translation>关闭且不修改节点</translation>
    </message>
    <message>
        <source>&amp;Resource:</source>
        <translation>资源(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Allocatable:</source>
        <translation>可分配(&amp;A)：</translation>
    </message>
    <message>
        <source>Name the resource.</source>
        <translation>请为资源命名。</translation>
    </message>
    <message>
        <source>%1: an allocatable amount cannot be negative</source>
        <translation>%1：可分配量不能为负数</translation>
    </message>
</context>
<context>
    <name>bp::ui::ShapeChartView</name>
    <message>
        <source>Utilization (%)</source>
        <translation>利用率（%）</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>形状</translation>
    </message>
    <message>
        <source>Nodes on the curve</source>
        <translation>曲线上的节点</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点</translation>
    </message>
    <message>
        <source>Drag a point to change the shape (utilization and score snap to whole numbers).
Double-click to add a point; Delete or right-click removes one.
Arrow keys move the selected point (Shift: by 10); Page Up/Page Down select the previous/next point; Insert adds a point after it.</source>
        <translation>拖动点可改变形状（利用率和分数会对齐到整数）。
双击可添加点；按 Delete 或右键单击可删除点。
方向键移动所选点（按住 Shift 每次移动 10）；Page Up/Page Down 选择上一个/下一个点；Insert 在其后添加一个点。</translation>
    </message>
    <message>
        <source>Shape editor chart</source>
        <translation>形状曲线编辑图表</translation>
    </message>
    <message>
        <source>%1 % utilization, score %2:</source>
        <translation>利用率 %1 %，分数 %2：</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… 以及另外 %n 个</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bp::ui::ShapeEditor</name>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>Your own points: the last shape you edited that matches no preset.</source>
        <translation>您自己的点：最近一次编辑的、与任何预设都不匹配的形状。</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>预设(&amp;P)：</translation>
    </message>
    <message>
        <source>Start from a typical shape. Editing a point switches to Custom; choosing Custom again brings back your own points.</source>
        <translation>从典型形状开始。编辑任一点会切换到“自定义”；再次选择“自定义”可找回您自己的点。</translation>
    </message>
    <message>
        <source>&amp;Add point</source>
        <translation>添加点(&amp;A)</translation>
    </message>
    <message>
        <source>Add a point halfway between the selected point and the next one (Insert).</source>
        <translation>在所选点与下一个点之间的中点添加一个点（Insert）。</translation>
    </message>
    <message>
        <source>&amp;Remove point</source>
        <translation>删除点(&amp;R)</translation>
    </message>
    <message>
        <source>Remove the selected point (Delete). A shape keeps at least one point.</source>
        <translation>删除所选点（Delete）。形状曲线至少保留一个点。</translation>
    </message>
</context>
<context>
    <name>bp::ui::ShapePointTable</name>
    <message>
        <source>Utilization (%)</source>
        <translation>利用率（%）</translation>
    </message>
    <message>
        <source>Score (0–10)</source>
        <translation>分数（0–10）</translation>
    </message>
    <message>
        <source>The shape&apos;s points. Edit a cell to move a point: utilization stays between its neighbours (0–100 %), score between 0 and 10.</source>
        <translation>形状曲线的点。编辑单元格可移动点：利用率保持在相邻点之间（0–100 %），分数在 0 到 10 之间。</translation>
    </message>
    <message>
        <source>Shape points</source>
        <translation>形状曲线的点</translation>
    </message>
    <message>
        <source>No such point.</source>
        <translation>没有这个点。</translation>
    </message>
    <message>
        <source>%1: this point&apos;s utilization is a whole number from %2 to %3 (between its neighbours)</source>
        <translation>%1：此点的利用率须为 %2 到 %3 之间的整数（介于相邻两点之间）</translation>
    </message>
    <message>
        <source>%1: a score is a whole number from %2 to %3</source>
        <translation>%1：分数须为 %2 到 %3 之间的整数</translation>
    </message>
</context>
<context>
    <name>bp::ui::UnschedulableModel</name>
    <message>
        <source>%1 (pod %2 of the queue)</source>
        <translation>%1（队列中的第 %2 个 Pod）</translation>
    </message>
    <message>
        <source>Pod</source>
        <translation>Pod</translation>
    </message>
    <message>
        <source>Why it was not placed</source>
        <translation>未被放置的原因</translation>
    </message>
</context>
<context>
    <name>bp::ui::VolcanoProfileEditor</name>
    <message>
        <source>Volcano&apos;s binpack plugin: scores a node by how full the pod&apos;s resources make it.</source>
        <translation>Volcano 的 binpack 插件：根据 Pod 的资源使节点被占满的程度为节点打分。</translation>
    </message>
    <message>
        <source>binpack.weight: multiplies the score; 0 turns the plugin off, negative values spread.</source>
        <translation>binpack.weight：分数的乘数；0 关闭该插件，负值则分散。</translation>
    </message>
    <message>
        <source>binpack.&amp;weight:</source>
        <translation>binpack.&amp;weight：</translation>
    </message>
    <message>
        <source>Resource weights (binpack.cpu, binpack.memory, binpack.resources):</source>
        <translation>资源权重（binpack.cpu、binpack.memory、binpack.resources）：</translation>
    </message>
    <message>
        <source>Volcano&apos;s nodeorder plugin: Kubernetes&apos; score plugins, each at its own weight, added to binpack&apos;s score. Its default leastrequested.weight 1 spreads and pulls against binpack.</source>
        <translation>Volcano 的 nodeorder 插件：Kubernetes 的打分插件，各有自己的权重，与 binpack 的分数相加。其默认的 leastrequested.weight 1 会分散 Pod，与 binpack 相抵。</translation>
    </message>
    <message>
        <source>NodeResourcesFit LeastAllocated (cpu 50, memory 50): prefers empty nodes, so it spreads.</source>
        <translation>NodeResourcesFit LeastAllocated（cpu 50、memory 50）：偏好空闲节点，因此会分散。</translation>
    </message>
    <message>
        <source>NodeResourcesFit MostAllocated (cpu 1, memory 1): prefers full nodes, so it packs.</source>
        <translation>NodeResourcesFit MostAllocated（cpu 1、memory 1）：偏好较满的节点，因此会装箱。</translation>
    </message>
    <message>
        <source>NodeAffinity: the pod&apos;s preferred node affinity terms.</source>
        <translation>NodeAffinity：Pod 的首选节点亲和性条目。</translation>
    </message>
    <message>
        <source>InterPodAffinity: preferred pod affinity and anti-affinity (hardPodAffinityWeight is 0 in Volcano).</source>
        <translation>InterPodAffinity：首选的 Pod 亲和性与反亲和性（Volcano 中 hardPodAffinityWeight 为 0）。</translation>
    </message>
    <message>
        <source>NodeResourcesBalancedAllocation over cpu, memory and nvidia.com/gpu: prefers even use.</source>
        <translation>针对 cpu、memory 和 nvidia.com/gpu 的 NodeResourcesBalancedAllocation：偏好均衡使用。</translation>
    </message>
    <message>
        <source>TaintToleration: prefers nodes without PreferNoSchedule taints the pod does not tolerate.</source>
        <translation>TaintToleration：偏好没有 Pod 不容忍的 PreferNoSchedule 污点的节点。</translation>
    </message>
    <message>
        <source>ImageLocality: prefers nodes that already hold the pod&apos;s images.</source>
        <translation>ImageLocality：偏好已有该 Pod 镜像的节点。</translation>
    </message>
    <message>
        <source>PodTopologySpread with the system-default spreading (hostname and zone for pods of a Service or controller).</source>
        <translation>带系统默认分散的 PodTopologySpread（对 Service 或控制器的 Pod 按 hostname 和 zone 分散）。</translation>
    </message>
    <message>
        <source>0 leaves the plugin out.</source>
        <translation>0 表示不使用该插件。</translation>
    </message>
    <message>
        <source>Actions and tiers</source>
        <translation>动作和层级</translation>
    </message>
    <message>
        <source>The rest of volcano-scheduler.conf, which the export writes around binpack, nodeorder and predicates: an imported file&apos;s own, or Volcano&apos;s shipped ones.</source>
        <translation>volcano-scheduler.conf 的其余部分，导出时写在 binpack、nodeorder 和 predicates 周围：导入文件自带的，或 Volcano 默认发布的。</translation>
    </message>
    <message>
        <source>Use Volcano&apos;s &amp;Shipped Tiers</source>
        <translation>使用 Volcano 默认层级(&amp;S)</translation>
    </message>
    <message>
        <source>Export Volcano&apos;s shipped actions and tiers instead of the imported ones (undoable).</source>
        <translation>导出 Volcano 默认发布的动作和层级，而不是导入的（可撤销）。</translation>
    </message>
    <message>
        <source>Exported as imported with this profile:</source>
        <translation>按随此配置档导入的内容导出：</translation>
    </message>
    <message>
        <source>Exported as Volcano ships them:</source>
        <translation>按 Volcano 默认发布的内容导出：</translation>
    </message>
    <message>
        <source>actions: %1</source>
        <translation>动作：%1</translation>
    </message>
    <message>
        <source>none given (the export writes the shipped ones)</source>
        <translation>未给出（导出时写入默认的）</translation>
    </message>
    <message>
        <source>tier %1: %2</source>
        <translation>层级 %1：%2</translation>
    </message>
    <message>
        <source>no plugins</source>
        <translation>没有插件</translation>
    </message>
    <message>
        <source>no tiers</source>
        <translation>没有层级</translation>
    </message>
    <message>
        <source>* adds to the node scores in Volcano; not modelled here, so the scores shown leave it out.</source>
        <translation>* 在 Volcano 中会增加节点得分；此处不模拟，因此显示的得分不包含它。</translation>
    </message>
</context>
<context>
    <name>bp::ui::chartstyle</name>
    <message>
        <source>cores</source>
        <comment>cpu amount unit</comment>
        <translation>核</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>amount of money, currency</comment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Designs Kubernetes node-scoring profiles.</source>
        <translation>设计 Kubernetes 节点打分配置。</translation>
    </message>
    <message>
        <source>The workspace to open (*.binpack.yaml); default: the bundled example.</source>
        <translation>要打开的工作区 (*.binpack.yaml)；默认为内置示例。</translation>
    </message>
</context>
</TS>
