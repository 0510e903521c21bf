// _SpringsShims: static inline forwards only, no logic. Swift has no non-temporal store, which
// SpringBatch needs to write outputs larger than the caches at memory speed; these forward to the
// SSE2 intrinsics where they exist and to plain stores elsewhere.
#ifndef SPRINGS_SHIMS_H
#define SPRINGS_SHIMS_H

#if defined(__SSE2__)
#include <emmintrin.h>
/// Stores (a, b) at p (16-byte aligned) bypassing the caches.
static inline void springs_stream_store2(double *p, double a, double b) { _mm_stream_pd(p, _mm_set_pd(b, a)); }
/// Orders the streaming stores before later stores.
static inline void springs_store_fence(void) { _mm_sfence(); }
static inline int springs_has_streaming_stores(void) { return 1; }
#else
static inline void springs_stream_store2(double *p, double a, double b) { p[0] = a; p[1] = b; }
static inline void springs_store_fence(void) {}
static inline int springs_has_streaming_stores(void) { return 0; }
#endif

#endif
