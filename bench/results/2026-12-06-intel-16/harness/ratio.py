import csv,sys
rows=list(csv.DictReader(open(sys.argv[1]+'/results.csv')))
col=sys.argv[2] if len(sys.argv)>2 else 'ours_over_openblas'
cur=None;line=''
for r in rows:
    if r['op']+r['trans']!=cur:
        if line: print(line)
        cur=r['op']+r['trans']; line='%-6s %s:'%(r['op'],r['trans'])
    line+=' %s %s'%(r['n'],r[col])
print(line)
