#!/usr/bin/env python3
"""Reference table for the Springs closed form, computed with mpmath at 50 significant digits.

Each row gives exact double inputs (m, k, c, x0, v0, t) and the state (x, v) at t of
    m x'' + c x' + k x = 0,  x(0) = x0, x'(0) = v0,
rounded once to double. The Swift test compares the closed form against these rows.

Run: python3 scripts/gen_spring_reference.py > Tests/SpringsTests/Reference/closed_form.csv
"""
import math
import mpmath as mp

mp.mp.dps = 50


def exact_state(m, k, c, x0, v0, t):
    m, k, c, x0, v0, t = (mp.mpf(v) for v in (m, k, c, x0, v0, t))
    w2 = k / m
    beta = c / (2 * m)
    g2 = beta * beta - w2
    if g2 > 0:
        g = mp.sqrt(g2)
        C = mp.cosh(g * t)
        S = mp.sinh(g * t) / g
    elif g2 < 0:
        wd = mp.sqrt(-g2)
        C = mp.cos(wd * t)
        S = mp.sin(wd * t) / wd
    else:
        C = mp.mpf(1)
        S = t
    e = mp.exp(-beta * t)
    x = e * (x0 * C + (v0 + beta * x0) * S)
    v = e * (v0 * C - (w2 * x0 + beta * v0) * S)
    return x, v


def rows():
    zetas = [0.0, 1e-6, 0.01, 0.1, 0.5, 0.9, 0.999, 1 - 1e-8, 1 - 1e-12, 1 + 1e-12, 1 + 1e-8,
             1.001, 1.1, 2.0, 10.0, 100.0, 1e4, 1e6]
    omegas = [1.0, 10.0, 1e4]
    for w0 in omegas:
        k = w0 * w0
        cs = [2 * z * w0 for z in zetas]
        if w0 == 10.0:
            # ζ exactly 1 and its float neighbours: c = 20, nextafter(20, ±∞).
            cs += [20.0, math.nextafter(20.0, 0.0), math.nextafter(20.0, math.inf)]
        for c in cs:
            z = c / (2 * math.sqrt(k))
            if z < 1:
                tau = 1 / w0
                scales = [0, 1e-6, 0.01, 0.3, 1, 3, 10, 30]
                if z > 0:
                    scales.append(min(30 / z, 200))
            else:
                slow = (k / (c / 2 + math.sqrt(max(c * c / 4 - k, 0))))
                tau = 1 / slow
                scales = [0, 1e-9, 1e-6, 1e-3, 0.1, 1, 5, 20]
            for x0, v0 in [(1.0, 0.0), (0.0, 1.0), (1.0, -0.3 * w0), (-0.5, 2.0 * w0), (0.25, 7.0)]:
                for sc in scales:
                    yield 1.0, k, c, x0, v0, sc * tau
    # Non-unit mass and huge stiffness.
    for m, k, c in [(0.04, 4.0, 0.7), (2.5, 3.0e3, 1.0), (1.0, 1e12, 2e6), (1.0, 1e12, 1e3), (3.0, 1e-4, 1e-2)]:
        w0 = math.sqrt(k / m)
        for x0, v0 in [(1.0, 0.0), (0.0, 1.0), (1.0, -w0)]:
            for sc in [0, 0.01, 0.5, 2, 10]:
                yield m, k, c, x0, v0, sc / w0


def main():
    print("m,k,c,x0,v0,t,x,v")
    for m, k, c, x0, v0, t in rows():
        x, v = exact_state(m, k, c, x0, v0, t)
        print(",".join(repr(float(q)) for q in (m, k, c, x0, v0, t, x, v)))


if __name__ == "__main__":
    main()
