// interval-game (AtCoder ABC206 F "Interval Game 2"): the plain textbook
// solution, as a contestant submits it, for the speed benchmark
// (g++ -O2). sg[l][r] is the Grundy number of the free range [l, r): the
// mex, over the intervals [L, R) inside it, of sg[l][L] ^ sg[R][r]; ranges
// are filled by increasing length. Alice wins iff sg[1][max R] != 0.
#include <cstdio>
#include <cstring>

int L[205], R[205];
int sg[205][205];
bool seen[512];

int main() {
    int t;
    if (scanf("%d", &t) != 1) return 0;
    while (t--) {
        int n, m = 0;
        scanf("%d", &n);
        for (int i = 0; i < n; i++) {
            scanf("%d %d", &L[i], &R[i]);
            if (R[i] > m) m = R[i];
        }
        memset(sg, 0, sizeof(sg));
        for (int len = 1; len <= m; len++) {
            for (int l = 1; l + len <= m; l++) {
                int r = l + len;
                memset(seen, 0, sizeof(seen));
                for (int i = 0; i < n; i++)
                    if (l <= L[i] && R[i] <= r) seen[sg[l][L[i]] ^ sg[R[i]][r]] = true;
                int g = 0;
                while (seen[g]) g++;
                sg[l][r] = g;
            }
        }
        puts(sg[1][m] ? "Alice" : "Bob");
    }
    return 0;
}
