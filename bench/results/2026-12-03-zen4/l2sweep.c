/* Level-2 forms, Fortran ABI, two libraries dlopen'd privately, interleaved rounds, best of R.
 * usage: l2sweep OURS.so OTHER.so n rounds [filter] */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <dlfcn.h>
typedef void (*gemv_t)(const char*,const int*,const int*,const void*,const void*,const int*,const void*,const int*,const void*,void*,const int*,size_t);
typedef void (*trxv_t)(const char*,const char*,const char*,const int*,const void*,const int*,void*,const int*,size_t,size_t,size_t);
typedef void (*symv_t)(const char*,const int*,const void*,const void*,const int*,const void*,const int*,const void*,void*,const int*,size_t);
typedef void (*ger_t)(const int*,const int*,const void*,const void*,const int*,const void*,const int*,void*,const int*);
typedef void (*syr2_t)(const char*,const int*,const void*,const void*,const int*,const void*,const int*,void*,const int*,size_t);
static double now(void){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+1e-9*t.tv_nsec;}
static void *L[2];
static int n, one=1; static size_t es; static char T;
static void *A,*A0,*x,*x0,*y;
static double alpha[2]={1e-3,0},beta[2]={1,0};
struct cs{char name[32]; int kind; char t,u,d;};
static void run(int li, struct cs *c){
  char fn[16]; void *h=L[li];
  switch(c->kind){
  case 0: snprintf(fn,16,"%cgemv_",T); ((gemv_t)dlsym(h,fn))(&c->t,&n,&n,alpha,A,&n,x0,&one,beta,y,&one,1); break;
  case 1: snprintf(fn,16,"%ctrmv_",T); memcpy(x,x0,es*n); ((trxv_t)dlsym(h,fn))(&c->u,&c->t,&c->d,&n,A,&n,x,&one,1,1,1); break;
  case 2: snprintf(fn,16,"%ctrsv_",T); memcpy(x,x0,es*n); ((trxv_t)dlsym(h,fn))(&c->u,&c->t,&c->d,&n,A,&n,x,&one,1,1,1); break;
  case 3: snprintf(fn,16,"%c%s_",T,(T=='c'||T=='z')?"hemv":"symv"); ((symv_t)dlsym(h,fn))(&c->u,&n,alpha,A,&n,x0,&one,beta,y,&one,1); break;
  case 4: snprintf(fn,16,"%cger%s_",T,(T=='c'||T=='z')?(c->t=='C'?"c":"u"):""); ((ger_t)dlsym(h,fn))(&n,&n,alpha,x0,&one,y,&one,A,&n); break;
  case 5: snprintf(fn,16,"%c%s_",T,(T=='c'||T=='z')?"her2":"syr2"); ((syr2_t)dlsym(h,fn))(&c->u,&n,alpha,x0,&one,y,&one,A,&n,1); break;
  }
}
static double bytes(struct cs*c){double mat=(double)n*n*es, tri=(double)n*(n+1)/2*es;
  switch(c->kind){case 0:return mat; case 1: case 2: return tri; case 3: return tri; case 4: return 2*mat; default: return 2*tri;}}
int main(int argc,char**argv){
  L[0]=dlopen(argv[1],RTLD_NOW|RTLD_LOCAL|RTLD_DEEPBIND); L[1]=dlopen(argv[2],RTLD_NOW|RTLD_LOCAL|RTLD_DEEPBIND);
  if(!L[0]||!L[1]){fprintf(stderr,"%s\n",dlerror());return 1;}
  n=atoi(argv[3]); int R=atoi(argv[4]); const char*filt=argc>5?argv[5]:"sdcz";
  struct cs cs[64]; 
  for(const char*tp=filt;*tp;tp++){T=*tp; int cplx=(T=='c'||T=='z'); es=(T=='s'?4:T=='d'?8:T=='c'?8:16);
    int nc=0; const char *tr=cplx?"NTC":"NT";
    for(const char*t=tr;*t;t++){struct cs c={0};c.kind=0;c.t=*t;snprintf(c.name,32,"%cgemv %c",T,*t);cs[nc++]=c;}
    for(int k=1;k<=2;k++)for(const char*u="UL";*u;u++)for(const char*t=tr;*t;t++){struct cs c={0};c.kind=k;c.t=*t;c.u=*u;c.d='N';snprintf(c.name,32,"%ctr%sv %c%c",T,k==1?"m":"s",*u,*t);cs[nc++]=c;}
    for(const char*u="UL";*u;u++){struct cs c={0};c.kind=3;c.u=*u;snprintf(c.name,32,"%c%s %c",T,cplx?"hemv":"symv",*u);cs[nc++]=c;}
    {struct cs c={0};c.kind=4;c.t='U';snprintf(c.name,32,"%cger%s",T,cplx?"u":"");cs[nc++]=c;}
    if(cplx){struct cs c={0};c.kind=4;c.t='C';snprintf(c.name,32,"%cgerc",T);cs[nc++]=c;}
    for(const char*u="UL";*u;u++){struct cs c={0};c.kind=5;c.u=*u;snprintf(c.name,32,"%c%s %c",T,cplx?"her2":"syr2",*u);cs[nc++]=c;}
    A=aligned_alloc(64,es*n*n+64); A0=aligned_alloc(64,es*n*n+64); x=aligned_alloc(64,es*n+64); x0=aligned_alloc(64,es*n+64); y=aligned_alloc(64,es*n+64);
    int re=cplx?2:1; long nel=(long)n*n*re;
    for(long i=0;i<nel;i++){double v=((i*7)%13)*0.01/n; if(T=='s'||T=='c')((float*)A0)[i]=v; else ((double*)A0)[i]=v;}
    for(int i=0;i<n;i++){long d=((long)i*n+i)*re; if(T=='s'||T=='c')((float*)A0)[d]=1; else ((double*)A0)[d]=1;}
    for(int i=0;i<n*re;i++){double v=1e-3*(i%11+1); if(T=='s'||T=='c'){((float*)x0)[i]=v;((float*)y)[i]=v;} else {((double*)x0)[i]=v;((double*)y)[i]=v;}}
    float fa[4]={1e-3f,0,1,0}; void *al=(T=='s'||T=='c')?(void*)fa:(void*)alpha; (void)al;
    double best[64][2]; for(int i=0;i<nc;i++)best[i][0]=best[i][1]=1e9;
    for(int r=0;r<R;r++)for(int i=0;i<nc;i++)for(int l=0;l<2;l++){
      memcpy(A,A0,es*n*n); if(T=='s'||T=='c'){static float fa2[2]={1e-3f,0},fb2[2]={1,0}; memcpy(alpha,fa2,8); memcpy(beta,fb2,8);} else {alpha[0]=1e-3;alpha[1]=0;beta[0]=1;beta[1]=0;}
      int reps=0; double t0=now(),t; do{run(l,&cs[i]);reps++;t=now()-t0;}while(t<0.03); t/=reps; if(t<best[i][l])best[i][l]=t;}
    for(int i=0;i<nc;i++)printf("%-12s n=%d  ours %6.1f  other %6.1f GB/s  ratio %.2f\n",cs[i].name,n,bytes(&cs[i])/best[i][0]*1e-9,bytes(&cs[i])/best[i][1]*1e-9,best[i][1]/best[i][0]);
    free(A);free(A0);free(x);free(x0);free(y);
  }
}
