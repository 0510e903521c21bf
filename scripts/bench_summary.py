#!/usr/bin/env python3
"""Summarises package-benchmark output (wall clock p0/p50) and pairs Swift rows with C baselines.

Usage: scripts/bench > bench.txt; python3 scripts/bench_summary.py bench.txt
"""
import re
import sys

rows = []
name = None
for line in open(sys.argv[1], encoding="utf-8"):
    line = line.rstrip("\n")
    if line and not line.startswith(("│", "╒", "╞", "├", "╘", " ")) and "│" not in line:
        name = line.strip()
    m = re.match(r"│ Time \(wall clock\) \((\S+)\) \*\s*│(.*)", line)
    if m and name:
        vals = [v.strip() for v in m.group(2).split("│")]
        rows.append((name, m.group(1), float(vals[0]), float(vals[2])))

by = {r[0]: r for r in rows}
print(f"{'benchmark':58} {'unit':4} {'p0':>8} {'p50':>8}  {'vs C p0':>8} {'vs C p50':>8}")
for n, unit, p0, p50 in rows:
    if n.endswith(" C") or n.startswith("C "):
        continue
    c = by.get(n[:-len(" swift")] + " C") if n.endswith(" swift") else by.get("C " + n)
    if c is None and n.startswith("closed form underdamped"):
        c = by.get("C closed form underdamped, libm (ns/eval)")
    ratio = f"{p0 / c[2]:8.2f} {p50 / c[3]:8.2f}" if c and c[1] == unit else ""
    print(f"{n:58} {unit:4} {p0:8.0f} {p50:8.0f}  {ratio}")
