#include <stdio.h>
#include <stdlib.h>
#include <dlfcn.h>
#include <time.h>
typedef void (*gemm_t)(const char*,const char*,const int*,const int*,const int*,const void*,const void*,const int*,const void*,const int*,const void*,void*,const int*);
static double now(){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+1e-9*t.tv_nsec;}
int main(int argc,char**argv){
 void *h=dlopen(argv[1],RTLD_NOW|RTLD_LOCAL); const char*op=argv[2]; const char*ta=argv[3],*tb=argv[4]; int n=atoi(argv[5]); long it=atol(argv[6]);
 char nm[16];sprintf(nm,"%s_",op); gemm_t f=(gemm_t)dlsym(h,nm);
 int dbl=op[0]=='d'; size_t es=dbl?8:4; char*a=aligned_alloc(64,(n*n*es+63)/64*64),*b=aligned_alloc(64,(n*n*es+63)/64*64),*c=aligned_alloc(64,(n*n*es+63)/64*64);
 for(int i=0;i<n*n;i++){ if(dbl){((double*)a)[i]=(i%7)*0.1;((double*)b)[i]=(i%5)*0.2;((double*)c)[i]=0;} else {((float*)a)[i]=(i%7)*0.1f;((float*)b)[i]=(i%5)*0.2f;((float*)c)[i]=0;}}
 double one=1; float onef=1; void*al=dbl?(void*)&one:(void*)&onef;
 for(int r=0;r<5;r++){double t0=now();
 for(long i=0;i<it;i++) f(ta,tb,&n,&n,&n,al,a,&n,b,&n,al,c,&n);
 double t=now()-t0; printf("%s %s%s %d: %.1f ns/call %.2f GF\n",op,ta,tb,n,t/it*1e9,2.0*n*n*n*it/t/1e9);}
}
