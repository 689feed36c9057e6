// darkraft (Codeforces 138D "World of Darkraft"): the textbook
// Sprague-Grundy solution, as a contestant submits it, for the speed
// benchmark (g++ -O2). Rotate by 45 degrees (x = i+j, y = i-j+m-1): the two
// classes of x parity never interact, and a position of one class is a union
// of rectangles. sg(x1..x2, y1..y2) is the mex over its cells of the XOR of
// the rectangles a move leaves (L cuts row x, R column y, X both), memoised.
// WIN iff sg of the whole board of class 0 XOR that of class 1 != 0.
// Arrays sized for the judge's n, m <= 20.
#include <cstdio>
#include <cstring>

const int K = 40;
int n, m;
char g[25][25];
short dp[2][K][K][K][K];

int sg(int p, int x1, int x2, int y1, int y2) {
    if (x1 > x2 || y1 > y2) return 0;
    short &res = dp[p][x1][x2][y1][y2];
    if (res >= 0) return res;
    bool seen[1024];
    memset(seen, 0, sizeof(seen));
    for (int x = x1; x <= x2; x++) {
        if ((x & 1) != p) continue;
        for (int y = y1; y <= y2; y++) {
            if (((x + y + m - 1) & 1) != 0) continue;
            int i = (x + y - (m - 1)) / 2, j = (x - y + (m - 1)) / 2;
            if (i < 0 || i >= n || j < 0 || j >= m) continue;
            int v;
            if (g[i][j] == 'L')
                v = sg(p, x1, x - 1, y1, y2) ^ sg(p, x + 1, x2, y1, y2);
            else if (g[i][j] == 'R')
                v = sg(p, x1, x2, y1, y - 1) ^ sg(p, x1, x2, y + 1, y2);
            else
                v = sg(p, x1, x - 1, y1, y - 1) ^ sg(p, x1, x - 1, y + 1, y2) ^
                    sg(p, x + 1, x2, y1, y - 1) ^ sg(p, x + 1, x2, y + 1, y2);
            seen[v] = true;
        }
    }
    int r = 0;
    while (seen[r]) r++;
    return res = r;
}

int main() {
    if (scanf("%d %d", &n, &m) != 2) return 0;
    for (int i = 0; i < n; i++) scanf("%s", g[i]);
    memset(dp, -1, sizeof(dp));
    int w = n + m - 2;
    int r = sg(0, 0, w, 0, w) ^ sg(1, 0, w, 0, w);
    puts(r ? "WIN" : "LOSE");
    return 0;
}
