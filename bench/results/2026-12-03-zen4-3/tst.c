#include <stdio.h>
#include <stdlib.h>
#include <dlfcn.h>
#include <time.h>
typedef void (*gemm_t)(const char*,const char*,const int*,const int*,const int*,const void*,const void*,const int*,const void*,const int*,const void*,void*,const int*);
static double now(){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+1e-9*t.tv_nsec;}
int main(int argc,char**argv){
  const char*ta=getenv("TA")?getenv("TA"):"N"; int m=atoi(argv[1]),n=atoi(argv[2]),k=atoi(argv[3]); double secs=atof(argv[4]); 
  int nl=argc-5; gemm_t f[8];
  for(int i=0;i<nl;i++){void*h=dlopen(argv[5+i],RTLD_NOW|RTLD_LOCAL); f[i]=(gemm_t)dlsym(h,"dgemm_");}
  double*A=aligned_alloc(4096,8L*m*k),*B=aligned_alloc(4096,8L*k*n),*C=aligned_alloc(4096,8L*m*n);
  for(long i=0;i<(long)m*k;i++)A[i]=1.0/(1+i%7); for(long i=0;i<(long)k*n;i++)B[i]=1.0/(1+i%5); for(long i=0;i<(long)m*n;i++)C[i]=0;
  double one=1; double best[8]={0};
  for(int r=0;r<7;r++)for(int l=0;l<nl;l++){int reps=0;double t0=now(),t1;do{f[l](ta,"N",&m,&n,&k,&one,A,ta[0]==78?&m:&k,B,&k,&one,C,&m);reps++;t1=now();}while(t1-t0<secs);
   double g=2.0*m*n*(double)k*reps/(t1-t0)/1e9; if(g>best[l])best[l]=g;}
  for(int l=0;l<nl;l++)printf("%s %.1f\n",argv[5+l],best[l]);
}
