// berzerk (Codeforces 786A "Berzerk"): the textbook O(n (k1 + k2))
// solution, as a contestant submits it, for the speed benchmark (g++ -O2).
// Retrograde analysis from the black hole with a queue: a state is (player
// to move, object); the two states at the hole are lost for the player to
// move, a predecessor of a lost state is won, a state whose counter of
// moves not yet known to reach a won state falls to 0 is lost, and the
// states never labelled are Loop. Arrays sized for this project's n <= 20000.
#include <cstdio>

const int MAXN = 20005;

int n, k[2], s[2][MAXN];
int res[2][MAXN];  // 0 unknown, 1 win, 2 lose
int cnt[2][MAXN];
int qp[2 * MAXN], qi[2 * MAXN];

int main() {
    if (scanf("%d", &n) != 1) return 0;
    for (int p = 0; p < 2; p++) {
        scanf("%d", &k[p]);
        for (int t = 0; t < k[p]; t++) scanf("%d", &s[p][t]);
    }
    for (int p = 0; p < 2; p++)
        for (int i = 0; i < n; i++) cnt[p][i] = k[p];
    int head = 0, tail = 0;
    res[0][0] = res[1][0] = 2;
    qp[tail] = 0, qi[tail++] = 0;
    qp[tail] = 1, qi[tail++] = 0;
    while (head < tail) {
        int p = qp[head], i = qi[head++];
        int o = 1 - p;
        for (int t = 0; t < k[o]; t++) {
            int j = i - s[o][t];
            if (j < 0) j += n;
            if (j == 0 || res[o][j]) continue;
            if (res[p][i] == 2) {
                res[o][j] = 1;
                qp[tail] = o, qi[tail++] = j;
            } else if (--cnt[o][j] == 0) {
                res[o][j] = 2;
                qp[tail] = o, qi[tail++] = j;
            }
        }
    }
    for (int p = 0; p < 2; p++)
        for (int i = 1; i < n; i++)
            printf("%s%c", res[p][i] == 1 ? "Win" : res[p][i] == 2 ? "Lose" : "Loop",
                   i == n - 1 ? '\n' : ' ');
    return 0;
}
