#include <stdio.h>
#include <stdint.h>
#include <time.h>
#include "peak.h"
static double now(void){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+1e-9*t.tv_nsec;}
int main(void){
  int64_t it=200000000;
  for(int r=0;r<3;r++){
  double t0=now(); volatile double x=peak_avx512_s(it); double t1=now();
  double y=peak_avx2_s(it); double t2=now();
  printf("zmm %.1f ymm %.1f GFLOP/s single\n", it*12.0*32/(t1-t0)/1e9, it*12.0*16/(t2-t1)/1e9); (void)x;(void)y;}
}
