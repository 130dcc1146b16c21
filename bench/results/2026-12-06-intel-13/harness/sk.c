#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dlfcn.h>
#include <time.h>
static double now(){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+1e-9*t.tv_nsec;}
typedef void (*syrk_t)(const char*,const char*,const int*,const int*,const void*,const void*,const int*,const void*,void*,const int*);
int main(int argc,char**argv){
 void *h=dlopen(argv[1],RTLD_NOW|RTLD_LOCAL); const char*op=argv[2]; const char*tr=argv[3]; int n=atoi(argv[4]); long it=atol(argv[5]);
 char nm[16];sprintf(nm,"%s_",op); syrk_t f=(syrk_t)dlsym(h,nm);
 int dd=op[0]=='d'||op[0]=='z'; static double A[100000],C[100000];
 for(int i=0;i<100000;i++){ if(dd){A[i]=1e-3*(i%17);C[i]=0;} else {((float*)A)[i]=1e-3f*(i%17);((float*)C)[i]=0;}}
 double al[2]={1,0}, be[2]={1,0}; float alf[2]={1,0}, bef[2]={1,0}; void*a=dd?(void*)al:(void*)alf; void*b=dd?(void*)be:(void*)bef;
 for(int r=0;r<5;r++){double t0=now();
  for(long i=0;i<it;i++) f("L",tr,&n,&n,a,A,&n,b,C,&n);
  double t=now()-t0; printf("%s %s %d: %.1f ns/call\n",op,tr,n,t/it*1e9);}
}
