// _SpringsShims: static inline forwards only, no logic: libm's sincos, which Swift's Glibc module
// does not export.
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

#endif
