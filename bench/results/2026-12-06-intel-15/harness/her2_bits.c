/* bitwise: the same cher2 / zher2 calls on two libraries (gcc -O2 -o her2_bits her2_bits.c -ldl; ./her2_bits OLD.so NEW.so) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dlfcn.h>
typedef void (*her2_t)(const char*,const int*,const void*,const void*,const int*,const void*,const int*,void*,const int*);
int main(int c,char**v){
 void*h1=dlopen(v[1],RTLD_NOW|RTLD_LOCAL),*h2=dlopen(v[2],RTLD_NOW|RTLD_LOCAL);
 int bad=0,calls=0;
 for(int ty=0;ty<2;ty++){ const char*nm=ty?"zher2_":"cher2_"; her2_t f1=dlsym(h1,nm),f2=dlsym(h2,nm); size_t es=ty?16:8;
 for(int n=1;n<=70;n+=(n<20?1:7)) for(int up=0;up<2;up++) for(int inc=1;inc<=2;inc++) for(int rep=0;rep<4;rep++){
  int lda=n+2; size_t la=(size_t)lda*n*es; char*A1=malloc(la),*A2=malloc(la),*x=malloc(n*inc*es),*y=malloc(n*inc*es);
  for(size_t i=0;i<la/ (ty?8:4);i++){ if(ty) ((double*)A1)[i]=rand()/(double)RAND_MAX-0.5; else ((float*)A1)[i]=rand()/(float)RAND_MAX-0.5f;}
  for(int i=0;i<n*inc*2;i++){ double r=rand()/(double)RAND_MAX-0.5; if(rep==3&&i%5==0) r=0; if(ty){((double*)x)[i]=r;((double*)y)[i]=-r*0.7+(i%3)*0.1;} else {((float*)x)[i]=r;((float*)y)[i]=-r*0.7f+(i%3)*0.1f;}}
  if(rep==2) for(int i=0;i<n*inc*2;i+=6){ if(ty){((double*)x)[i]=0;((double*)y)[i]=0;((double*)x)[i+1]=0;((double*)y)[i+1]=0;} }
  memcpy(A2,A1,la); double al[2]={0.7,-0.3}; float alf[2]={0.7f,-0.3f}; char u=up?'U':'L';
  f1(&u,&n,ty?(void*)al:(void*)alf,x,&inc,y,&inc,A1,&lda); f2(&u,&n,ty?(void*)al:(void*)alf,x,&inc,y,&inc,A2,&lda); calls++;
  if(memcmp(A1,A2,la)){bad++; if(bad<5) printf("differ %s n=%d uplo=%c inc=%d\n",nm,n,u,inc);}
  free(A1);free(A2);free(x);free(y);} }
 printf("%d calls, %d differ\n",calls,bad);
}
