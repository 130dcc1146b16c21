/* pack A blocks from a source in DRAM (a 64 MB buffer streamed between rounds): variants */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <immintrin.h>
typedef long sb_dim;
static inline sb_dim sb_min(sb_dim a, sb_dim b){return a<b?a:b;}
static double now(void){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+1e-9*t.tv_nsec;}
/* variant: PB columns a chunk, prefetch DIST chunks ahead with hint H */
static inline __attribute__((always_inline)) void pack(const int w, const int es, sb_dim mn, sb_dim k, const void *src, sb_dim s_k, void *dst, const int PB, const int DIST, const int H, const int GB)
{
    const sb_dim full = mn / w, wb = (sb_dim)w * es, G = (GB + wb - 1) / wb;
    for (sb_dim q0 = 0; q0 < full; q0 += G) {
        const sb_dim g = sb_min(G, full - q0), gb = g * wb;
        const char *s0 = (const char *)src + q0 * wb;
        char *d0 = (char *)dst + q0 * wb * k;
        for (sb_dim p0 = 0; p0 < k; p0 += PB) {
            const sb_dim pe = sb_min(k, p0 + PB);
            const char *ahead = s0 + (p0 + DIST*PB) * s_k * es;
            for (sb_dim p = p0; p < pe; p++, ahead += s_k * es) {
                for (sb_dim x = 0; x < gb; x += 64) { if(H==0)_mm_prefetch(ahead + x, _MM_HINT_T0); else if(H==1) _mm_prefetch(ahead + x, _MM_HINT_T1); else _mm_prefetch(ahead+x,_MM_HINT_T2);}
                if(H==0)_mm_prefetch(ahead + gb - 1, _MM_HINT_T0); else if(H==1)_mm_prefetch(ahead + gb - 1, _MM_HINT_T1); else _mm_prefetch(ahead + gb - 1, _MM_HINT_T2);
            }
            for (sb_dim q = 0; q < g; q++) {
                const char *s = s0 + p0 * s_k * es + q * wb;
                char *dq = d0 + q * wb * k + p0 * wb;
                for (sb_dim p = p0; p < pe; p++, s += s_k * es, dq += wb) __builtin_memcpy(dq, s, (size_t)wb);
            }
        }
    }
}
static const int PBv[]={8,8,16,4,4,8,8,4,8,8},DV[]={1,1,1,1,2,1,1,1,1,0},HV[]={0,1,1,1,1,1,1,1,1,0},GV[]={512,512,512,512,512,1024,2048,1024,256,512};
int main(int argc,char**argv){
  long m=atol(argv[1]), k=atol(argv[2]), lda=atol(argv[3]); long MC=atol(argv[4]), KC=atol(argv[5]); int warm=argc>6;
  double *a=aligned_alloc(64, 8*lda*k+64), *d=aligned_alloc(64, 8*MC*KC+4096);
  long fl=64L<<20; char *fb=malloc(fl); memset(fb,1,fl);
  for(long i=0;i<lda*k;i++)a[i]=i*1e-9;
  struct {int pb,dist,h,gb;} V[]={{8,1,0,512},{8,1,1,512},{16,1,1,512},{4,1,1,512},{4,2,1,512},{8,1,1,1024},{8,1,1,2048},{4,1,1,1024},{8,1,1,256},{8,0,0,512}};
  int nv=sizeof V/sizeof V[0];
   double best[16]; for(int v=0;v<nv;v++)best[v]=1e9;
  volatile long sink=0;

  for(int r=0;r<9;r++) for(int v=0;v<nv;v++){
    if(!warm){ for(long i=0;i<fl;i+=64) sink+=fb[i]; }
    double t0=now();
    for(long p0=0;p0<k;p0+=KC){ long kc=k-p0<KC?k-p0:KC; for(long i0=0;i0<m;i0+=MC){ long mc=m-i0<MC?m-i0:MC; const double*s=a+i0+p0*lda;
#define CASE(i) case i: pack(24,8,mc,kc,s,lda,d,PBv[i],DV[i],HV[i],GV[i]); break;
      switch(v){CASE(0)CASE(1)CASE(2)CASE(3)CASE(4)CASE(5)CASE(6)CASE(7)CASE(8)CASE(9)}
    }}
    double t=now()-t0; if(t<best[v])best[v]=t; }
  printf("m=%ld k=%ld lda=%ld %s:",m,k,lda,warm?"warm":"cold");
  for(int v=0;v<nv;v++)printf(" pb%d/d%d/t%d/g%d %.1f",V[v].pb,V[v].dist,V[v].h,V[v].gb,8.0*m*k/best[v]*1e-9); printf(" GB/s\n");
}
