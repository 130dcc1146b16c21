/*
 * long abi_call_ptrs(void (*fn)(void), void **args, long nargs, unsigned long canary)
 *
 * Calls fn with nargs pointer arguments the way f2py and Cython call Fortran BLAS
 * entries: WITHOUT the hidden string-length arguments.  Eight canary quadwords sit
 * directly above the stack arguments, where the hidden lengths would have been; they
 * belong to the caller.  Returns how many canaries the callee changed.  SysV x86-64.
 * args must hold at least 6 entries.
 */
    .text
    .globl abi_call_ptrs
    .type abi_call_ptrs, @function
abi_call_ptrs:
    push %rbp
    mov %rsp, %rbp
    push %rbx
    push %r12
    push %r13
    push %r14                  /* rsp is 16-byte aligned here */
    mov %rdi, %r12             /* fn */
    mov %rsi, %r13             /* args */
    mov %rdx, %r14             /* nargs */
    mov %rcx, %rbx             /* canary */
    mov %r14, %rax             /* stack arguments: max(0, nargs - 6) */
    sub $6, %rax
    jge 1f
    xor %eax, %eax
1:  lea 8(%rax), %rcx          /* quadwords to push: canaries + stack arguments */
    test $1, %rcx
    jz 2f
    sub $8, %rsp               /* keep the call 16-byte aligned */
2:  mov $8, %rdx
3:  push %rbx
    dec %rdx
    jnz 3b
    mov %r14, %rdx
4:  cmp $6, %rdx
    jle 5f
    dec %rdx
    push (%r13,%rdx,8)
    jmp 4b
5:  mov 0(%r13), %rdi
    mov 8(%r13), %rsi
    mov 16(%r13), %rdx
    mov 24(%r13), %rcx
    mov 32(%r13), %r8
    mov 40(%r13), %r9
    xor %eax, %eax
    call *%r12
    mov %r14, %rax
    sub $6, %rax
    jle 6f
    lea (%rsp,%rax,8), %rsp    /* drop the stack arguments */
6:  xor %eax, %eax
    mov $8, %rdx
7:  pop %rcx
    cmp %rbx, %rcx
    je 8f
    inc %rax
8:  dec %rdx
    jnz 7b
    lea -32(%rbp), %rsp
    pop %r14
    pop %r13
    pop %r12
    pop %rbx
    pop %rbp
    ret
    .size abi_call_ptrs, .-abi_call_ptrs
    .section .note.GNU-stack, "", @progbits
