#!/usr/bin/env python3
"""kiwisolver on the same Auto-Layout-shaped systems as the Swift Cassowary benchmarks.

layout_system() mirrors Benchmarks/Sources/CassowaryWorkloads/LayoutSystem.swift line for line
(deterministic, no seeds needed): a root (0, 0, 1000, 100000), views in rows of 12 with x, y, w, h,
leading/top spacing 8 (required), w, h >= 20 (required), preferred width at UIKit priority 750,
preferred height at 250, square aspect at 500 for every third view, row-end trailing inequality.
UIKit priorities map to kiwi weights 10**(6*(p-1)/998), as Cassowary's Strength(priority:).

Measured per size (100, 1000, 10000 constraints), medians over repeated runs, in microseconds:
  solve        new Solver, addConstraint for every constraint (built beforehand), updateVariables
  constant     remove + add the middle view's top-spacing constraint with the other constant (8 <-> 16):
               kiwi has no constant change; this is what a kiwi-based layout engine does without
               an edit variable
  suggest      suggestValue on the middle view's width (edit variable, strength 10**6), 70 <-> 90
  update       updateVariables after an edit
and kiwi's per-call Python overhead: hasConstraint on a present constraint (the binding's argument
parsing and dispatch plus one map lookup), to subtract from the per-call figures when comparing.

Run: python3 Benchmarks/python/kiwi_bench.py  (prints one line per figure)
"""

import statistics
import sys
import time

import kiwisolver as kiwi


def priority(p):
    return 10 ** (6 * (p - 1) / 998)


COLUMNS = 12


def layout_system(target):
    def view(name):
        return tuple(kiwi.Variable(f"{name}.{a}") for a in "xywh")

    root = view("root")
    rx, ry, rw, rh = root
    cs = [rx == 0, ry == 0, rw == 1000, rh == 100000]
    vs, tops = [], []
    high, low, mid = priority(750), priority(250), priority(500)
    while len(cs) < target:
        i = len(vs)
        r, c = divmod(i, COLUMNS)
        x, y, w, h = v = view(f"v{i}")
        if c == 0:
            cs.append(x == rx + 8)
        else:
            px, _, pw, _ = vs[i - 1]
            cs.append(x == px + pw + 8)
        if r == 0:
            top = y == ry + 8
        else:
            _, ay, _, ah = vs[i - COLUMNS]
            top = y == ay + ah + 8
        cs.append(top)
        tops.append(top)
        cs.append(w >= 20)
        cs.append(h >= 20)
        cs.append((w == 60 + 5 * (i % 7)) | high)
        cs.append((h == 40 + 4 * (i % 5)) | low)
        if i % 3 == 0:
            cs.append((w == h) | mid)
        if c == COLUMNS - 1:
            cs.append(x + w <= rx + rw - 8)
        vs.append(v)
    return root, vs, cs, tops[len(tops) // 2]


def median_us(fn, inner, repeats):
    """Median over `repeats` batches of the per-call time of `inner` calls, in microseconds."""
    samples = []
    for _ in range(repeats):
        t0 = time.perf_counter_ns()
        for _ in range(inner):
            fn()
        samples.append((time.perf_counter_ns() - t0) / inner / 1000)
    return statistics.median(samples)


def solved(cs):
    s = kiwi.Solver()
    for c in cs:
        s.addConstraint(c)
    s.updateVariables()
    return s


def main():
    sizes = [int(a) for a in sys.argv[1:]] or [100, 1000, 10000]
    print(f"kiwisolver {kiwi.__version__}, Python {sys.version.split()[0]}")
    for n in sizes:
        root, vs, cs, top = layout_system(n)
        reps = {100: 41, 1000: 21, 10000: 5}.get(n, 5)
        solve = median_us(lambda: solved(cs), 1, reps)
        s = solved(cs)

        state = {"top": top, "k": 16}
        _, ay, _, ah = vs[len(vs) // 2 - COLUMNS] if len(vs) // 2 >= COLUMNS else (None, root[1], None, None)
        y = vs[len(vs) // 2][1]

        def move_constant():
            s.removeConstraint(state["top"])
            state["k"] = 24 - state["k"]
            if ah is None:
                c = y == ay + state["k"]
            else:
                c = y == ay + ah + state["k"]
            s.addConstraint(c)
            state["top"] = c

        inner = {100: 2000, 1000: 200, 10000: 20}.get(n, 20)
        constant = median_us(move_constant, inner, 15)

        w = vs[len(vs) // 2][2]
        s.addEditVariable(w, priority(999))
        flip = [70.0]

        def suggest():
            flip[0] = 160 - flip[0]
            s.suggestValue(w, flip[0])

        suggest_t = median_us(suggest, inner, 15)
        update = median_us(s.updateVariables, inner, 15)
        c0 = cs[0]
        overhead = median_us(lambda: s.hasConstraint(c0), 10000, 15)
        print(f"n={len(cs)} views={len(vs)} solve_us={solve:.1f} constant_us={constant:.2f} "
              f"suggest_us={suggest_t:.2f} update_us={update:.2f} call_overhead_us={overhead:.3f}")


if __name__ == "__main__":
    main()
