#include "CBaselines.h"
#include <math.h>
#include <string.h>
#include <stdint.h>
#include <emmintrin.h>
#include <gsl/gsl_errno.h>
#include <gsl/gsl_odeiv2.h>

void cb_closed_form_underdamped(double w0sq, double beta, double wd, double t, double *x, double *v) {
    double p = exp(-beta * t);
    double c = cos(wd * t);
    double s = sin(wd * t) / wd;
    double ps = p * s;
    // Unit motion x0 = 1, v0 = 0.
    *x = p * (c + beta * s);
    *v = -w0sq * ps;
}

void cb_propagate(const double phi[4], double x, double v, double r2, double iw, double *out, size_t n) {
    for (size_t i = 0; i < n; i++) {
        double nx = phi[0] * x + phi[1] * v;
        double nv = phi[2] * x + phi[3] * v;
        if (nx * nx + nv * nv * iw < r2) { nx = 0; nv = 0; }
        x = nx;
        v = nv;
        out[i] = x;
    }
}

void cb_batch_plain(const double *a, const double *b, const double *c, const double *d, const double *iw, double *xs,
                    double *vs, size_t n, size_t frames, double r2, double *out) {
    // 256 springs at a time through every frame (the block's 7 arrays stay in L1), plain stores.
    for (size_t start = 0; start < n; start += 256) {
        size_t end = start + 256 < n ? start + 256 : n;
        for (size_t f = 0; f < frames; f++) {
            double *row = out + f * n;
            for (size_t i = start; i < end; i++) {
                double x = xs[i], v = vs[i];
                double nx = a[i] * x + b[i] * v, nv = c[i] * x + d[i] * v;
                int rest = nx * nx + nv * nv * iw[i] < r2;
                nx = rest ? 0 : nx;
                nv = rest ? 0 : nv;
                xs[i] = nx;
                vs[i] = nv;
                row[i] = nx;
            }
        }
    }
}

// One frame of one SSE2 vector (springs j, j+1) of a register-blocked group.
#define CB_LANE(x, v, j, store)                                                                          \
    do {                                                                                                 \
        __m128d nx = _mm_add_pd(_mm_mul_pd(_mm_loadu_pd(a + (j)), x), _mm_mul_pd(_mm_loadu_pd(b + (j)), v)); \
        __m128d nv = _mm_add_pd(_mm_mul_pd(_mm_loadu_pd(c + (j)), x), _mm_mul_pd(_mm_loadu_pd(d + (j)), v)); \
        __m128d e = _mm_add_pd(_mm_mul_pd(nx, nx), _mm_mul_pd(_mm_mul_pd(nv, nv), _mm_loadu_pd(iw + (j))));  \
        __m128d moving = _mm_cmpnlt_pd(e, lim); /* not (e < r2) */                                       \
        x = _mm_and_pd(nx, moving);                                                                      \
        v = _mm_and_pd(nv, moving);                                                                      \
        store;                                                                                           \
    } while (0)

// 8 springs (4 vectors) through every frame, states in registers; STORE(p, x) writes 16 bytes.
#define CB_GROUP(STORE)                                                                                  \
    for (; i + 8 <= n; i += 8) {                                                                         \
        __m128d x0 = _mm_loadu_pd(xs + i), x1 = _mm_loadu_pd(xs + i + 2), x2 = _mm_loadu_pd(xs + i + 4),  \
                x3 = _mm_loadu_pd(xs + i + 6);                                                           \
        __m128d v0 = _mm_loadu_pd(vs + i), v1 = _mm_loadu_pd(vs + i + 2), v2 = _mm_loadu_pd(vs + i + 4),  \
                v3 = _mm_loadu_pd(vs + i + 6);                                                           \
        double *row = out + i;                                                                           \
        for (size_t f = 0; f < frames; f++, row += n) {                                                  \
            CB_LANE(x0, v0, i, STORE(row, x0));                                                          \
            CB_LANE(x1, v1, i + 2, STORE(row + 2, x1));                                                  \
            CB_LANE(x2, v2, i + 4, STORE(row + 4, x2));                                                  \
            CB_LANE(x3, v3, i + 6, STORE(row + 6, x3));                                                  \
        }                                                                                                \
        _mm_storeu_pd(xs + i, x0); _mm_storeu_pd(xs + i + 2, x1); _mm_storeu_pd(xs + i + 4, x2);         \
        _mm_storeu_pd(xs + i + 6, x3);                                                                   \
        _mm_storeu_pd(vs + i, v0); _mm_storeu_pd(vs + i + 2, v1); _mm_storeu_pd(vs + i + 4, v2);         \
        _mm_storeu_pd(vs + i + 6, v3);                                                                   \
    }

void cb_batch_block(const double *a, const double *b, const double *c, const double *d, const double *iw, double *xs,
                    double *vs, size_t n, size_t frames, double r2, int streaming, double *out) {
    // Register blocking: 8 springs through every frame with their states in registers; each
    // frame writes one 64-byte line of the frame-major output.
    const __m128d lim = _mm_set1_pd(r2);
    size_t i = 0;
    int stream = streaming && !(n & 1) && !(((uintptr_t)out) & 15);
    if (stream) {
        CB_GROUP(_mm_stream_pd)
    } else {
        CB_GROUP(_mm_storeu_pd)
    }
    for (; i < n; i++) {  // the last n mod 8 springs, one at a time
        double x = xs[i], v = vs[i], *row = out + i;
        for (size_t f = 0; f < frames; f++, row += n) {
            double nx = a[i] * x + b[i] * v, nv = c[i] * x + d[i] * v;
            int rest = nx * nx + nv * nv * iw[i] < r2;
            x = rest ? 0 : nx;
            v = rest ? 0 : nv;
            *row = x;
        }
        xs[i] = x;
        vs[i] = v;
    }
    if (stream) _mm_sfence();
}

// ---- The chunked batch (SpringBatch's algorithm) ----

#define CB_CHUNK 32
#define CB_BLOCK 256

double cb_chunk_limit(double xx, double xv, double vx, double vv, double iw, double r2) {
    if (!(r2 > 0)) return 0;
    double norm = sqrt(xx * xx + xv * xv / iw + vx * vx * iw + vv * vv);
    double growth = 4 * CB_CHUNK * 1e-11 * (1 + norm);
    if (!(growth <= 1)) return INFINITY;
    return r2 * (1 + growth) * (1 + 1e-14);
}

// One frame of springs j, j+1, ordered so the new state lands in the old state's registers.
#define CB_STEP(x, v, kp)                                                                               \
    do {                                                                                                \
        __m128d cx_ = _mm_mul_pd((kp)[2], x), bv_ = _mm_mul_pd((kp)[1], v);                             \
        x = _mm_add_pd(_mm_mul_pd(x, (kp)[0]), bv_);                                                    \
        v = _mm_add_pd(_mm_mul_pd(v, (kp)[3]), cx_);                                                    \
    } while (0)

// Frames f0..f1 of springs j, j+1 with the rest test every frame (mask and-ed into the state).
static void cb_pair_checked(const double *k, const double *lim, double *xs, double *vs, size_t n, size_t j, size_t f0,
                            size_t f1, double r2, double *out) {
    const __m128d *kp = (const __m128d *)(k + 4 * j);
    const __m128d w = _mm_load_pd(lim + 2 * j), r = _mm_set1_pd(r2);
    __m128d x = _mm_loadu_pd(xs + j), v = _mm_loadu_pd(vs + j);
    double *row = out + f0 * n + j;
    for (size_t f = f0; f < f1; f++, row += n) {
        __m128d nx = x, nv = v;
        CB_STEP(nx, nv, kp);
        __m128d e = _mm_add_pd(_mm_mul_pd(nx, nx), _mm_mul_pd(_mm_mul_pd(nv, nv), w));
        __m128d moving = _mm_cmpnlt_pd(e, r);
        x = _mm_and_pd(nx, moving);
        v = _mm_and_pd(nv, moving);
        _mm_storeu_pd(row, x);
    }
    _mm_storeu_pd(xs + j, x);
    _mm_storeu_pd(vs + j, v);
}

static void cb_single_checked(const double *k, const double *lim, double *xs, double *vs, size_t n, size_t j,
                              size_t frames, double r2, double *out) {
    const double *kp = k + 4 * (j & ~(size_t)1) + (j & 1);
    double a = kp[0], b = kp[2], c = kp[4], d = kp[6], w = lim[2 * (j & ~(size_t)1) + (j & 1)];
    double x = xs[j], v = vs[j], *row = out + j;
    for (size_t f = 0; f < frames; f++, row += n) {
        double nx = a * x + b * v, nv = c * x + d * v;
        int rest = nx * nx + nv * nv * w < r2;
        x = rest ? 0 : nx;
        v = rest ? 0 : nv;
        *row = x;
    }
    xs[j] = x;
    vs[j] = v;
}

// Lanes of springs j, j+1 that need no recomputation after a chunk.
static inline __m128d cb_settled(__m128d x, __m128d v, const double *lim, const double *xs, const double *vs, size_t j) {
    const __m128d zero = _mm_setzero_pd();
    __m128d e = _mm_add_pd(_mm_mul_pd(x, x), _mm_mul_pd(_mm_mul_pd(v, v), _mm_load_pd(lim + 2 * j)));
    __m128d far = _mm_cmpge_pd(e, _mm_load_pd(lim + 2 * j + 2));
    __m128d rest = _mm_and_pd(_mm_cmpeq_pd(_mm_loadu_pd(xs + j), zero), _mm_cmpeq_pd(_mm_loadu_pd(vs + j), zero));
    return _mm_or_pd(far, rest);
}

#define CB_FINISH(x, v, m, j)                                                                           \
    do {                                                                                                \
        if (_mm_movemask_pd(m) == 3) {                                                                  \
            _mm_storeu_pd(xs + (j), x);                                                                 \
            _mm_storeu_pd(vs + (j), v);                                                                 \
        } else {                                                                                        \
            cb_pair_checked(k, lim, xs, vs, n, j, f0, f1, r2, out);                                     \
        }                                                                                               \
    } while (0)

#define CB_CHUNK_GROUP(STORE)                                                                           \
    do {                                                                                                \
        const __m128d *kp = (const __m128d *)(k + 4 * g);                                               \
        __m128d x0 = _mm_loadu_pd(xs + g), x1 = _mm_loadu_pd(xs + g + 2), x2 = _mm_loadu_pd(xs + g + 4), \
                x3 = _mm_loadu_pd(xs + g + 6);                                                          \
        __m128d v0 = _mm_loadu_pd(vs + g), v1 = _mm_loadu_pd(vs + g + 2), v2 = _mm_loadu_pd(vs + g + 4), \
                v3 = _mm_loadu_pd(vs + g + 6);                                                          \
        double *row = out + f0 * n + g;                                                                 \
        for (size_t f = f0; f < f1; f++, row += n) {                                                    \
            CB_STEP(x0, v0, kp);                                                                        \
            CB_STEP(x1, v1, kp + 4);                                                                    \
            CB_STEP(x2, v2, kp + 8);                                                                    \
            CB_STEP(x3, v3, kp + 12);                                                                   \
            STORE(row, x0);                                                                             \
            STORE(row + 2, x1);                                                                         \
            STORE(row + 4, x2);                                                                         \
            STORE(row + 6, x3);                                                                         \
        }                                                                                               \
        __m128d m0 = cb_settled(x0, v0, lim, xs, vs, g), m1 = cb_settled(x1, v1, lim, xs, vs, g + 2);   \
        __m128d m2 = cb_settled(x2, v2, lim, xs, vs, g + 4), m3 = cb_settled(x3, v3, lim, xs, vs, g + 6); \
        if (_mm_movemask_pd(_mm_and_pd(_mm_and_pd(m0, m1), _mm_and_pd(m2, m3))) == 3) {                \
            _mm_storeu_pd(xs + g, x0); _mm_storeu_pd(xs + g + 2, x1);                                   \
            _mm_storeu_pd(xs + g + 4, x2); _mm_storeu_pd(xs + g + 6, x3);                               \
            _mm_storeu_pd(vs + g, v0); _mm_storeu_pd(vs + g + 2, v1);                                   \
            _mm_storeu_pd(vs + g + 4, v2); _mm_storeu_pd(vs + g + 6, v3);                               \
        } else {                                                                                        \
            CB_FINISH(x0, v0, m0, g);                                                                   \
            CB_FINISH(x1, v1, m1, g + 2);                                                               \
            CB_FINISH(x2, v2, m2, g + 4);                                                               \
            CB_FINISH(x3, v3, m3, g + 6);                                                               \
        }                                                                                               \
    } while (0)

void cb_batch_chunked(const double *k, const double *lim, double *xs, double *vs, size_t n, size_t frames, double r2,
                      size_t stream_from, double *out) {
    uintptr_t off = (uintptr_t)out % 64;
    int stream = n * frames >= stream_from && n % 8 == 0 && off % 16 == 0;
    size_t first = stream ? (64 - off) % 64 / 8 : 0;
    size_t gend = first + (n - first) / 8 * 8;
    for (size_t start = first; start < gend; start += CB_BLOCK) {
        size_t end = start + CB_BLOCK < gend ? start + CB_BLOCK : gend;
        for (size_t f0 = 0; f0 < frames; f0 += CB_CHUNK) {
            size_t f1 = f0 + CB_CHUNK < frames ? f0 + CB_CHUNK : frames;
            for (size_t g = start; g < end; g += 8) {
                if (stream) CB_CHUNK_GROUP(_mm_stream_pd);
                else CB_CHUNK_GROUP(_mm_storeu_pd);
            }
        }
    }
    if (stream) _mm_sfence();
    for (size_t j = 0; j < first; j += 2) cb_pair_checked(k, lim, xs, vs, n, j, 0, frames, r2, out);
    size_t j = gend;
    for (; j + 1 < n; j += 2) cb_pair_checked(k, lim, xs, vs, n, j, 0, frames, r2, out);
    if (j < n) cb_single_checked(k, lim, xs, vs, n, j, frames, r2, out);
}

void cb_write_floor(double *out, size_t n, double value) {
    size_t i = 0;
    if (((uintptr_t)out) & 15) { out[0] = value; i = 1; }
    __m128d v = _mm_set1_pd(value);
    for (; i + 1 < n; i += 2) _mm_stream_pd(out + i, v);
    if (i < n) out[i] = value;
    _mm_sfence();
}

typedef struct { double w2, twobeta; } spring_params;

static int rhs(double t, const double y[], double f[], void *params) {
    (void)t;
    const spring_params *p = params;
    f[0] = y[1];
    f[1] = -p->w2 * y[0] - p->twobeta * y[1];
    return GSL_SUCCESS;
}

static int jac(double t, const double y[], double *dfdy, double dfdt[], void *params) {
    (void)t; (void)y;
    const spring_params *p = params;
    dfdy[0] = 0; dfdy[1] = 1; dfdy[2] = -p->w2; dfdy[3] = -p->twobeta;
    dfdt[0] = 0; dfdt[1] = 0;
    return GSL_SUCCESS;
}

static const gsl_odeiv2_step_type *step_type(const char *name) {
    if (!strcmp(name, "rk2")) return gsl_odeiv2_step_rk2;
    if (!strcmp(name, "rk4")) return gsl_odeiv2_step_rk4;
    if (!strcmp(name, "rkf45")) return gsl_odeiv2_step_rkf45;
    if (!strcmp(name, "rkck")) return gsl_odeiv2_step_rkck;
    if (!strcmp(name, "rk8pd")) return gsl_odeiv2_step_rk8pd;
    if (!strcmp(name, "msadams")) return gsl_odeiv2_step_msadams;
    if (!strcmp(name, "msbdf")) return gsl_odeiv2_step_msbdf;
    return gsl_odeiv2_step_bsimp;
}

int cb_gsl_spring(const char *stepper, double w0, double zeta, double tol, double rate, size_t nframes,
                  double *out) {
    gsl_set_error_handler_off();
    spring_params p = {w0 * w0, 2 * zeta * w0};
    gsl_odeiv2_system sys = {rhs, jac, 2, &p};
    gsl_odeiv2_driver *d = gsl_odeiv2_driver_alloc_y_new(&sys, step_type(stepper), 1e-3, tol, tol);
    gsl_odeiv2_driver_set_nmax(d, 1000000);
    double y[2] = {1, 0};
    double t = 0;
    int status = GSL_SUCCESS;
    for (size_t i = 0; i < nframes; i++) {
        double ti = (double)i / rate;
        if (ti > t) {
            status = gsl_odeiv2_driver_apply(d, &t, ti, y);
            if (status != GSL_SUCCESS) break;
        }
        out[2 * i] = y[0];
        out[2 * i + 1] = y[1];
    }
    gsl_odeiv2_driver_free(d);
    return status;
}
