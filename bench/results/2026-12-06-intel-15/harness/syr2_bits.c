/* bitwise: the same ssyr2 / dsyr2 calls on two libraries (gcc -O2 -o syr2_bits syr2_bits.c -ldl; ./syr2_bits OLD.so NEW.so) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dlfcn.h>
typedef void (*f_t)(const char*,const int*,const void*,const void*,const int*,const void*,const int*,void*,const int*);
int main(int c,char**v){ void*h1=dlopen(v[1],RTLD_NOW|RTLD_LOCAL),*h2=dlopen(v[2],RTLD_NOW|RTLD_LOCAL); int bad=0,calls=0;
 for(int ty=0;ty<2;ty++){ const char*nm=ty?"dsyr2_":"ssyr2_"; f_t f1=dlsym(h1,nm),f2=dlsym(h2,nm); size_t es=ty?8:4;
 for(int n=1;n<=70;n+=(n<24?1:7)) for(int up=0;up<2;up++) for(int inc=1;inc<=2;inc++) for(int rep=0;rep<4;rep++){
  int lda=n+(rep&1); size_t la=(size_t)lda*n*es; char*A1=malloc(la),*A2=malloc(la),*x=malloc(n*inc*es),*y=malloc(n*inc*es);
  for(size_t i=0;i<la/es;i++){ double r=rand()/(double)RAND_MAX-0.5; if(ty) ((double*)A1)[i]=r; else ((float*)A1)[i]=r;}
  for(int i=0;i<n*inc;i++){ double r=rand()/(double)RAND_MAX-0.5; if(rep==3&&i%3==0) r=0; if(ty){((double*)x)[i]=r;((double*)y)[i]=(rep==3&&i%3==0)?0:-r*0.7+(i%3)*0.1;} else {((float*)x)[i]=r;((float*)y)[i]=(rep==3&&i%3==0)?0:-r*0.7f+(i%3)*0.1f;}}
  memcpy(A2,A1,la); double al=0.7; float alf=0.7f; char u=up?'U':'L';
  f1(&u,&n,ty?(void*)&al:(void*)&alf,x,&inc,y,&inc,A1,&lda); f2(&u,&n,ty?(void*)&al:(void*)&alf,x,&inc,y,&inc,A2,&lda); calls++;
  if(memcmp(A1,A2,la)){bad++; if(bad<5) printf("differ %s n=%d uplo=%c inc=%d\n",nm,n,u,inc);}
  free(A1);free(A2);free(x);free(y);} }
 printf("%d calls, %d differ\n",calls,bad);}
