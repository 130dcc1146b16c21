#include <stdio.h>
#include <stdlib.h>
#include <dlfcn.h>
#include <time.h>
static double now(){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+1e-9*t.tv_nsec;}
typedef void (*trmm_f)(const char*,const char*,const char*,const char*,const int*,const int*,const double*,const double*,const int*,double*,const int*);
typedef void (*gemm_f)(const char*,const char*,const int*,const int*,const int*,const double*,const double*,const int*,const double*,const int*,const double*,double*,const int*);
int main(int argc,char**argv){
  void*h=dlopen(argv[1],RTLD_NOW|RTLD_LOCAL); trmm_f tr=(trmm_f)dlsym(h,"dtrmm_"); gemm_f ge=(gemm_f)dlsym(h,"dgemm_");
  int n=atoi(argv[2]), it=atoi(argv[3]); int h2=n/2;
  double *A=aligned_alloc(64,8L*n*n),*B=aligned_alloc(64,8L*n*n),*C=aligned_alloc(64,8L*n*n);
  for(long i=0;i<(long)n*n;i++){A[i]=1e-6*(i%17)/n;B[i]=1;C[i]=0;}
  double one=1,zero=0; const char*sd=argc>4?argv[4]:"R",*up=argc>5?argv[5]:"U",*ta=argc>6?argv[6]:"T";
  for(int r=0;r<5;r++){
    double t0=now(); for(int i=0;i<it;i++) tr(sd,up,ta,"U",&n,&n,&one,A,&n,B,&n); double t1=now();
    for(int i=0;i<it;i++) tr(sd,up,ta,"U",&n,&h2,&one,A,&n,B,&n); double t2=now();
    for(int i=0;i<it;i++) ge("N","T",&n,&h2,&h2,&one,B,&n,A,&n,&one,B+(long)h2*n,&n); double t3=now();
    for(int i=0;i<it;i++) ge("N","N",&n,&n,&n,&one,A,&n,B,&n,&zero,C,&n); double t4=now();
    double gt=(t4-t3)/it, trt=(t1-t0)/it, lf=(t2-t1)/it, up_=(t3-t2)/it;
    printf("gemm %.0f us; trmm %.0f us (%.3f of gemm rate); leaf %.0f us x2 (%.3f); update %.0f us (%.3f); sum %.0f\n",
      gt*1e6, trt*1e6, gt/2/trt, lf*1e6, gt/8/lf, up_*1e6, gt/4/up_, (2*lf+up_)*1e6);
  }
}
