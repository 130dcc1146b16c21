#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <dlfcn.h>
#include <immintrin.h>
typedef long sb_dim;
void sb_k_avx512y_caxpy(sb_dim n, const void *alpha, const void *x, sb_dim incx, void *y, sb_dim incy);
void sb_k_avx512_cger(sb_dim,sb_dim,const void*,const void*,void*,sb_dim);
void sb_k_avx512y_cger(sb_dim,sb_dim,const void*,const void*,void*,sb_dim);
void sb_k_avx512_caxpy(sb_dim n, const void *alpha, const void *x, sb_dim incx, void *y, sb_dim incy);
typedef void (*obax_t)(const int*,const void*,const void*,const int*,void*,const int*);
static double now(void){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+1e-9*t.tv_nsec;}
static int n; static float *A,*x,*xs;
/* variant: precomputed swapped x, 2 fma per vector, ymm */
__attribute__((target("avx512f,avx512vl,fma")))
static void v_pre(sb_dim m, const float *t, float *col){
  __m256 tr=_mm256_set1_ps(t[0]); __m256 ti=_mm256_setr_ps(-t[1],t[1],-t[1],t[1],-t[1],t[1],-t[1],t[1]);
  sb_dim len=2*m,i=0;
  for(;i+32<=len;i+=32){
    for(int u=0;u<4;u++){__m256 y=_mm256_loadu_ps(col+i+8*u); y=_mm256_fmadd_ps(tr,_mm256_loadu_ps(x+i+8*u),y); y=_mm256_fmadd_ps(ti,_mm256_loadu_ps(xs+i+8*u),y); _mm256_storeu_ps(col+i+8*u,y);}
  }
  for(;i<len;i+=2){float xr=x[i],xi=x[i+1]; col[i]+=t[0]*xr-t[1]*xi; col[i+1]+=t[0]*xi+t[1]*xr;}
}
/* 2 columns per pass */
__attribute__((target("avx512f,avx512vl,fma")))
static void v_two(sb_dim m, const float *t0, const float *t1, float *c0, float *c1){
  __m256 tr0=_mm256_set1_ps(t0[0]), ti0=_mm256_setr_ps(-t0[1],t0[1],-t0[1],t0[1],-t0[1],t0[1],-t0[1],t0[1]);
  __m256 tr1=_mm256_set1_ps(t1[0]), ti1=_mm256_setr_ps(-t1[1],t1[1],-t1[1],t1[1],-t1[1],t1[1],-t1[1],t1[1]);
  sb_dim len=2*m,i=0;
  for(;i+16<=len;i+=16){
    for(int u=0;u<2;u++){__m256 xv=_mm256_loadu_ps(x+i+8*u), xw=_mm256_permute_ps(xv,0xb1);
      __m256 y=_mm256_loadu_ps(c0+i+8*u); y=_mm256_fmadd_ps(tr0,xv,y); y=_mm256_fmadd_ps(ti0,xw,y); _mm256_storeu_ps(c0+i+8*u,y);
      y=_mm256_loadu_ps(c1+i+8*u); y=_mm256_fmadd_ps(tr1,xv,y); y=_mm256_fmadd_ps(ti1,xw,y); _mm256_storeu_ps(c1+i+8*u,y);}
  }
  for(;i<len;i+=2){float xr=x[i],xi=x[i+1]; c0[i]+=t0[0]*xr-t0[1]*xi; c0[i+1]+=t0[0]*xi+t0[1]*xr; c1[i]+=t1[0]*xr-t1[1]*xi; c1[i+1]+=t1[0]*xi+t1[1]*xr;}
}
#define OPQ(v) __asm__("" : "+x"(v))
__attribute__((target("avx512f,avx512vl,fma")))
static inline __attribute__((always_inline)) void v_eight(sb_dim m, const float *t, float *col, const int exact){
  __m256 tr=_mm256_set1_ps(t[0]); __m256 ti=_mm256_setr_ps(-t[1],t[1],-t[1],t[1],-t[1],t[1],-t[1],t[1]);
  sb_dim len=2*m,i=0;
  for(;i+64<=len;i+=64){
    __m256 xv[8],yv[8];
    _Pragma("GCC unroll 8") for(int u=0;u<8;u++){xv[u]=_mm256_loadu_ps(x+i+8*u);}
    _Pragma("GCC unroll 8") for(int u=0;u<8;u++){yv[u]=_mm256_loadu_ps(col+i+8*u);}
    _Pragma("GCC unroll 8") for(int u=0;u<8;u++){
      if(exact){__m256 p=_mm256_mul_ps(tr,xv[u]); OPQ(p); __m256 q=_mm256_mul_ps(ti,_mm256_permute_ps(xv[u],0xb1)); OPQ(q); __m256 s=_mm256_add_ps(p,q); OPQ(s); yv[u]=_mm256_add_ps(yv[u],s);}
      else {yv[u]=_mm256_fmadd_ps(tr,xv[u],yv[u]); yv[u]=_mm256_fmadd_ps(ti,_mm256_permute_ps(xv[u],0xb1),yv[u]);}}
    _Pragma("GCC unroll 8") for(int u=0;u<8;u++)_mm256_storeu_ps(col+i+8*u,yv[u]);
  }
  for(;i<len;i+=2){float xr=x[i],xi=x[i+1]; col[i]+=t[0]*xr-t[1]*xi; col[i+1]+=t[0]*xi+t[1]*xr;}
}
int main(int argc,char**argv){n=atoi(argv[1]); int lda=n;
  void*h=dlopen("/usr/lib/x86_64-linux-gnu/openblas-pthread/libopenblas.so.0",RTLD_NOW|RTLD_LOCAL); obax_t ob=(obax_t)dlsym(h,"caxpy_");
  A=aligned_alloc(64,8L*n*n); x=aligned_alloc(64,8L*n); xs=aligned_alloc(64,8L*n);
  for(long i=0;i<2L*n*n;i++)A[i]=1e-3f*(i%17); for(int i=0;i<2*n;i++)x[i]=1e-3f*(i%13);
  for(int i=0;i<n;i++){xs[2*i]=x[2*i+1];xs[2*i+1]=x[2*i];}
  float t[2]={1e-6f,2e-6f}; int one=1; float *tt2=malloc(8L*n); for(int j=0;j<n;j++){tt2[2*j]=t[0];tt2[2*j+1]=t[1];}
  const char*nm[7]={"zmm","ymm","ob","pre","two","gerz","gery"}; double best[7]={1e9,1e9,1e9,1e9,1e9,1e9,1e9};
  for(int r=0;r<9;r++)for(int v=0;v<7;v++){int reps=0;double t0=now(),tt;do{
    for(int j=0;j<n;j++){float*col=A+2L*lda*j;
      switch(v){case 0:sb_k_avx512_caxpy(n,t,x,1,col,1);break;case 1:sb_k_avx512y_caxpy(n,t,x,1,col,1);break;case 2:ob(&n,t,x,&one,col,&one);break;case 3:v_pre(n,t,col);break;
      case 5: if(j==0){sb_k_avx512_cger(n,n,x,tt2,A,lda);j=n;} break; case 6: if(j==0){sb_k_avx512y_cger(n,n,x,tt2,A,lda);j=n;} break; case 4: if(j+1<n){v_two(n,t,t,col,col+2L*lda);j++;} else sb_k_avx512y_caxpy(n,t,x,1,col,1); break;}}
    reps++;tt=now()-t0;}while(tt<0.03);tt/=reps;if(tt<best[v])best[v]=tt;}
  for(int v=0;v<7;v++)printf("%s %.1f GB/s  ",nm[v],16.0*n*n/best[v]*1e-9);printf("\n");}
