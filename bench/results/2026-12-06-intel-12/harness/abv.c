#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dlfcn.h>
#include <time.h>
typedef void (*symv_t)(const char*,const int*,const void*,const void*,const int*,const void*,const int*,const void*,void*,const int*);
typedef void (*trmv_t)(const char*,const char*,const char*,const int*,const void*,const int*,void*,const int*);
static double now(){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+1e-9*t.tv_nsec;}
int cmp(const void*a,const void*b){double x=*(double*)a,y=*(double*)b;return x<y?-1:x>y;}
int main(int argc,char**argv){
 const char *op=argv[3]; int n=atoi(argv[4]); int rounds=argc>5?atoi(argv[5]):30; const char *tr=argc>6?argv[6]:"N";
 void *h[2]={dlopen(argv[1],RTLD_NOW|RTLD_LOCAL),dlopen(argv[2],RTLD_NOW|RTLD_LOCAL)};
 char nm[16];sprintf(nm,"%s_",op); void *f[2]={dlsym(h[0],nm),dlsym(h[1],nm)};
 int ty=op[0]=='s'?0:op[0]=='d'?1:op[0]=='c'?2:3; size_t es[]={4,8,8,16}; int dbl=ty&1,cx=ty>>1; int trmv=strstr(op,"trmv")!=0;
 long nr=(long)n*n*(cx?2:1); char*a=malloc(n*(long)n*es[ty]),*x=malloc(n*es[ty]),*y=malloc(n*es[ty]),*x0=malloc(n*es[ty]);
 for(long i=0;i<nr;i++){double v=((i*7)%13-6)*0.01; if(dbl)((double*)a)[i]=v; else ((float*)a)[i]=v;}
 for(long i=0;i<n*(cx?2:1);i++){double w=((i*5)%11)*0.1; if(dbl){((double*)x)[i]=w;((double*)y)[i]=0;}else{((float*)x)[i]=w;((float*)y)[i]=0;}}
 memcpy(x0,x,n*es[ty]);
 double one[2]={1,0};float onef[2]={1,0};void*al=dbl?(void*)one:(void*)onef; int inc=1;
 double *t[2]={malloc(8*rounds),malloc(8*rounds)};
 int reps=5;
 for(int r=0;r<rounds;r++)for(int l0=0;l0<2;l0++){int l=(r&1)?1-l0:l0;double best=1e9;
   for(int k=0;k<reps;k++){ if(trmv) memcpy(x,x0,n*es[ty]); double t0=now();
     if(trmv)((trmv_t)f[l])("L",tr,"N",&n,a,&n,x,&inc); else ((symv_t)f[l])("L",&n,al,a,&n,x,&inc,al,y,&inc);
     double tt=now()-t0;if(tt<best)best=tt;}
   t[l][r]=best;}
 for(int l=0;l<2;l++){qsort(t[l],rounds,8,cmp);}
 printf("%s %s %d  new/old best %.3f med %.3f\n",op,tr,n,t[0][0]/t[1][0],t[0][rounds/2]/t[1][rounds/2]);}
