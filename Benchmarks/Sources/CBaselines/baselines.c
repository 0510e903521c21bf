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

void cb_batch(const double *a, const double *b, const double *c, const double *d, const double *iw,
              double *xs, double *vs, size_t count, size_t frames, double r2, double *out) {
    // Same algorithm as SpringBatch.render: 256-spring blocks, streaming stores for big outputs.
    int streaming = frames * count >= ((size_t)1 << 22);
    for (size_t start = 0; start < count; start += 256) {
        size_t end = start + 256 < count ? start + 256 : count;
        for (size_t f = 0; f < frames; f++) {
            double *row = out + f * count;
            size_t i = start;
#define STEP(k, dst)                                                   \
    do {                                                               \
        double x = xs[k], v = vs[k];                                   \
        double nx = a[k] * x + b[k] * v, nv = c[k] * x + d[k] * v;     \
        int rest = nx * nx + nv * nv * iw[k] < r2;                     \
        nx = rest ? 0 : nx;                                            \
        nv = rest ? 0 : nv;                                            \
        xs[k] = nx;                                                    \
        vs[k] = nv;                                                    \
        dst = nx;                                                      \
    } while (0)
            if (streaming) {
                if (((uintptr_t)(row + i)) & 15) { STEP(i, row[i]); i++; }
                for (; i + 1 < end; i += 2) {
                    double x0, x1;
                    STEP(i, x0);
                    STEP(i + 1, x1);
                    _mm_stream_pd(row + i, _mm_set_pd(x1, x0));
                }
            }
            for (; i < end; i++) STEP(i, row[i]);
        }
    }
    if (streaming) _mm_sfence();
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
