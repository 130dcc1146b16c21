#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dlfcn.h>
#include <time.h>
static double now(){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+1e-9*t.tv_nsec;}
typedef void (*gemv_t)(const char*,const int*,const int*,const void*,const void*,const int*,const void*,const int*,const void*,void*,const int*);
typedef void (*symv_t)(const char*,const int*,const void*,const void*,const int*,const void*,const int*,const void*,void*,const int*);
int main(int argc,char**argv){
 void *h=dlopen(argv[1],RTLD_NOW|RTLD_LOCAL); const char*op=argv[2]; const char*tr=argv[3]; int n=atoi(argv[4]); long it=atol(argv[5]);
 char nm[16];sprintf(nm,"%s_",op); void*f=dlsym(h,nm);
 static double A[200000],X[2000],Y[2000]; int dd=op[0]=='d'||op[0]=='z'; for(int i=0;i<200000;i++){if(dd)A[i]=1e-3*(i%17); else ((float*)A)[i]=1e-3f*(i%17);} for(int i=0;i<2000;i++){if(dd){X[i]=1e-2*(i%7);Y[i]=0;}else{((float*)X)[i]=1e-2f*(i%7);((float*)Y)[i]=0;}}
 int one=1; double al[2]={1,0}, be[2]={1,0}; float alf[2]={1,0}, bef[2]={1,0};
 int dbl=op[0]=='d'||op[0]=='z'; void*a=dbl?(void*)al:(void*)alf; void*b=dbl?(void*)be:(void*)bef;
 int sym=strstr(op,"symv")||strstr(op,"hemv");
 for(int r=0;r<5;r++){double t0=now();
  if(sym) for(long i=0;i<it;i++) ((symv_t)f)(tr,&n,a,A,&n,X,&one,b,Y,&one);
  else for(long i=0;i<it;i++) ((gemv_t)f)(tr,&n,&n,a,A,&n,X,&one,b,Y,&one);
  double t=now()-t0; printf("%s %s %d: %.1f ns/call\n",op,tr,n,t/it*1e9);}
}
