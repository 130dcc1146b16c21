#!/bin/bash
# rsswatch LIMIT_KB cmd...: run cmd, kill it when its resident set passes LIMIT_KB (so a
# test that would make a huge sparse mapping resident fails instead of exhausting the
# machine); prints the peak; exits with the status of cmd (137 when killed).
lim=$1; shift
"$@" & pid=$!
mx=0
while kill -0 $pid 2>/dev/null; do
  r=$(awk '/VmRSS/{print $2}' /proc/$pid/status 2>/dev/null)
  [ -n "$r" ] && [ "$r" -gt "$mx" ] && mx=$r
  if [ "${r:-0}" -gt "$lim" ]; then kill -9 $pid; echo "rsswatch: killed at RSS $r kB (limit $lim)"; fi
  sleep 0.02
done
wait $pid; rc=$?
echo "rsswatch: peak RSS $mx kB"
exit $rc
