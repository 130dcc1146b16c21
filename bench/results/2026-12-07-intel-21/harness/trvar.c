/* min ns per call of ?gemm and ?trsm/?trmm in all 8 side/uplo/trans forms (diag U or N with
 * DIAG1), interleaved rounds; prints each form's rate / gemm rate.
 * ./trvar LIB PREFIX(d|s) N ROUNDS ITERS [ops: trsm,trmm] */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dlfcn.h>
#include <time.h>
static double now(){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+1e-9*t.tv_nsec;}
typedef void (*tr_f)(const char*,const char*,const char*,const char*,const int*,const int*,const void*,const void*,const int*,void*,const int*);
typedef void (*gemm_f)(const char*,const char*,const int*,const int*,const int*,const void*,const void*,const int*,const void*,const int*,const void*,void*,const int*);
int main(int argc,char**argv){
 void*h=dlopen(argv[1],RTLD_NOW|RTLD_LOCAL); if(!h){puts(dlerror());return 1;}
 char t=argv[2][0]; int n=atoi(argv[3]), R=atoi(argv[4]); long it=atol(argv[5]);
 const char*ops=argc>6?argv[6]:"trsm,trmm";
 int cplx=(t=='c'||t=='z'), dbl=(t=='d'||t=='z'); int sz=(dbl?8:4)*(cplx?2:1);
 size_t ne=(size_t)n*n; char*A=aligned_alloc(64,ne*sz),*B=aligned_alloc(64,ne*sz),*C=aligned_alloc(64,ne*sz),*B0=aligned_alloc(64,ne*sz);
 for(size_t i=0;i<ne;i++){ double av=1e-6*(i%17)/n, bv=1.0; int k=cplx?2:1;
   for(int q=0;q<k;q++){ double a=q?0:av, b=q?0:bv; if(dbl){((double*)A)[i*k+q]=a;((double*)B0)[i*k+q]=b;((double*)C)[i*k+q]=0;} else {((float*)A)[i*k+q]=a;((float*)B0)[i*k+q]=b;((float*)C)[i*k+q]=0;} } }
 if(getenv("DIAG1")) for(int i=0;i<n;i++){size_t e=(size_t)i*n+i; if(dbl)((double*)A)[e*(cplx?2:1)]=1; else ((float*)A)[e*(cplx?2:1)]=1;}
 memcpy(B,B0,ne*sz);
 double one[2]={1,0}, zero[2]={0,0}; float onef[2]={1,0}, zerof[2]={0,0};
 void*al=dbl?(void*)one:(void*)onef,*be=dbl?(void*)zero:(void*)zerof;
 char nm[16]; sprintf(nm,"%cgemm_",t); gemm_f g=(gemm_f)dlsym(h,nm);
 const char*forms[8]={"LLN","LUN","LLT","LUT","RLN","RUN","RLT","RUT"};
 tr_f f[2]; const char*opn[2]={"trsm","trmm"}; int use[2]={strstr(ops,"trsm")!=0,strstr(ops,"trmm")!=0};
 for(int o=0;o<2;o++){sprintf(nm,"%c%s_",t,opn[o]); f[o]=(tr_f)dlsym(h,nm);}
 const char*dg=getenv("DIAG1")?"N":"U";
 double best[17]; for(int i=0;i<17;i++)best[i]=1e30;
 for(int r=0;r<R;r++){
  double t0=now(); for(long i=0;i<it;i++) g("N","N",&n,&n,&n,al,A,&n,B,&n,be,C,&n); double dt=(now()-t0)/it; if(dt<best[16])best[16]=dt;
  for(int o=0;o<2;o++) if(use[o]) for(int v=0;v<8;v++){ char s[2]={forms[v][0],0},u[2]={forms[v][1],0},tr[2]={forms[v][2],0};
    memcpy(B,B0,ne*sz); t0=now(); for(long i=0;i<it;i++) f[o](s,u,tr,dg,&n,&n,al,A,&n,B,&n); dt=(now()-t0)/it; if(dt<best[o*8+v])best[o*8+v]=dt; }
 }
 printf("%cgemm %d: %.1f us\n",t,n,best[16]*1e6);
 for(int o=0;o<2;o++) if(use[o]){ printf("%c%s %d:",t,opn[o],n); for(int v=0;v<8;v++) printf(" %s %.3f",forms[v],best[16]/2/best[o*8+v]); printf("\n"); }
}
