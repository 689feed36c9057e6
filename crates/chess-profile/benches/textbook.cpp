// chess-profile (ZJOI 2018 "chess", BZOJ 5248 / Luogu P4363): the textbook
// memoised minimax over staircase shapes, as a contestant submits it, for
// the speed benchmark (g++ -O2). A shape is its boundary, a lattice path of
// n+m steps stored as a bitmask (bit 1 = up, 0 = right); a move turns an
// "up, right" pair into "right, up". Arrays sized for the judge's n, m <= 10.
#include <cstdio>
#include <algorithm>

int n, m, full;
int A[10][10], B[10][10];
int f[1 << 20];
bool vis[1 << 20];

// value (First's score - Second's) of the rest of the game; cnt stones placed
int dfs(int s, int cnt) {
    if (s == full) return 0;
    if (vis[s]) return f[s];
    int best = (cnt & 1) ? 0x3f3f3f3f : -0x3f3f3f3f;
    int u = 0, r = 0;
    for (int k = 0; k + 1 < n + m; k++) {
        if ((s >> k & 1) && !(s >> (k + 1) & 1)) {
            int i = n - 1 - u, j = r;
            int t = s ^ (3 << k);
            if (cnt & 1) best = std::min(best, dfs(t, cnt + 1) - B[i][j]);
            else best = std::max(best, dfs(t, cnt + 1) + A[i][j]);
        }
        if (s >> k & 1) u++; else r++;
    }
    vis[s] = true;
    return f[s] = best;
}

int main() {
    if (scanf("%d %d", &n, &m) != 2) return 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) scanf("%d", &A[i][j]);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) scanf("%d", &B[i][j]);
    full = ((1 << n) - 1) << m;
    printf("%d\n", dfs((1 << n) - 1, 0));
    return 0;
}
