#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <dlfcn.h>
typedef long sb_dim;
void sb_k_avx512y_caxpy(sb_dim n, const void *alpha, const void *x, sb_dim incx, void *y, sb_dim incy);
void sb_k_avx512_caxpy(sb_dim n, const void *alpha, const void *x, sb_dim incx, void *y, sb_dim incy);
typedef void (*obax_t)(const int*,const void*,const void*,const int*,void*,const int*);
#include <immintrin.h>
#define OPQ(v) __asm__("" : "+x"(v))
static inline __attribute__((always_inline)) void kern(sb_dim m, const float *t, const float *x, float *col, const int exact, const int U){
  __m256 tr=_mm256_set1_ps(t[0]); __m256 ti=_mm256_setr_ps(-t[1],t[1],-t[1],t[1],-t[1],t[1],-t[1],t[1]);
  sb_dim len=2*m,i=0;
  for(;i+8*U<=len;i+=8*U){
    __m256 xv[8],yv[8];
    _Pragma("GCC unroll 8") for(int u=0;u<U;u++){xv[u]=_mm256_loadu_ps(x+i+8*u);}
    _Pragma("GCC unroll 8") for(int u=0;u<U;u++){
      if(exact){__m256 p=_mm256_mul_ps(tr,xv[u]); OPQ(p); __m256 q=_mm256_mul_ps(ti,_mm256_permute_ps(xv[u],0xb1)); OPQ(q); __m256 s=_mm256_add_ps(p,q); OPQ(s); yv[u]=_mm256_add_ps(_mm256_loadu_ps(col+i+8*u),s);}
      else {yv[u]=_mm256_fmadd_ps(tr,xv[u],_mm256_loadu_ps(col+i+8*u)); yv[u]=_mm256_fmadd_ps(ti,_mm256_permute_ps(xv[u],0xb1),yv[u]);}}
    _Pragma("GCC unroll 8") for(int u=0;u<U;u++)_mm256_storeu_ps(col+i+8*u,yv[u]);
  }
  for(;i<len;i+=2){float xr=x[i],xi=x[i+1]; col[i]+=t[0]*xr-t[1]*xi; col[i+1]+=t[0]*xi+t[1]*xr;}
}
static double now(void){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+1e-9*t.tv_nsec;}
int main(int argc,char**argv){int n=atoi(argv[1]), cols=atoi(argv[2]); void*h=dlopen("/usr/lib/x86_64-linux-gnu/openblas-pthread/libopenblas.so.0",RTLD_NOW|RTLD_LOCAL); obax_t ob=(obax_t)dlsym(h,"caxpy_");
 float*x=aligned_alloc(64,8L*n),*A=aligned_alloc(64,8L*n*cols); for(long i=0;i<2L*n;i++)x[i]=1e-3f*(i%13); for(long i=0;i<2L*n*cols;i++)A[i]=1e-3f*(i%7);
 float t[2]={1e-6f,2e-6f}; int one=1; double best[7]={1e9,1e9,1e9,1e9,1e9,1e9,1e9};
 for(int r=0;r<9;r++)for(int v=0;v<7;v++){int reps=0;double t0=now(),tt;do{for(int j=0;j<cols;j++){float*c=A+2L*n*j; if(v==0)sb_k_avx512_caxpy(n,t,x,1,c,1); else if(v==1)sb_k_avx512y_caxpy(n,t,x,1,c,1); else if(v==2) ob(&n,t,x,&one,c,&one); else if(v==3) kern(n,t,x,c,1,4); else if(v==4) kern(n,t,x,c,0,4); else if(v==5) kern(n,t,x,c,1,8); else kern(n,t,x,c,0,8);} reps++;tt=now()-t0;}while(tt<0.03);tt/=reps;if(tt<best[v])best[v]=tt;}
 printf("n=%d cols=%d:",n,cols); const char*nm[7]={"zmm","ymm","ob","x4","c4","x8","c8"}; for(int v=0;v<7;v++)printf(" %s %.1f",nm[v],16.0*n*cols/best[v]*1e-9); printf(" GB/s\n");}
