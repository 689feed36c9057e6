// pawn-retro (2023 united provincial selection "过河卒", LOJ 3958 / Luogu
// P9169): the textbook retrograde analysis, as a contestant submits it, for
// the speed benchmark (g++ -O2). A state is (black cell, red cell, red cell,
// side to move); the finished states (black on row 1, a capture, no legal
// move) are seeded, then a backward BFS with counters of the moves not yet
// known to lose labels wins (fewest moves) and losses (most moves); states
// never labelled are ties. Arrays sized for the judge's n, m <= 10.
#include <cstdio>
#include <cstring>

const int MAXC = 100;
const int MAXS = MAXC * MAXC * MAXC * 2;

int n, m, N;
char g[12][12];
char res[MAXS];   // 0 unknown, 1 the side to move wins, 2 it loses
char cnt[MAXS];   // moves not yet known to lead to a win of the opponent
int dis[MAXS];
int q[MAXS];
const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};

inline int id(int b, int r1, int r2, int t) { return ((b * N + r1) * N + r2) * 2 + t; }
inline bool ok(int r, int c) { return r >= 0 && r < n && c >= 0 && c < m && g[r][c] != '#'; }

int main() {
    int tid, T;
    if (scanf("%d %d", &tid, &T) != 2) return 0;
    while (T--) {
        scanf("%d %d", &n, &m);
        N = n * m;
        int b0 = -1, ra = -1, rb = -1;
        for (int i = 0; i < n; i++) {
            scanf("%s", g[i]);
            for (int j = 0; j < m; j++) {
                if (g[i][j] == 'X') b0 = i * m + j;
                if (g[i][j] == 'O') (ra < 0 ? ra : rb) = i * m + j;
            }
        }
        int head = 0, tail = 0;
        for (int b = 0; b < N; b++)
            for (int r1 = 0; r1 < N; r1++)
                for (int r2 = 0; r2 < N; r2++)
                    for (int t = 0; t < 2; t++) {  // t = 0: red to move, 1: black
                        int s = id(b, r1, r2, t);
                        res[s] = 0, cnt[s] = 0;
                        if (r1 == r2 || g[b / m][b % m] == '#' || g[r1 / m][r1 % m] == '#' ||
                            g[r2 / m][r2 % m] == '#')
                            continue;
                        if (b / m == 0) {
                            res[s] = t == 0 ? 2 : 1;
                        } else if (b == r1 || b == r2) {
                            res[s] = 2;
                        } else {
                            int c = 0;
                            if (t == 0) {
                                for (int d = 0; d < 4; d++) {
                                    int x = r1 / m + dr[d], y = r1 % m + dc[d];
                                    if (ok(x, y) && x * m + y != r2) c++;
                                    x = r2 / m + dr[d], y = r2 % m + dc[d];
                                    if (ok(x, y) && x * m + y != r1) c++;
                                }
                            } else {
                                for (int d = 0; d < 4; d++) {
                                    if (d == 1) continue;  // black never moves down
                                    if (ok(b / m + dr[d], b % m + dc[d])) c++;
                                }
                            }
                            cnt[s] = c;
                            if (c == 0) res[s] = 2;
                        }
                        if (res[s]) dis[s] = 0, q[tail++] = s;
                    }
        while (head < tail) {
            int s = q[head++];
            int t = s & 1, r2 = (s >> 1) % N, r1 = (s >> 1) / N % N, b = (s >> 1) / N / N;
            int pre[8], np = 0;
            if (t == 1) {  // red moved last: one red piece came from a neighbour
                for (int d = 0; d < 4; d++) {
                    int x = r1 / m + dr[d], y = r1 % m + dc[d];
                    if (ok(x, y) && x * m + y != r2) pre[np++] = id(b, x * m + y, r2, 0);
                    x = r2 / m + dr[d], y = r2 % m + dc[d];
                    if (ok(x, y) && x * m + y != r1) pre[np++] = id(b, r1, x * m + y, 0);
                }
            } else {  // black moved last: up (so it came from below), left or right
                for (int d = 1; d < 4; d++) {
                    int x = b / m + dr[d], y = b % m + dc[d];
                    if (ok(x, y)) pre[np++] = id(x * m + y, r1, r2, 1);
                }
            }
            for (int k = 0; k < np; k++) {
                int p = pre[k];
                if (res[p]) continue;
                if (res[s] == 2) {
                    res[p] = 1, dis[p] = dis[s] + 1, q[tail++] = p;
                } else if (--cnt[p] == 0) {
                    res[p] = 2, dis[p] = dis[s] + 1, q[tail++] = p;
                }
            }
        }
        int s = id(b0, ra, rb, 0);
        if (res[s] == 1) printf("Red %d\n", dis[s]);
        else if (res[s] == 2) printf("Black %d\n", dis[s]);
        else printf("Tie\n");
    }
    return 0;
}
