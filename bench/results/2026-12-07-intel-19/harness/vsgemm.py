import csv,sys
rows=list(csv.DictReader(open(sys.argv[1]+'/results.csv')))
g={}
for r in rows:
    if r['op'].endswith('gemm'): g[(r['op'][0],r['n'])]=float(r['ours_gflops'])
for r in rows:
    if not r['op'].endswith('gemm'):
        t=r['op'][0]; print(r['op'], r['n'], r['ours_gflops'], '%.3f'%(float(r['ours_gflops'])/g[(t,r['n'])]))
