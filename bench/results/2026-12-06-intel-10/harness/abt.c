#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dlfcn.h>
#include <time.h>
typedef void (*trsm_t)(const char*,const char*,const char*,const char*,const int*,const int*,const void*,const void*,const int*,void*,const int*);
static double now(){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+1e-9*t.tv_nsec;}
int cmp(const void*a,const void*b){double x=*(double*)a,y=*(double*)b;return x<y?-1:x>y;}
int main(int argc,char**argv){
 const char *op=argv[3]; int n=atoi(argv[4]); int rounds=argc>5?atoi(argv[5]):30;
 const char *side=argc>6?argv[6]:"L";
 void *h[2]={dlopen(argv[1],RTLD_NOW|RTLD_LOCAL),dlopen(argv[2],RTLD_NOW|RTLD_LOCAL)};
 char nm[16];sprintf(nm,"%s_",op); trsm_t f[2]={(trsm_t)dlsym(h[0],nm),(trsm_t)dlsym(h[1],nm)};
 int ty=op[0]=='s'?0:op[0]=='d'?1:op[0]=='c'?2:3; size_t es[]={4,8,8,16}; int dbl=ty&1,cx=ty>>1;
 long nr=(long)n*n*(cx?2:1); char*a=malloc(n*(long)n*es[ty]),*b0=malloc(n*(long)n*es[ty]),*b=malloc(n*(long)n*es[ty]);
 for(long i=0;i<nr;i++){double v=((i*7)%13-6)*0.01,w=((i*5)%11)*0.1; if(dbl){((double*)a)[i]=v;((double*)b0)[i]=w;}else{((float*)a)[i]=v;((float*)b0)[i]=w;}}
 for(int i=0;i<n;i++){long e=(long)i*n+i;if(cx)e*=2;if(dbl)((double*)a)[e]=1.5;else((float*)a)[e]=1.5f;}
 double one[2]={1,0};float onef[2]={1,0};void*al=dbl?(void*)one:(void*)onef;
 double *t[2]={malloc(8*rounds),malloc(8*rounds)};
 for(int r=0;r<rounds;r++)for(int l0=0;l0<2;l0++){int l=(r&1)?1-l0:l0;double best=1e9;
   for(int k=0;k<3;k++){memcpy(b,b0,n*(long)n*es[ty]);double t0=now();f[l](side,"L","N","N",&n,&n,al,a,&n,b,&n);double tt=now()-t0;if(tt<best)best=tt;}
   t[l][r]=best;}
 double fl=(double)n*n*n*(cx?4:1);
 for(int l=0;l<2;l++){qsort(t[l],rounds,8,cmp);printf("lib%d best %.1f med %.1f GF  ",l,fl/t[l][0]/1e9,fl/t[l][rounds/2]/1e9);}
 printf(" new/old best %.3f med %.3f\n",t[0][0]/t[1][0],t[0][rounds/2]/t[1][rounds/2]);}
