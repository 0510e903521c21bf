#!/usr/bin/env python3
"""Python baselines for notes/benchmarks.md, measured on the same machine in the same run as the
Swift suites (scripts/bench_all runs both).

* closed form (underdamped, unit motion): pure Python math, and NumPy vectorised over 10^5 times
* propagator sampling: pure Python loop, and NumPy over a batch of 10^5 springs × 240 frames
* cubic Bézier solve (Newton + bisection), pure Python
* GSL-equivalent solve: scipy.integrate.solve_ivp (RK45 and DOP853, rtol = atol = 1e-10), typical
  spring (ζ 0.5, ω0 10) sampled at 120 Hz for 2 s

Run: python3 Benchmarks/python/baselines.py
"""
import math
import time

import numpy as np
from scipy.integrate import solve_ivp


def best_of(fn, repeat=5):
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best


def closed_form_py(n=100_000):
    w0, z = 4 * math.pi, 0.7
    b = z * w0
    wd = w0 * math.sqrt((1 - z) * (1 + z))
    acc = 0.0
    for i in range(n):
        t = i * 0.5 / n
        p = math.exp(-b * t)
        c = math.cos(wd * t)
        s = math.sin(wd * t) / wd
        acc += p * (c + b * s) - w0 * w0 * p * s
    return acc


def closed_form_np(n=100_000):
    w0, z = 4 * math.pi, 0.7
    b = z * w0
    wd = w0 * math.sqrt((1 - z) * (1 + z))
    t = np.arange(n) * 0.5 / n
    p = np.exp(-b * t)
    s = np.sin(wd * t) / wd
    return float(np.sum(p * (np.cos(wd * t) + b * s) - w0 * w0 * p * s))


def propagator_py(n=100_000):
    a, bb, c, d = 0.999, 0.0083, -0.2, 0.998
    x, v = 1.0, 0.0
    out = [0.0] * n
    for i in range(n):
        x, v = a * x + bb * v, c * x + d * v
        out[i] = x
    return out[-1]


def batch_np(count=100_000, frames=240):
    rng = np.random.default_rng(1)
    a = rng.uniform(0.9, 1.0, count)
    b = rng.uniform(0.0, 0.01, count)
    c = rng.uniform(-1.0, 0.0, count)
    d = rng.uniform(0.9, 1.0, count)
    x = rng.uniform(-3, 3, count)
    v = np.zeros(count)
    out = np.empty((frames, count))

    def run():
        nonlocal x, v
        xx, vv = x.copy(), v.copy()
        for f in range(frames):
            xx, vv = a * xx + b * vv, c * xx + d * vv
            out[f] = xx

    return best_of(run, 3)


def bezier_py(n=1000):
    x1, y1, x2, y2 = 0.42, 0.0, 0.58, 1.0
    cx, bx = 3 * x1, 3 * (x2 - x1) - 3 * x1
    ax = 1 - cx - bx
    cy, by = 3 * y1, 3 * (y2 - y1) - 3 * y1
    ay = 1 - cy - by
    acc = 0.0
    for i in range(n):
        x = i / (n - 1)
        s, lo, hi = x, 0.0, 1.0
        for _ in range(8):
            fx = ((ax * s + bx) * s + cx) * s - x
            if abs(fx) < 1e-14:
                break
            if fx < 0:
                lo = s
            else:
                hi = s
            dx = (3 * ax * s + 2 * bx) * s + cx
            nxt = s - fx / dx if dx else -1
            if not (lo < nxt < hi):
                break
            s = nxt
        for _ in range(64):
            fx = ((ax * s + bx) * s + cx) * s - x
            if abs(fx) < 1e-14 or hi - lo < 1e-16:
                break
            if fx < 0:
                lo = s
            else:
                hi = s
            s = (lo + hi) / 2
        acc += ((ay * s + by) * s + cy) * s
    return acc


def solve(method):
    w0, z = 10.0, 0.5
    times = np.arange(241) / 120

    def f(t, y):
        return [y[1], -w0 * w0 * y[0] - 2 * z * w0 * y[1]]

    return lambda: solve_ivp(f, (0, 2), [1.0, 0.0], method=method, t_eval=times, rtol=1e-10, atol=1e-10)


def main():
    rows = [
        ("closed form, pure Python (ns/eval)", best_of(closed_form_py) / 100_000 * 1e9),
        ("closed form, NumPy over 10^5 times (ns/eval)", best_of(closed_form_np) / 100_000 * 1e9),
        ("propagator, pure Python loop (ns/sample)", best_of(propagator_py) / 100_000 * 1e9),
        ("batch 10^5 × 240, NumPy (ns/sample)", batch_np() / (100_000 * 240) * 1e9),
        ("Bézier solve, pure Python (ns/eval)", best_of(bezier_py) / 1000 * 1e9),
        ("solve_ivp RK45, typical spring (µs/solve)", best_of(solve("RK45"), 3) * 1e6),
        ("solve_ivp DOP853, typical spring (µs/solve)", best_of(solve("DOP853"), 3) * 1e6),
    ]
    for name, value in rows:
        print(f"{name:50} {value:12.1f}")


if __name__ == "__main__":
    main()
