#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
#include <complex.h>
void dgemm_(const char*,const char*,const int*,const int*,const int*,const double*,const double*,const int*,const double*,const int*,const double*,double*,const int*);
void zgemm_(const char*,const char*,const int*,const int*,const int*,const double complex*,const double complex*,const int*,const double complex*,const int*,const double complex*,double complex*,const int*);
static double now(){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+1e-9*t.tv_nsec;}
static int cmp(const void*a,const void*b){double x=*(double*)a,y=*(double*)b;return x<y?-1:x>y;}
int main(int argc,char**argv){int n=atoi(argv[1]); int z=atoi(argv[2]); int gap=atoi(argv[3]); int N=400;
 double complex*A=malloc(16L*n*n),*B=malloc(16L*n*n),*C=malloc(16L*n*n); for(long i=0;i<2L*n*n;i++){((double*)A)[i]=(i%13)*0.01;((double*)B)[i]=(i%7)*0.01;((double*)C)[i]=0;}
 double t[400]; double complex al=1,be=1; double ald=1,bed=1;
 for(int i=0;i<N;i++){ if(gap)usleep(gap); double t0=now(); if(z) zgemm_("N","N",&n,&n,&n,&al,A,&n,B,&n,&be,C,&n); else dgemm_("N","N",&n,&n,&n,&ald,(double*)A,&n,(double*)B,&n,&bed,(double*)C,&n); t[i]=now()-t0;}
 qsort(t,N,sizeof(double),cmp); printf("%s n %d gap %d us: median %.1f us  p10 %.1f  p90 %.1f\n",z?"zgemm":"dgemm",n,gap,t[N/2]*1e6,t[N/10]*1e6,t[9*N/10]*1e6);}
