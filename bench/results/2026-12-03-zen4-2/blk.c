#include <stdio.h>
#include <stdlib.h>
#include <dlfcn.h>
#include <time.h>
#include <string.h>
typedef void (*gemm_t)(const char*,const char*,const int*,const int*,const int*,const void*,const void*,const int*,const void*,const int*,const void*,void*,const int*);
static double now(){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+1e-9*t.tv_nsec;}
/* usage: blk m n k secs rounds lib "blocking1" "blocking2" ... (each a copy path:blocking) */
int main(int argc,char**argv){
  char t=argv[1][0]; argv++; argc--; int m=atoi(argv[1]),n=atoi(argv[2]),k=atoi(argv[3]); double secs=atof(argv[4]); int rounds=atoi(argv[5]);
  int nl=argc-6; gemm_t f[16];
  for(int i=0;i<nl;i++){char path[256]; char*s=strdup(argv[6+i]); char*c=strchr(s,':'); *c=0; 
    if(strcmp(c+1,"-"))setenv("STEADYBLAS_BLOCKING",c+1,1); else unsetenv("STEADYBLAS_BLOCKING");
    void*h=dlopen(s,RTLD_NOW|RTLD_LOCAL); if(!h){printf("%s\n",dlerror());return 1;} char fn[16]; snprintf(fn,16,"%cgemm_",t); f[i]=(gemm_t)dlsym(h,fn);}
  int es=t=='s'?4:t=='d'||t=='c'?8:16; int dbl=t=='d'||t=='z'; int w=es/(dbl?8:4);
  void*A=aligned_alloc(4096,(long)es*m*k),*B=aligned_alloc(4096,(long)es*k*n),*C=aligned_alloc(4096,(long)es*m*n);
  for(long i=0;i<(long)m*k*w;i++){if(dbl)((double*)A)[i]=1.0/(1+i%7);else((float*)A)[i]=1.0f/(1+i%7);}
  for(long i=0;i<(long)k*n*w;i++){if(dbl)((double*)B)[i]=1.0/(1+i%5);else((float*)B)[i]=1.0f/(1+i%5);}
  memset(C,0,(long)es*m*n);
  double oned[2]={1,0}; float onef[2]={1,0}; void*one=dbl?(void*)oned:(void*)onef; double best[16]={0};
  for(int r=0;r<rounds;r++)for(int l=0;l<nl;l++){int reps=0;double t0=now(),t1;do{f[l]("N","N",&m,&n,&k,one,A,&m,B,&k,one,C,&m);reps++;t1=now();}while(t1-t0<secs);
   double g=(w==2?8.0:2.0)*m*n*(double)k*reps/(t1-t0)/1e9; if(g>best[l])best[l]=g;}
  for(int l=0;l<nl;l++)printf("%s %.1f\n",argv[6+l],best[l]);
}
