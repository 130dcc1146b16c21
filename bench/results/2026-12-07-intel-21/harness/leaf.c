#include <stdio.h>
#include <stdlib.h>
#include <dlfcn.h>
typedef void (*trmm_f)(const char*,const char*,const char*,const char*,const int*,const int*,const double*,const double*,const int*,double*,const int*);
int main(int argc,char**argv){
  void*h=dlopen(argv[1],RTLD_NOW|RTLD_LOCAL); trmm_f tr=(trmm_f)dlsym(h,"dtrmm_");
  int m=atoi(argv[2]), n=atoi(argv[3]), it=atoi(argv[4]);
  double *A=aligned_alloc(64,8L*n*n),*B=aligned_alloc(64,8L*m*n);
  for(long i=0;i<(long)n*n;i++)A[i]=1e-6*(i%17)/n; for(long i=0;i<(long)m*n;i++)B[i]=1;
  double one=1; for(int i=0;i<it;i++) tr(argv[5],argv[6],argv[7],"U",&m,&n,&one,A,&n,B,&m);
}
