/* bitwise: the same gemv/symv/hemv calls on two libraries */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dlfcn.h>
typedef void (*gemv_t)(const char*,const int*,const int*,const void*,const void*,const int*,const void*,const int*,const void*,void*,const int*);
typedef void (*symv_t)(const char*,const int*,const void*,const void*,const int*,const void*,const int*,const void*,void*,const int*);
int main(int argc,char**argv){
 void *h1=dlopen(argv[1],RTLD_NOW|RTLD_LOCAL), *h2=dlopen(argv[2],RTLD_NOW|RTLD_LOCAL);
 const char *ops[]={"sgemv_","dgemv_","cgemv_","zgemv_","ssymv_","dsymv_","chemv_","zhemv_"};
 static double A[300*300*2],X[600],Y1[600],Y2[600]; long bad=0,calls=0;
 srand(1); for(int i=0;i<300*300*2;i++) A[i]=rand()/(double)RAND_MAX-0.5;
 for(int o=0;o<8;o++){ void*f1=dlsym(h1,ops[o]),*f2=dlsym(h2,ops[o]); int dbl=ops[o][0]=='d'||ops[o][0]=='z', cx=ops[o][0]=='c'||ops[o][0]=='z';
  size_t es=(dbl?8:4)*(cx?2:1);
  for(int n=1;n<=140;n+=(n<40?1:7)) for(int t=0;t<3;t++){ if(o>=4&&t>0) continue; if(t==2&&!cx) continue;
   const char*tr[]={"N","T","C"}; int m=n+3, one=1;
   float *Af=(float*)A; static float Ab[300*300*2]; void*Ap=A; if(!dbl){for(int i=0;i<m*n*2;i++)Ab[i]=(float)A[i]; Ap=Ab;}
   unsigned char xb[600*16],y1[600*16],y2[600*16]; for(size_t i=0;i<sizeof xb;i++){xb[i]=rand(); y1[i]=y2[i]=rand();}
   /* sane x/y values */
   for(int i=0;i<600;i++){ if(dbl){((double*)xb)[i]=rand()/(double)RAND_MAX; ((double*)y1)[i]=((double*)y2)[i]=rand()/(double)RAND_MAX;} else {((float*)xb)[i]=rand()/(float)RAND_MAX; ((float*)y1)[i]=((float*)y2)[i]=rand()/(float)RAND_MAX;} }
   double al[2]={0.7,-0.3},be[2]={1.1,0.2}; float alf[2]={0.7f,-0.3f},bef[2]={1.1f,0.2f}; void*a=dbl?(void*)al:(void*)alf,*b=dbl?(void*)be:(void*)bef;
   if(o<4){ ((gemv_t)f1)(tr[t],&m,&n,a,Ap,&m,xb,&one,b,y1,&one); ((gemv_t)f2)(tr[t],&m,&n,a,Ap,&m,xb,&one,b,y2,&one);}
   else { ((symv_t)f1)("L",&n,a,Ap,&m,xb,&one,b,y1,&one); ((symv_t)f2)("L",&n,a,Ap,&m,xb,&one,b,y2,&one);}
   calls++; if(memcmp(y1,y2,es*(m>n?m:n))) {bad++; if(bad<5) printf("differ %s %s n=%d\n",ops[o],tr[t],n);}
  }}
 printf("%ld calls, %ld differ\n",calls,bad);
}
