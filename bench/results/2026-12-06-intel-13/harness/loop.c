#include <stdio.h>
#include <stdlib.h>
#include <dlfcn.h>
#include <time.h>
typedef void (*gemm_t)(const char*,const char*,const int*,const int*,const int*,const void*,const void*,const int*,const void*,const int*,const void*,void*,const int*);
static double now(){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+1e-9*t.tv_nsec;}
int main(int argc,char**argv){
 void *h=dlopen(argv[1],RTLD_NOW|RTLD_LOCAL); const char*op=argv[2]; const char*ta=argv[3],*tb=argv[4]; int n=atoi(argv[5]); long it=atol(argv[6]);
 char nm[16];sprintf(nm,"%s_",op); gemm_t f=(gemm_t)dlsym(h,nm);
 int dbl=op[0]=='d'; double a[4096],b[4096],c[4096]; float af[4096],bf[4096],cf[4096];
 for(int i=0;i<4096;i++){a[i]=af[i]=(i%7)*0.1;b[i]=bf[i]=(i%5)*0.2;c[i]=cf[i]=0;}
 double one=1; float onef=1;
 for(int r=0;r<5;r++){double t0=now();
 for(long i=0;i<it;i++){ if(dbl) f(ta,tb,&n,&n,&n,&one,a,&n,b,&n,&one,c,&n); else f(ta,tb,&n,&n,&n,&onef,af,&n,bf,&n,&onef,cf,&n);}
 double t=now()-t0; printf("%s %s%s %d: %.1f ns/call %.2f GF\n",op,ta,tb,n,t/it*1e9,2.0*n*n*n*it/t/1e9);}
}
