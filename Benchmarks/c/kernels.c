// C baselines for scripts/bench-instructions, compiled with gcc -O2 (the script builds it): the
// same computations as the Swift kernels in Benchmarks/Sources/InstructionKernels, written the way a
// careful C programmer would — robust (the same accuracy class as Springs: expm1 where it
// matters, sincos, no cancellation) and lean (the unit motion only, one exp for the critical case,
// SpringBatch's chunked algorithm in SSE2 intrinsics, cb_batch_chunked in CBaselines). Each kernel runs `repeats` times so callgrind totals for two
// repeat counts give the cost of one repeat without process start-up.
//   kernels <closed-under|closed-critical|closed-over|closed-mixed|propagator|batch|gsl> <repeats>
#define _GNU_SOURCE
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../Sources/CBaselines/include/CBaselines.h"

typedef struct { double w0sq, beta, gamma, wd, sigma, v0; } spring;

static spring make(double m, double k, double c, double initial_velocity) {
    spring s = {0};
    s.beta = c / (2 * m);
    s.w0sq = k / m;
    double g2 = s.beta * s.beta - s.w0sq;
    if (g2 < 0) s.wd = sqrt(-g2); else s.gamma = sqrt(g2);
    s.sigma = s.w0sq / (s.beta + s.gamma);
    s.v0 = -initial_velocity;
    return s;
}

static inline double sanitized(double t) { return t > 0 ? (t < 1e15 ? t : 1e15) : 0; }

// Unit motion x(0) = 1, v(0) = v0, through e^{At} (notes/springs.md §1).
static inline void under(const spring *s, double t, double *x, double *v) {
    double p = exp(-s->beta * t), sn, cs;
    sincos(s->wd * t, &sn, &cs);
    double sd = sn / s->wd, ps = p * sd;
    *x = p * (cs + s->beta * sd) + ps * s->v0;
    *v = -s->w0sq * ps + p * (cs - s->beta * sd) * s->v0;
}

static inline void critical(const spring *s, double t, double *x, double *v) {
    double p = exp(-s->beta * t), pt = p * t;
    *x = p + s->beta * pt + pt * s->v0;
    *v = -s->w0sq * pt + (p - s->beta * pt) * s->v0;
}

static inline void over(const spring *s, double t, double *x, double *v) {
    double p = exp(-s->sigma * t), u = 2 * s->gamma * t, e, tt;
    if (u > 0.6931471805599453) { e = exp(-u); tt = (1 - e) / (2 * s->gamma); }
    else { double m = expm1(-u); e = 1 + m; tt = -m / (2 * s->gamma); }
    double pt = p * tt;
    *x = p * e + (s->beta + s->gamma) * pt + pt * s->v0;
    *v = -s->w0sq * pt + (p * e - s->sigma * pt) * s->v0;
}

static inline void any(const spring *s, double t, double *x, double *v) {
    if (s->wd > 0) under(s, t, x, v);
    else if (s->gamma == 0) critical(s, t, x, v);
    else over(s, t, x, v);
}

int main(int argc, char **argv) {
    if (argc != 3) { fprintf(stderr, "usage: kernels <kernel> <repeats>\n"); return 2; }
    const char *k = argv[1];
    int repeats = atoi(argv[2]);
    double sink = 0;
    // The Swift kernels' springs: ζ = 0.2, 1 and 3 at ω0 = 10, released with velocity 0.
    spring springs[3] = {make(1, 100, 4, 0), make(1, 100, 20, 0), make(1, 100, 60, 0)};
    const int evals = 10000;
    if (!strncmp(k, "closed-", 7)) {
        int which = !strcmp(k, "closed-under") ? 0 : !strcmp(k, "closed-critical") ? 1 : !strcmp(k, "closed-over") ? 2 : 3;
        for (int r = 0; r < repeats; r++) {
            if (which == 3) {
                for (int i = 0; i < evals; i++) {
                    double x, v;
                    any(&springs[i % 3], sanitized(i * 1e-4), &x, &v);
                    sink += x + v;
                }
                continue;
            }
            const spring *s = &springs[which];
            for (int i = 0; i < evals; i++) {
                double t = sanitized(i * 1e-4), x, v;
                if (which == 0) under(s, t, &x, &v);
                else if (which == 1) critical(s, t, &x, &v);
                else over(s, t, &x, &v);
                sink += x + v;
            }
        }
    } else if (!strcmp(k, "propagator")) {
        // ζ = 0.001 at response 0.5 s, h = 1/120 (as the Swift kernel: no snap within 10^5 samples).
        double w0 = 2 * M_PI / 0.5, beta = 0.001 * w0, wd = sqrt(w0 * w0 - beta * beta), h = 1.0 / 120;
        double p = exp(-beta * h), sn, cs;
        sincos(wd * h, &sn, &cs);
        double sd = sn / wd;
        double phi[4] = {p * (cs + beta * sd), p * sd, -w0 * w0 * p * sd, p * (cs - beta * sd)};
        size_t n = 100000;
        double *out = malloc(n * sizeof *out);
        for (int r = 0; r < repeats; r++) {
            cb_propagate(phi, 1, 0, 1e-18, 1 / (w0 * w0), out, n);
            sink += out[n - 1];
        }
        free(out);
    } else if (!strcmp(k, "batch")) {
        size_t n = 100000, frames = 240;
        double *a = malloc(n * 8), *b = malloc(n * 8), *c = malloc(n * 8), *d = malloc(n * 8), *iw = malloc(n * 8);
        double *xs = malloc(n * 8), *vs = malloc(n * 8), *out = malloc(n * frames * 8);
        for (size_t i = 0; i < n; i++) {
            // The Swift kernel's springs: response 0.3 + (i mod 97)/100 s, ζ = 0.2 + (i mod 13)/10.
            double w0 = 2 * M_PI / (0.3 + (i % 97) * 0.01), z = 0.2 + (i % 13) * 0.1;
            spring s = make(1, w0 * w0, 2 * z * w0, 0);
            double h = 1.0 / 120, x1, v1, x2, v2;
            // Φ(h) columns from two unit motions: (1, 0) and (0, 1).
            s.v0 = 0; any(&s, h, &x1, &v1);
            spring t = s; t.v0 = 1;
            any(&t, h, &x2, &v2);
            a[i] = x1; c[i] = v1; b[i] = x2 - x1; d[i] = v2 - v1;
            iw[i] = 1 / s.w0sq;
        }
        for (size_t i = 0; i < n; i++) { xs[i] = (double)(i % 7) - 3; vs[i] = (double)(i % 5); }
        // SpringBatch's layout: per pair 8 coefficients and 4 limits, 16-byte aligned.
        double *kc = aligned_alloc(64, 4 * n * 8), *lim = aligned_alloc(64, 2 * n * 8);
        for (size_t i = 0; i < n; i++) {
            size_t p = i / 2, l = i % 2;
            kc[8 * p + l] = a[i]; kc[8 * p + 2 + l] = b[i]; kc[8 * p + 4 + l] = c[i]; kc[8 * p + 6 + l] = d[i];
            lim[4 * p + l] = iw[i];
            lim[4 * p + 2 + l] = cb_chunk_limit(a[i], b[i], c[i], d[i], iw[i], 1e-18);
        }
        for (int r = 0; r < repeats; r++) {  // each repeat renders the next 240 frames
            cb_batch_chunked(kc, lim, xs, vs, n, frames, 1e-18, (size_t)1 << 17, out);
            sink += out[n * frames - 1];
        }
    } else if (!strcmp(k, "gsl")) {
        // One rkf45 solve of the typical regime (ω0 = 10, ζ = 0.5), 2 s at 120 Hz, tol 1e-10.
        size_t frames = 241;
        double *out = malloc(2 * frames * sizeof *out);
        for (int r = 0; r < repeats; r++) {
            cb_gsl_spring("rkf45", 10, 0.5, 1e-10, 120, frames, out);
            sink += out[2 * frames - 1];
        }
        free(out);
    } else {
        fprintf(stderr, "unknown kernel %s\n", k);
        return 2;
    }
    printf("%.17g\n", sink);
    return 0;
}
