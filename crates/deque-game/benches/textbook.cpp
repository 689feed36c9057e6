// deque-game (AtCoder EDPC L "Deque"): the textbook O(N^2) solution, as a
// contestant submits it, for the speed benchmark (g++ -O2).
// dp[l][r] = X - Y for the segment a[l..r] when the player to move is
// counted as X: take an end, then the opponent plays the rest.
#include <cstdio>
#include <algorithm>

static long long a[3005];
static long long dp[3005][3005];

int main() {
    int n;
    scanf("%d", &n);
    for (int i = 0; i < n; i++) scanf("%lld", &a[i]);
    for (int l = n - 1; l >= 0; l--) {
        dp[l][l] = a[l];
        for (int r = l + 1; r < n; r++) {
            dp[l][r] = std::max(a[l] - dp[l + 1][r], a[r] - dp[l][r - 1]);
        }
    }
    printf("%lld\n", dp[0][n - 1]);
    return 0;
}
