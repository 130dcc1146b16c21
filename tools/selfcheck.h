/*
 * steadyblas-info's self-check: a few hundred calls of the library's CBLAS interface,
 * each compared with a plain reference computed here (in double complex arithmetic,
 * whatever the type), grouped by routine.
 */
#ifndef SB_SELFCHECK_H
#define SB_SELFCHECK_H

#include "steadyblas.h"

typedef struct {
    const char *name;      /* "gemm", "syrk/herk", ... */
    const char *types;     /* the types checked, e.g. "s d c z" */
    int calls, failed;     /* calls made, calls with a wrong element */
    double worst;          /* largest error / tolerance seen (<= 1 passes) */
    char first_failure[360];
} sb_check_group;

/* Runs every group; info gives the block sizes the edge shapes are chosen around.
 * Fills groups[0 .. return value - 1] (at most max). */
int sb_selfcheck(const steadyblas_info_t *info, sb_check_group *groups, int max);

#endif
