% test-octave: a short linear-algebra session in Octave; the BLAS under it is chosen by the
% caller (run_clients.sh).  Writes one line per result to the file named by SB_CLIENT_OUT:
%   value NAME COUNT V1 V2 ...   compared with the same script on the reference BLAS
%   check NAME VALUE LIMIT       must hold on its own (VALUE <= LIMIT)
% The same computations, on the same matrices, as clients.R (R).
1;
function put_value(fid, name, v)
  v = v(:);
  fprintf(fid, "value %s %d", name, numel(v));
  fprintf(fid, " %.17e", v);
  fprintf(fid, "\n");
end
function put_check(fid, name, v, limit)
  fprintf(fid, "check %s %.6e %.1e\n", name, v, limit);
end

fid = fopen(getenv("SB_CLIENT_OUT"), "w");
n = 500;
[j, i] = meshgrid(1:n, 1:n);                   % i: row index, j: column index
A = sin(0.37 * i + 0.011 * j.^2) + 0.5 * cos(0.13 * i .* j) + 10 * eye(n);
B = cos(0.23 * i - 0.017 * j.^2);

C = A * B;                                      % dgemm
put_value(fid, "gemm_colsums", sum(C, 1));
put_value(fid, "gemm_block", C(1:6, 1:6));
put_value(fid, "gemv", A * B(:, 1));            % dgemv
S = A' * A;                                     % Octave: dsyrk
put_value(fid, "crossprod_diag", diag(S));
put_check(fid, "crossprod_vs_gemm", max(max(abs(S - (A' + 0) * A))) / max(abs(S(:))), 1e3 * eps);
b = B(:, 2);
x = A \ b;                                      % dgetrf/dgetrs (+ dgecon)
put_value(fid, "solve_x", x);
put_check(fid, "solve_residual", max(abs(A * x - b)) / (norm(A, Inf) * max(abs(x)) * n * eps), 10);
P = S + n * eye(n);
R = chol(P);                                    % dpotrf
put_value(fid, "chol_diag", diag(R));
put_check(fid, "chol_residual", max(max(abs(R' * R - P))) / (norm(P, Inf) * n * eps), 10);
ev = sort(eig(S), "descend");                   % dsyev
put_value(fid, "eigen_values", ev);
put_check(fid, "eigen_trace", abs(sum(ev) - trace(S)) / (sum(abs(ev)) * n * eps), 10);
M = A(1:300, 1:200);
sv = svd(M);                                    % dgesvd
put_value(fid, "svd_values", sv);
put_check(fid, "svd_frobenius", abs(sum(sv .^ 2) - sum(M(:) .^ 2)) / (sum(M(:) .^ 2) * n * eps), 10);
Z = complex(A(1:200, 1:200), B(1:200, 1:200));
ZZ = Z * Z';                                    % zgemm (or zherk)
put_value(fid, "zgemm_diag_re", real(diag(ZZ)));
put_value(fid, "zgemm_colsums_im", imag(sum(ZZ, 1)));
fclose(fid);
printf("Octave %s: results written\n", version());
