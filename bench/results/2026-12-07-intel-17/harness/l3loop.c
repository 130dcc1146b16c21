/* ns per call of ?trmm / ?trsm / ?symm / ?gemm (side L, uplo L, transa N, diag U), m = n = k = N;
 * DIAG1=1 in the environment sets T's diagonal to 1 (a non-singular non-unit TRSM):
 * ./l3loop LIB OP N ITERS [side uplo transa diag] */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dlfcn.h>
#include <time.h>
static double now(){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+1e-9*t.tv_nsec;}
typedef void (*trmm_f)(const char*,const char*,const char*,const char*,const int*,const int*,const void*,const void*,const int*,void*,const int*);
typedef void (*symm_f)(const char*,const char*,const int*,const int*,const void*,const void*,const int*,const void*,const int*,const void*,void*,const int*);
typedef void (*gemm_f)(const char*,const char*,const int*,const int*,const int*,const void*,const void*,const int*,const void*,const int*,const void*,void*,const int*);
int main(int argc,char**argv){
 void *h=dlopen(argv[1],RTLD_NOW|RTLD_LOCAL); if(!h){printf("%s\n",dlerror());return 1;}
 const char*op=argv[2]; int n=atoi(argv[3]); long it=atol(argv[4]);
 const char*side=argc>5?argv[5]:"L",*uplo=argc>6?argv[6]:"L",*ta=argc>7?argv[7]:"N",*dg=argc>8?argv[8]:"U";
 char nm[16];sprintf(nm,"%s_",op); void*f=dlsym(h,nm);
 static double A[300000],B[300000],C[300000];
 int sz=(op[0]=='d'||op[0]=='c')?8:(op[0]=='z'?16:4);
 for(int i=0;i<300000;i++){A[i]=1e-3*(i%17);B[i]=0;C[i]=0;}
 unsigned char*a=(void*)A,*b=(void*)B; 
 for(int i=0;i<n*n;i++){ if(sz==4){((float*)A)[i]=1e-6f*(i%17)/n;((float*)B)[i]=1.0f;} else if(sz==8&&op[0]=='d'){A[i]=1e-6*(i%17)/n;B[i]=1.0;} else if(sz==8){((float*)A)[2*i]=1e-3f*(i%17);((float*)A)[2*i+1]=0;((float*)B)[2*i]=1;((float*)B)[2*i+1]=0;} else {A[2*i]=1e-3*(i%17);A[2*i+1]=0;B[2*i]=1;B[2*i+1]=0;} }
 (void)a;(void)b;
 if(getenv("DIAG1")) for(int i=0;i<n;i++){ long e=(long)i*n+i; if(sz==4)((float*)A)[e]=1.0f; else if(sz==8&&op[0]=='d')A[e]=1.0; else if(sz==8)((float*)A)[2*e]=1.0f; else A[2*e]=1.0; }
 double al[2]={1,0},be[2]={0,0}; float alf[2]={1,0},bef[2]={0,0};
 int dbl=op[0]=='d'||op[0]=='z'; void*pa=dbl?(void*)al:(void*)alf; void*pb=dbl?(void*)be:(void*)bef;
 int istr=strstr(op,"trmm")||strstr(op,"trsm"), isg=strstr(op,"gemm")!=0;
 for(int r=0;r<7;r++){double t0=now();
  if(istr) for(long i=0;i<it;i++) ((trmm_f)f)(side,uplo,ta,dg,&n,&n,pa,A,&n,B,&n);
  else if(isg) for(long i=0;i<it;i++) ((gemm_f)f)("N","N",&n,&n,&n,pa,A,&n,B,&n,pb,C,&n);
  else for(long i=0;i<it;i++) ((symm_f)f)(side,uplo,&n,&n,pa,A,&n,B,&n,pb,C,&n);
  double t=now()-t0; printf("%s %d: %.1f ns/call\n",op,n,t/it*1e9);}
}
