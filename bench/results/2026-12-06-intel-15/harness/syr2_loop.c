/* dsyr2 call loop on one A (gcc -O2 -o syr2_loop syr2_loop.c -ldl; taskset -c 0 ./syr2_loop LIB.so N ITERS) */
#include <stdio.h>
#include <stdlib.h>
#include <dlfcn.h>
#include <time.h>
static double now(){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+1e-9*t.tv_nsec;}
typedef void (*f_t)(const char*,const int*,const double*,const double*,const int*,const double*,const int*,double*,const int*);
int main(int c,char**v){ f_t f=(f_t)dlsym(dlopen(v[1],RTLD_NOW|RTLD_LOCAL),"dsyr2_"); int n=atoi(v[2]); long it=atol(v[3]);
 static double A[10000],x[100],y[100]; for(int i=0;i<10000;i++)A[i]=1e-3*(i%7); for(int i=0;i<100;i++){x[i]=1e-3*(i%5);y[i]=1e-3*(i%3)+1e-4;}
 int one=1; double al=1e-9; double best=1e9; for(int r=0;r<5;r++){double t0=now(); for(long i=0;i<it;i++) f("L",&n,&al,x,&one,y,&one,A,&n); double t=(now()-t0)/it*1e9; if(t<best)best=t;} printf("dsyr2 %d: %.1f ns\n",n,best);}
