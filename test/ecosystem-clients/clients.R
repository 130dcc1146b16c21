# test-r: a short linear-algebra session in R; the BLAS under it is chosen by the caller
# (run_clients.sh).  Writes one line per result to the file named by SB_CLIENT_OUT:
#   value NAME COUNT V1 V2 ...   compared with the same script on the reference BLAS
#   check NAME VALUE LIMIT       must hold on its own (VALUE <= LIMIT)
# The same computations, on the same matrices, as clients.m (Octave).
out <- Sys.getenv("SB_CLIENT_OUT")
lines <- character()
value <- function(name, v) {
    v <- as.vector(v)
    lines <<- c(lines, paste("value", name, length(v), paste(sprintf("%.17e", v), collapse = " ")))
}
check <- function(name, v, limit) {
    lines <<- c(lines, sprintf("check %s %.6e %.1e", name, v, limit))
}
n <- 500L
i <- matrix(seq_len(n), n, n)          # row index
j <- t(i)                              # column index
A <- sin(0.37 * i + 0.011 * j^2) + 0.5 * cos(0.13 * i * j) + 10 * diag(n)
B <- cos(0.23 * i - 0.017 * j^2)
eps <- .Machine$double.eps

C <- A %*% B                                    # dgemm
value("gemm_colsums", colSums(C))
value("gemm_block", C[1:6, 1:6])
value("gemv", A %*% B[, 1])                     # dgemv
S <- crossprod(A)                               # t(A) %*% A
value("crossprod_diag", diag(S))
check("crossprod_vs_gemm", max(abs(S - t(A) %*% A)) / max(abs(S)), 1e3 * eps)
b <- B[, 2]
x <- solve(A, b)                                # dgesv
value("solve_x", x)
check("solve_residual", max(abs(A %*% x - b)) / (norm(A, "I") * max(abs(x)) * n * eps), 10)
P <- S + n * diag(n)
R <- chol(P)                                    # dpotrf
value("chol_diag", diag(R))
check("chol_residual", max(abs(crossprod(R) - P)) / (norm(P, "I") * n * eps), 10)
ev <- eigen(S, symmetric = TRUE, only.values = TRUE)$values   # dsyevr
value("eigen_values", ev)
check("eigen_trace", abs(sum(ev) - sum(diag(S))) / (sum(abs(ev)) * n * eps), 10)
M <- A[1:300, 1:200]
sv <- svd(M, nu = 0, nv = 0)$d                  # dgesdd
value("svd_values", sv)
check("svd_frobenius", abs(sum(sv^2) - sum(M^2)) / (sum(M^2) * n * eps), 10)
Z <- matrix(complex(real = A[1:200, 1:200], imaginary = B[1:200, 1:200]), 200)
ZZ <- Z %*% Conj(t(Z))                          # zgemm
value("zgemm_diag_re", Re(diag(ZZ)))
value("zgemm_colsums_im", Im(colSums(ZZ)))

blas <- extSoftVersion()[["BLAS"]]
lines <- c(lines, paste("info blas", blas), paste("info lapack", La_library()))
writeLines(lines, out)
cat(sprintf("R %s: %d results written; BLAS (extSoftVersion): %s; LAPACK: %s\n",
            paste(R.version$major, R.version$minor, sep = "."), length(lines) - 2, blas,
            La_library()))
