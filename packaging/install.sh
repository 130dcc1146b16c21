#!/bin/sh
# Installs files and records what it did, so that `make uninstall` removes exactly what
# `make install` put there and the directories it had to create, nothing else.
#
#   install.sh MANIFEST file MODE SOURCE DEST   copy SOURCE to DEST with MODE
#   install.sh MANIFEST link TARGET DEST        make DEST a symbolic link to TARGET
#   install.sh MANIFEST uninstall               remove what MANIFEST lists, then MANIFEST
#
# DEST and MANIFEST are final paths (what the installed tree will see); $DESTDIR, when
# set, is put in front of them on disk and never recorded.  The manifest holds one entry
# a line: "f PATH" (a file), "l PATH" (a link), "d PATH" (a directory install created,
# parents before children).  A second install adds only what is new to it.
set -eu

manifest=$1
action=$2
root=${DESTDIR:-}

die() { echo "install.sh: $*" >&2; exit 1; }

record() {      # entry: append once
    grep -qxF "$1" "$root$manifest" 2>/dev/null || echo "$1" >> "$root$manifest"
}

# Create directory $1 (a final path) and its missing parents; print the ones created,
# outermost first.
make_dirs() {
    missing=""
    d=$1
    [ -z "$root" ] || mkdir -p "$root"       # the staging root itself is not recorded
    while [ ! -d "$root$d" ] && [ "$d" != / ]; do
        missing="$d${missing:+ $missing}"
        d=$(dirname "$d")
    done
    for d in $missing; do
        mkdir "$root$d"
        echo "$d"
    done
}

# Directories first: the manifest's own directory, then the destination's.
prepare() {     # dest
    created="$(make_dirs "$(dirname "$manifest")") $(make_dirs "$(dirname "$1")")"
    touch "$root$manifest"
    for d in $created; do record "d $d"; done
}

case $action in
file)
    [ $# -eq 5 ] || die "usage: install.sh MANIFEST file MODE SOURCE DEST"
    mode=$3; src=$4; dest=$5
    [ -f "$src" ] || die "$src: no such file (run make first)"
    prepare "$dest"
    # install(1) unlinks DEST first: a process that has the old library mapped keeps it.
    install -m "$mode" "$src" "$root$dest"
    record "f $dest"
    echo "  installed $root$dest"
    ;;
link)
    [ $# -eq 4 ] || die "usage: install.sh MANIFEST link TARGET DEST"
    target=$3; dest=$4
    prepare "$dest"
    ln -sfn "$target" "$root$dest"
    record "l $dest"
    echo "  linked    $root$dest -> $target"
    ;;
uninstall)
    [ -f "$root$manifest" ] ||
        die "$root$manifest: no such file: nothing installed there" \
            "(make uninstall needs the PREFIX, LIBDIR and DESTDIR that make install had)"
    # Files and links, then the manifest, then the directories it created, innermost
    # first; one that holds something install did not put there stays, and is named.
    while read -r kind path; do
        case $kind in
        f) [ ! -f "$root$path" ] || rm -f "$root$path"; echo "  removed   $root$path" ;;
        l) [ ! -L "$root$path" ] || rm -f "$root$path"; echo "  removed   $root$path" ;;
        esac
    done < "$root$manifest"
    dirs=$(sed -n 's/^d //p' "$root$manifest")
    rm -f "$root$manifest"
    for d in $(echo "$dirs" | sed -n '1!G;h;$p'); do
        if rmdir "$root$d" 2>/dev/null; then
            echo "  removed   $root$d/"
        elif [ -d "$root$d" ]; then
            echo "  kept      $root$d/ (not empty: holds files make install did not put there)"
        fi
    done
    ;;
*)
    die "unknown action '$action' (file, link or uninstall)"
    ;;
esac
