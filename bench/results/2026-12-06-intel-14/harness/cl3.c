/* tiny complex level-3/2/1 call loop: op n iters (alpha = beta = 1) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dlfcn.h>
#include <time.h>
static double now(){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+1e-9*t.tv_nsec;}
typedef void (*f13)(const char*,const char*,const int*,const int*,const int*,const void*,const void*,const int*,const void*,const int*,const void*,void*,const int*);
typedef void (*fsyrk)(const char*,const char*,const int*,const int*,const void*,const void*,const int*,const void*,void*,const int*);
typedef void (*ftrsm)(const char*,const char*,const char*,const char*,const int*,const int*,const void*,const void*,const int*,void*,const int*);
typedef void (*fsymm)(const char*,const char*,const int*,const int*,const void*,const void*,const int*,const void*,const int*,const void*,void*,const int*);
typedef void (*fhemv)(const char*,const int*,const void*,const void*,const int*,const void*,const int*,const void*,void*,const int*);
typedef void (*fger)(const int*,const int*,const void*,const void*,const int*,const void*,const int*,void*,const int*);
typedef void (*faxpy)(const int*,const void*,const void*,const int*,void*,const int*);
int main(int argc,char**argv){
 void *h=dlopen(argv[1],RTLD_NOW|RTLD_LOCAL); if(!h){printf("%s\n",dlerror());return 1;}
 const char*op=argv[2]; int n=atoi(argv[3]); long it=atol(argv[4]);
 char nm[16];sprintf(nm,"%s_",op); void*f=dlsym(h,nm);
 static double A[20000],B[20000],C[20000];
 int dbl=op[0]=='z'; for(int i=0;i<20000;i++){ if(dbl){A[i]=0.1*(i%7)+(i%n==i/n%n?3:0);B[i]=0.2*(i%5);C[i]=0;} else {((float*)A)[i]=0.1f*(i%7)+(i/2%n==i/2/n%n?3:0);((float*)B)[i]=0.2f*(i%5);((float*)C)[i]=0;} }
 double ald[2]={1,0}; float alf[2]={1,0}; const void*al=dbl?(void*)ald:(void*)alf; int one=1;
 const char*o=op+1;
 for(int r=0;r<5;r++){double t0=now();
  for(long i=0;i<it;i++){
   if(!strcmp(o,"gemm")) ((f13)f)("N","N",&n,&n,&n,al,A,&n,B,&n,al,C,&n);
   else if(!strcmp(o,"syrk")||!strcmp(o,"herk")) ((fsyrk)f)("L","N",&n,&n,al,A,&n,al,C,&n);
   else if(!strcmp(o,"trsm")||!strcmp(o,"trmm")) ((ftrsm)f)("L","L","N","N",&n,&n,al,A,&n,C,&n);
   else if(!strcmp(o,"symm")||!strcmp(o,"hemm")) ((fsymm)f)("L","L",&n,&n,al,A,&n,B,&n,al,C,&n);
   else if(!strcmp(o,"hemv")||!strcmp(o,"symv")) ((fhemv)f)("L",&n,al,A,&n,B,&one,al,C,&one);
   else if(!strcmp(o,"gerc")||!strcmp(o,"geru")) ((fger)f)(&n,&n,al,B,&one,B,&one,C,&n);
   else if(!strcmp(o,"axpy")) ((faxpy)f)(&n,al,B,&one,C,&one);
  }
  double t=now()-t0; printf("%s %d: %.1f ns/call\n",op,n,t/it*1e9);}
}
