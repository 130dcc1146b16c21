#include <stdio.h>
#include <stdlib.h>
#include <dlfcn.h>
#include <time.h>
#include <string.h>
typedef void (*fn)(const char*,const char*,const char*,const char*,const int*,const int*,const void*,const void*,const int*,void*,const int*);
static double now(void){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+1e-9*t.tv_nsec;}
int main(int argc,char**argv){
  void*h=dlopen(argv[1],RTLD_NOW|RTLD_LOCAL); int d=argv[2][0]=='d';
  fn f=(fn)dlsym(h,d?"dtrmm_":"strmm_"); int m=atoi(argv[3]),n=atoi(argv[4]); long it=atol(argv[5]);
  const char*up=argv[6],*ta=argv[7];
  size_t es=d?8:4; char*a=malloc((size_t)(m>n?m:n)*(m>n?m:n)*es),*b=malloc((size_t)m*n*es),*b0=malloc((size_t)m*n*es);
  for(long i=0;i<(long)(m>n?m:n)*(m>n?m:n);i++){ if(d)((double*)a)[i]=0.5+rand()/(double)RAND_MAX*0.01; else ((float*)a)[i]=0.5f+rand()/(float)RAND_MAX*0.01f;}
  for(long i=0;i<(long)m*n;i++){ if(d)((double*)b0)[i]=rand()/(double)RAND_MAX; else ((float*)b0)[i]=rand()/(float)RAND_MAX;}
  double al=1.0; float alf=1.0f; double best=1e30;
  for(int r=0;r<5;r++){ double t0=now(); for(long i=0;i<it;i++){ if(i%64==0) memcpy(b,b0,(size_t)m*n*es); f(argc>8?argv[8]:"R",up,ta,"N",&m,&n,d?(void*)&al:(void*)&alf,a,argc>8&&argv[8][0]==0x4c?&m:&n,b,&m);} double t=(now()-t0)/it*1e9; if(t<best)best=t;}
  printf("%.1f\n",best); return 0;}
