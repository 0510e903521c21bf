// C baselines for the benchmarks: the same algorithms as Springs / SpringODE, written directly
// in C against libm and GSL, compiled with the same optimisation level, measured in the same run.
#ifndef CBASELINES_H
#define CBASELINES_H
#include <stddef.h>

/// Underdamped closed form (exp, cos, sin from libm): writes x(t), v(t) of the unit motion.
void cb_closed_form_underdamped(double w0sq, double beta, double wd, double t, double *x, double *v);

/// One spring through the propagator: n samples of x into out.
void cb_propagate(const double phi[4], double x, double v, double r2, double iw, double *out, size_t n);

/// A batch of springs (structure of arrays), frames × count positions, frame-major, as a plain
/// block-layout loop (256 springs through every frame, plain stores, the rest test every frame).
void cb_batch_plain(const double *a, const double *b, const double *c, const double *d, const double *iw, double *xs,
                    double *vs, size_t n, size_t frames, double r2, double *out);

/// Register blocking (8 springs through every frame with their states in SSE2 registers), one
/// 64-byte line per frame, the rest test every frame, streaming stores when asked (even n,
/// aligned out) — the batch algorithm before the chunked rest check.

void cb_batch_block(const double *a, const double *b, const double *c, const double *d, const double *iw, double *xs,
                    double *vs, size_t n, size_t frames, double r2, int streaming, double *out);

/// The strong C baseline of the batch (scripts/bench-instructions, wallclock-batch): SpringBatch's
/// algorithm in SSE2 intrinsics — register-blocked groups of 8 springs through chunks of 32
/// frames, the rest test settled once per chunk (unsettled pairs recomputed frame by frame),
/// non-temporal stores on whole 64-byte lines from `stream_from` samples.
/// `k`: per pair of springs 8 doubles (xx0 xx1 xv0 xv1 vx0 vx1 vv0 vv1), 16-byte aligned;
/// `lim`: per pair 4 doubles (iw0 iw1 limit0 limit1), 16-byte aligned (cb_chunk_limit).
void cb_batch_chunked(const double *k, const double *lim, double *xs, double *vs, size_t n, size_t frames, double r2,
                      size_t stream_from, double *out);

/// SpringBatch.chunkLimit: the end-of-chunk amplitude² above which no frame of a 32-frame chunk
/// came to rest.
double cb_chunk_limit(double xx, double xv, double vx, double vv, double iw, double r2);

/// The write floor: n doubles written with streaming stores and nothing computed.
void cb_write_floor(double *out, size_t n, double value);

/// Linear spring solved with GSL odeiv2 (stepper by name), nframes outputs at 1/rate spacing.
/// Returns the GSL status; out receives 2·nframes values.
int cb_gsl_spring(const char *stepper, double w0, double zeta, double tol, double rate, size_t nframes,
                  double *out);

#endif
