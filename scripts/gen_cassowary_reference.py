#!/usr/bin/env python3
"""Reference tables for the Cassowary solver, computed with kiwisolver (pip install kiwisolver).

Writes Tests/CassowaryTests/Reference/kiwi_systems.json: random constraint systems replayed as a
list of operations, with the variable values kiwisolver gives at every checkpoint.

Systems (seeded, deterministic: system k uses random.Random(1000 + k)):
  * 2..9 variables; every variable has a weak preference `v == U(-100, 100)` of random weight in
    [1, 10), so no variable is left free (kiwi leaves a free parametric variable at 0; that value is
    an accident of pivot order, not a solution property).
  * required equalities and inequalities that a hidden witness point satisfies, so the required
    part is always feasible; optional constraints (which may conflict) at distinct strengths drawn
    from UIKit priorities mapped by 10^(6(p-1)/998) (the same weights as Cassowary's
    `Strength(priority:)`), kiwi's strong/medium/weak times 1, 2, 3 or 5, or a random weight in
    [1, 10^6].
  * then a sequence of operations: suggestValue on edit variables, constant changes (kiwi has no
    constant change: it removes the constraint and adds one with the new constant; the Swift side
    uses setConstant), removals, re-additions, edit variables added and removed.

Uniqueness. An L1 objective can have a whole face of optimal points, and which one a solver
returns depends on its pivot order. The weights are generic reals (all optional strengths in a
system distinct) so ties are unlikely, and every checkpoint is cross-checked: the same constraint
set (edits as plain `v == value` constraints) is solved from scratch by two fresh kiwi solvers
with the constraints added in two shuffled orders. A variable whose three answers differ by more
than 1e-7·(1 + |x|) is written as null ("not determined") and not compared.

Each system runs in a forked child: kiwisolver's binding aborts the whole process when kiwi throws
InternalSolverError ("The objective is unbounded", round-off in the objective). Such a seed is
skipped and counted in stats.kiwi_aborted.

Format (JSON): {"kiwisolver": version, "systems": [{"seed", "variables", "ops"}]} with ops
  ["add", id, [[var, coef], ...], constant, "<=" | "==" | ">=", weight | "required"]
  ["remove", id]          ["constant", id, new_constant]
  ["edit", var, weight]   ["unedit", var]          ["suggest", var, value]
  ["check", [value | null, ...]]
A constraint reads  Σ coef·x[var] + constant  (relation)  0.
"""

import json
import os
import random
import sys
from pathlib import Path

import kiwisolver as kiwi

OUT = Path(__file__).resolve().parent.parent / "Tests/CassowaryTests/Reference/kiwi_systems.json"
SYSTEMS = 300
REQUIRED = "required"


def priority_weight(p):
    return 10 ** (6 * (p - 1) / 998)


def kiwi_constraint(xs, terms, constant, rel, strength):
    e = sum((c * xs[v] for v, c in terms), kiwi.Expression([], constant)) if terms else kiwi.Expression([], constant)
    e = e + 0.0
    c = {"<=": e <= 0, "==": e == 0, ">=": e >= 0}[rel]
    return c | (REQUIRED if strength == REQUIRED else strength)


def r6(x):
    return float(f"{x:.6g}")


def fresh_solve(n, cons, edits, rng):
    """From-scratch solve of the current constraint set in a shuffled order."""
    xs = [kiwi.Variable(f"x{i}") for i in range(n)]
    items = [kiwi_constraint(xs, *c) for c in cons.values()]
    items += [(xs[v] == value) | w for v, (w, value) in edits.items()]
    rng.shuffle(items)
    s = kiwi.Solver()
    for c in items:
        s.addConstraint(c)
    s.updateVariables()
    return [x.value() for x in xs]


def feasible(n, required):
    xs = [kiwi.Variable() for _ in range(n)]
    s = kiwi.Solver()
    try:
        for c in required:
            s.addConstraint(kiwi_constraint(xs, *c))
    except kiwi.UnsatisfiableConstraint:
        return False
    return True


def make_system(seed, stats):
    rng = random.Random(1000 + seed)
    n = rng.randint(2, 9)
    witness = [r6(rng.uniform(-50, 50)) for _ in range(n)]
    coefs = [-3.0, -2.0, -1.0, -0.5, 0.5, 1.0, 2.0, 3.0]
    weights_used = set()

    def optional_weight():
        while True:
            kind = rng.random()
            if kind < 0.4:
                w = priority_weight(rng.choice([1, 50, 100, 250, 251, 300, 500, 700, 749, 750, 751, 900, 999]))
            elif kind < 0.6:
                w = rng.choice([1.0, 1000.0, 1e6]) * rng.choice([1, 2, 3, 5])
            else:
                w = r6(10 ** rng.uniform(0, 6))
            if w not in weights_used:
                weights_used.add(w)
                return w

    def random_terms():
        k = rng.randint(1, min(3, n))
        vs = rng.sample(range(n), k)
        return [[v, rng.choice(coefs)] for v in vs]

    def required_constraint():
        terms = random_terms()
        at_witness = sum(c * witness[v] for v, c in terms)
        rel = rng.choice(["==", "<=", ">=", ">="] if rng.random() < 0.3 else ["<=", ">="])
        gap = 0.0 if rel == "==" else r6(rng.uniform(0, 30))
        # Σ c x + k (rel) 0 holds at the witness.
        k = -at_witness + (-gap if rel == "<=" else gap)
        return [terms, r6(k), rel, REQUIRED]

    def optional_constraint():
        terms = random_terms()
        return [terms, r6(rng.uniform(-80, 80)), rng.choice(["==", "<=", ">="]), optional_weight()]

    ops = []
    cons = {}  # id -> [terms, constant, rel, strength]
    edits = {}  # var -> [weight, value]
    xs = [kiwi.Variable(f"x{i}") for i in range(n)]
    solver = kiwi.Solver()
    live = {}  # id -> kiwi constraint
    next_id = 0

    def add(c):
        nonlocal next_id
        cid = next_id
        next_id += 1
        kc = kiwi_constraint(xs, *c)
        solver.addConstraint(kc)
        cons[cid] = c
        live[cid] = kc
        ops.append(["add", cid] + c)
        return cid

    def check():
        solver.updateVariables()
        got = [x.value() for x in xs]
        a = fresh_solve(n, cons, edits, random.Random(seed * 7919 + len(ops)))
        b = fresh_solve(n, cons, edits, random.Random(seed * 104729 + len(ops)))
        row = []
        for g, p, q in zip(got, a, b):
            tol = 1e-7 * (1 + abs(g))
            if abs(g - p) > tol or abs(g - q) > tol:
                row.append(None)
                stats["undetermined"] += 1
            else:
                row.append(g)
                stats["compared"] += 1
        ops.append(["check", row])

    for v in range(n):
        add([[[v, 1.0]], r6(-rng.uniform(-100, 100)), "==", r6(rng.uniform(1, 10))])
    for _ in range(rng.randint(0, n + 2)):
        add(required_constraint())
    for _ in range(rng.randint(0, 2 * n)):
        add(optional_constraint())
    check()

    for _ in range(rng.randint(3, 10)):
        r = rng.random()
        if r < 0.25:
            v = rng.randrange(n)
            if v not in edits:
                w = optional_weight()
                solver.addEditVariable(xs[v], w)
                edits[v] = [w, 0.0]
                ops.append(["edit", v, w])
            value = r6(rng.uniform(-120, 120))
            solver.suggestValue(xs[v], value)
            edits[v][1] = value
            ops.append(["suggest", v, value])
        elif r < 0.55 and cons:
            cid = rng.choice(sorted(cons))
            terms, k, rel, strength = cons[cid]
            new_k = r6(k + rng.uniform(-40, 40))
            if strength == REQUIRED:
                others = [c for i, c in cons.items() if i != cid and c[3] == REQUIRED]
                if not feasible(n, others + [[terms, new_k, rel, REQUIRED]]):
                    stats["infeasible_constant_skipped"] += 1
                    continue
            solver.removeConstraint(live[cid])
            kc = kiwi_constraint(xs, terms, new_k, rel, strength)
            solver.addConstraint(kc)
            live[cid] = kc
            cons[cid] = [terms, new_k, rel, strength]
            ops.append(["constant", cid, new_k])
        elif r < 0.7 and len(cons) > n:
            cid = rng.choice(sorted(i for i in cons if i >= n))  # keep the preferences
            solver.removeConstraint(live.pop(cid))
            del cons[cid]
            ops.append(["remove", cid])
        elif r < 0.8 and edits:
            v = rng.choice(sorted(edits))
            solver.removeEditVariable(xs[v])
            del edits[v]
            ops.append(["unedit", v])
        elif r < 0.9:
            add(optional_constraint())
        else:
            add(required_constraint())
        check()
    return {"seed": seed, "variables": n, "ops": ops}


def make_system_isolated(seed, stats):
    """make_system in a forked child: kiwisolver's binding aborts the process on an
    InternalSolverError ("The objective is unbounded"), which round-off can trigger."""
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(r)
        local = dict.fromkeys(stats, 0)
        try:
            out = json.dumps([make_system(seed, local), local]).encode()
        except Exception as e:  # noqa: BLE001 - reported by the parent
            out = json.dumps([None, str(e)]).encode()
        with os.fdopen(w, "wb") as f:
            f.write(out)
        os._exit(0)
    os.close(w)
    with os.fdopen(r, "rb") as f:
        data = f.read()
    _, status = os.waitpid(pid, 0)
    if status != 0 or not data:
        stats["kiwi_aborted"] += 1
        return None
    system, local = json.loads(data)
    if system is None:
        raise RuntimeError(f"system {seed}: {local}")
    for k, v in local.items():
        stats[k] += v
    return system


def main():
    stats = {"compared": 0, "undetermined": 0, "infeasible_constant_skipped": 0, "kiwi_aborted": 0}
    systems = []
    seed = 0
    while len(systems) < SYSTEMS:
        s = make_system_isolated(seed, stats)
        seed += 1
        if s is not None:
            systems.append(s)
    doc = {"kiwisolver": kiwi.__version__, "generator": "scripts/gen_cassowary_reference.py", "stats": stats, "systems": systems}
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(doc, separators=(",", ":")) + "\n")
    print(f"{len(systems)} systems, {stats} -> {OUT} ({OUT.stat().st_size} bytes)", file=sys.stderr)


if __name__ == "__main__":
    main()
