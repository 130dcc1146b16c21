#include <stdio.h>
#include <stdlib.h>
#include <complex.h>
void zgemm_(const char*,const char*,const int*,const int*,const int*,const void*,const void*,const int*,const void*,const int*,const void*,void*,const int*);
int main(int argc,char**argv){ int m=atoi(argv[1]),n=atoi(argv[2]),k=atoi(argv[3]); const char*tb=argv[4]; int reps=atoi(argv[5]);
 double complex *A=malloc(16L*m*k),*B=malloc(16L*k*(n+64)),*C=calloc((size_t)m*n,16); for(long i=0;i<(long)m*k;i++)A[i]=1.0/(1+i%7); for(long i=0;i<(long)k*n;i++)B[i]=1.0/(1+i%5)+I;
 double complex one=1; int ldb= tb[0]==78?k:n; if(argc>6) ldb=atoi(argv[6]);
 for(int r=0;r<reps;r++) zgemm_("N",tb,&m,&n,&k,&one,A,&m,B,&ldb,&one,C,&m); printf("%f\n",creal(C[0])); }
