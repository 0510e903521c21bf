// _SpringsShims: static inline helpers for what Swift cannot spell, or spells slowly — libm's
// sincos (not exported by Swift's Glibc module), a two-lane multiply-add kept in vector registers,
// and non-temporal stores. No logic of the package lives here.
#ifndef SPRINGS_SHIMS_H
#define SPRINGS_SHIMS_H

#include <math.h>

/// sin x and cos x with one argument reduction (glibc's and Darwin's sincos) — about 40 % fewer
/// instructions than the two calls, and the same values.
static inline void springs_sincos(double x, double *s, double *c) {
#if defined(__GLIBC__) || defined(__APPLE__)
    __builtin_sincos(x, s, c);
#else
    *s = sin(x);
    *c = cos(x);
#endif
}

/// Imported as SIMD2<Double>.
typedef double springs_double2 __attribute__((ext_vector_type(2)));

/// One step of two springs, lane by lane: (x, v) ← (xx·x + xv·v, vx·x + vv·v), every product and
/// sum rounded once (never fused), so each lane is bit for bit Swift's scalar
/// `Propagator.apply`. Swift 6.3 lowers SIMD2<Double> arithmetic lane by lane and LLVM's SLP pass
/// re-vectorises the batch step with lane shuffles (2.4× the instructions); this stays 4 mulpd
/// and 2 addpd, ordered so the new state lands in the old state's registers (no copies).
static inline void springs_step2(springs_double2 xx, springs_double2 xv, springs_double2 vx, springs_double2 vv,
                                 springs_double2 *x, springs_double2 *v) {
#pragma clang fp contract(off)
    springs_double2 cx = vx * *x;
    springs_double2 bv = xv * *v;
    *x = *x * xx + bv;
    *v = *v * vv + cx;
}

/// Stores x at p (16-byte aligned) with a non-temporal hint: the line goes to memory without
/// being read first (movntpd). Only for output larger than the caches; `springs_stream_fence`
/// after the last one.
static inline void springs_stream2(double *p, springs_double2 x) {
    __builtin_nontemporal_store(x, (springs_double2 *)p);
}

/// Orders the non-temporal stores before every later store (sfence on x86).
static inline void springs_stream_fence(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_sfence();
#else
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
#endif
}

#endif
