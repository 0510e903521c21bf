// CGSL: GSL's headers for Swift. Only static inline forwards, no logic.
// Swift 6 rejects GSL's global step-type pointers (mutable globals are not concurrency-safe), so
// each one is exposed through an accessor.
#ifndef CGSL_SHIM_H
#define CGSL_SHIM_H

#include <gsl/gsl_errno.h>
#include <gsl/gsl_odeiv2.h>
#include <gsl/gsl_matrix.h>

static inline const gsl_odeiv2_step_type *cgsl_step_rk2(void) { return gsl_odeiv2_step_rk2; }
static inline const gsl_odeiv2_step_type *cgsl_step_rk4(void) { return gsl_odeiv2_step_rk4; }
static inline const gsl_odeiv2_step_type *cgsl_step_rkf45(void) { return gsl_odeiv2_step_rkf45; }
static inline const gsl_odeiv2_step_type *cgsl_step_rkck(void) { return gsl_odeiv2_step_rkck; }
static inline const gsl_odeiv2_step_type *cgsl_step_rk8pd(void) { return gsl_odeiv2_step_rk8pd; }
static inline const gsl_odeiv2_step_type *cgsl_step_msadams(void) { return gsl_odeiv2_step_msadams; }
static inline const gsl_odeiv2_step_type *cgsl_step_msbdf(void) { return gsl_odeiv2_step_msbdf; }
static inline const gsl_odeiv2_step_type *cgsl_step_bsimp(void) { return gsl_odeiv2_step_bsimp; }

/// gsl_matrix_set is a macro-like inline in some builds; forward it so Swift sees one symbol.

#endif
