/* Reference LAPACK (Debian liblapack.so.3, dlopened) over whichever libblas.so.3 the loader
 * finds first (LD_LIBRARY_PATH): dgetrf, dpotrf, dgeqrf, dsytrd at n = 16-512, best of 5
 * rounds, the matrix copied in before each call.  Usage: lapack_over_blas LABEL [SIZE_INDEX]
 * (see commands-lapack.sh).  A measuring aid of this session, not part of the build. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dlfcn.h>
#include <time.h>
static double now(){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+1e-9*t.tv_nsec;}
typedef void (*getrf_t)(const int*,const int*,double*,const int*,int*,int*);
typedef void (*potrf_t)(const char*,const int*,double*,const int*,int*);
typedef void (*geqrf_t)(const int*,const int*,double*,const int*,double*,double*,const int*,int*);
typedef void (*sytrd_t)(const char*,const int*,double*,const int*,double*,double*,double*,double*,const int*,int*);
int main(int argc,char**argv){
  void*h=dlopen("/usr/lib/x86_64-linux-gnu/lapack/liblapack.so.3",RTLD_NOW|RTLD_LOCAL);
  if(!h){printf("%s\n",dlerror());return 1;}
  getrf_t getrf=(getrf_t)dlsym(h,"dgetrf_"); potrf_t potrf=(potrf_t)dlsym(h,"dpotrf_");
  geqrf_t geqrf=(geqrf_t)dlsym(h,"dgeqrf_"); sytrd_t sytrd=(sytrd_t)dlsym(h,"dsytrd_");
  int ns[]={16,32,64,128,256,512};
  int q0=argc>2?atoi(argv[2]):0,q1=argc>2?q0+1:6;
  for(int q=q0;q<q1;q++){int n=ns[q],lda=n,info; size_t nn=(size_t)n*n;
    double*A0=malloc(nn*8),*A=malloc(nn*8),*S=malloc(nn*8),*tau=malloc(n*8*2),*d=malloc(n*8),*e=malloc(n*8);int*ip=malloc(n*sizeof(int));
    srand(3); for(size_t i=0;i<nn;i++)A0[i]=rand()/(double)RAND_MAX-0.5;
    for(int i=0;i<n;i++)for(int j=0;j<n;j++)S[i+(size_t)j*n]=A0[i+(size_t)j*n]+A0[j+(size_t)i*n]+(i==j?2*n:0);
    int lw=-1; double wq; geqrf(&n,&n,A,&lda,tau,&wq,&lw,&info); lw=(int)wq; int lw2=-1; double wq2; sytrd("L",&n,A,&lda,d,e,tau,&wq2,&lw2,&info); if((int)wq2>lw)lw=(int)wq2;
    double*w=malloc(lw*8);
    long reps = 2e8/((double)n*n*n+1000); if(reps<3)reps=3;
    double tb[4]={1e9,1e9,1e9,1e9};
    for(int r=0;r<5;r++){
      double t;
      t=now(); for(long k=0;k<reps;k++){memcpy(A,A0,nn*8); getrf(&n,&n,A,&lda,ip,&info);} t=(now()-t)/reps; if(t<tb[0])tb[0]=t;
      t=now(); for(long k=0;k<reps;k++){memcpy(A,S,nn*8); potrf("L",&n,A,&lda,&info);} t=(now()-t)/reps; if(t<tb[1])tb[1]=t;
      t=now(); for(long k=0;k<reps;k++){memcpy(A,A0,nn*8); geqrf(&n,&n,A,&lda,tau,w,&lw,&info);} t=(now()-t)/reps; if(t<tb[2])tb[2]=t;
      t=now(); for(long k=0;k<reps;k++){memcpy(A,S,nn*8); sytrd("L",&n,A,&lda,d,e,tau,w,&lw,&info);} t=(now()-t)/reps; if(t<tb[3])tb[3]=t;
    }
    printf("%s n=%d getrf %.2f potrf %.2f geqrf %.2f sytrd %.2f us\n",argv[1],n,tb[0]*1e6,tb[1]*1e6,tb[2]*1e6,tb[3]*1e6);
    free(A0);free(A);free(S);free(tau);free(d);free(e);free(ip);free(w);}
}
