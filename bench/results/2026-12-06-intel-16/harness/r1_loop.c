/* ?syr / ?spr loop (uplo L): ./r1_loop ROUTINE N ITERS LIB... best ns per call of each lib, libs interleaved */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dlfcn.h>
#include <time.h>
static double now(){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+1e-9*t.tv_nsec;}
int main(int c,char**v){ const char*rt=v[1]; int n=atoi(v[2]); long it=atol(v[3]); int nl=c-4; void*f[8]; char nm[32]; snprintf(nm,32,"%s_",rt);
 for(int l=0;l<nl;l++) f[l]=dlsym(dlopen(v[4+l],RTLD_NOW|RTLD_LOCAL),nm);
 int dbl=rt[0]=='d'||rt[0]=='z', cx=rt[0]=='c'||rt[0]=='z', packed=rt[2]=='p'; static double A[40000],x[400]; for(int i=0;i<40000;i++)A[i]=1e-3*(i%7); for(int i=0;i<400;i++)x[i]=1e-3*(i%5)+1e-4;
 static float Af[40000],xf[400]; for(int i=0;i<40000;i++)Af[i]=1e-3f*(i%7); for(int i=0;i<400;i++)xf[i]=1e-3f*(i%5)+1e-4f;
 double al=1e-9; float alf=1e-9f; int one=1; double best[8]; for(int l=0;l<nl;l++)best[l]=1e9;
 void*a=dbl?(void*)A:(void*)Af,*xx=dbl?(void*)x:(void*)xf,*ap=dbl?(void*)&al:(void*)&alf; (void)cx;
 for(int r=0;r<7;r++) for(int l=0;l<nl;l++){ double t0=now();
  if(packed) for(long i=0;i<it;i++) ((void(*)(const char*,const int*,const void*,const void*,const int*,void*,size_t))f[l])("L",&n,ap,xx,&one,a,1);
  else for(long i=0;i<it;i++) ((void(*)(const char*,const int*,const void*,const void*,const int*,void*,const int*,size_t))f[l])("L",&n,ap,xx,&one,a,&n,1);
  double t=(now()-t0)/it*1e9; if(t<best[l])best[l]=t;}
 printf("%s %3d:",rt,n); for(int l=0;l<nl;l++) printf(" %6.1f",best[l]); printf(" ns\n");}
