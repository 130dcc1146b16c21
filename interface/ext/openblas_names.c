/*
 * The OpenBLAS names that FlexiBLAS, libblastrampoline and many programs call to set or
 * query threads, forwarded to SteadyBLAS's own (include/steadyblas.h).  ABI only.
 */
#include <unistd.h>
#include "sb/common.h"
#include "steadyblas.h"

SB_API void openblas_set_num_threads(int n) { steadyblas_set_num_threads(n); }
SB_API int openblas_get_num_threads(void) { return steadyblas_get_num_threads(); }
SB_API int openblas_get_num_procs(void)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 ? (int)n : 1;
}
SB_API char *openblas_get_config(void) { return (char *)steadyblas_get_config(); }
/* 0 sequential, 1 pthreads, 2 OpenMP (OpenBLAS's convention) */
SB_API int openblas_get_parallel(void) { return 1; }
