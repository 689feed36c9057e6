// The position explorer's page: the URL holds the game, the board and the
// moves played (?game=..&board=..&moves=m1,m2), the server solves and
// scores (/api/<game>/moves), this script draws and listens.
"use strict";

const $ = (selector) => document.querySelector(selector);
const SHADES = {
  plain: { fill: "#e9e4d8", ink: "#222" },
  first: { fill: "#c0392b", ink: "#fff" },
  second: { fill: "#2c3e50", ink: "#fff" },
  open: { fill: "#bfe3bf", ink: "#222" },
  blocked: { fill: "#9a9a9a", ink: "#fff" },
};
const SVG = "http://www.w3.org/2000/svg";

const state = {
  games: [],
  game: null,
  board: "",
  moves: [],
  // Moves undone with "back", replayed by "forward" while they still apply.
  future: [],
  position: null,
  chosen: null,
  request: null,
};

// Cells of a move's text: "R C" or "R1 C1 R2 C2", 1-based.
function cellsOf(text) {
  const n = text.trim().split(/\s+/).map(Number);
  const cells = [];
  for (let i = 0; i + 1 < n.length; i += 2) cells.push([n[i], n[i + 1]]);
  return cells;
}

function sameCell(a, b) {
  return a && b && a[0] === b[0] && a[1] === b[1];
}

function readUrl() {
  const params = new URLSearchParams(location.search);
  const name = params.get("game");
  state.game = state.games.find((g) => g.name === name) || state.games[0];
  state.board = params.get("board") || "";
  const moves = params.get("moves") || "";
  state.moves = moves.split(",").map((m) => m.trim()).filter((m) => m.length > 0);
}

function writeUrl(push) {
  const params = new URLSearchParams();
  params.set("game", state.game.name);
  if (state.board) params.set("board", state.board);
  if (state.moves.length) params.set("moves", state.moves.join(","));
  const url = "/?" + params.toString();
  if (push) history.pushState(null, "", url);
  else history.replaceState(null, "", url);
}

function showError(message) {
  const box = $("[data-error]");
  box.textContent = message || "";
  box.hidden = !message;
}

function setStatus(text) {
  $("[data-status]").textContent = text;
}

function renderGameChoice() {
  const select = $("[data-game]");
  select.replaceChildren(
    ...state.games.map((g) => {
      const option = document.createElement("option");
      option.value = g.name;
      option.textContent = g.name;
      return option;
    })
  );
  select.value = state.game.name;
  $("[data-about]").textContent = state.game.title;
  $("[data-about]").title = state.game.source;
  const samples = $("[data-samples]");
  // One button per board of each sample (a file of several boards is
  // explored one board at a time).
  samples.replaceChildren(
    ...state.game.samples.flatMap((sample, i) =>
      sample.boards.map((board, j) => {
        const button = document.createElement("button");
        button.type = "button";
        button.textContent =
          sample.boards.length === 1 ? `Sample ${i + 1}` : `Sample ${i + 1}.${j + 1}`;
        button.dataset.sample = `${i + 1}.${j + 1}`;
        button.addEventListener("click", () => {
          $("[data-input]").value = board;
          explore(board);
        });
        return button;
      })
    )
  );
  const families = $("[data-families]");
  families.replaceChildren(
    ...state.game.families.map((family) => {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = family;
      button.title = `A generated board of the family ${family}`;
      button.dataset.family = family;
      button.addEventListener("click", () => generated(family));
      return button;
    })
  );
}

async function generated(family) {
  const seed = Math.floor(Math.random() * 1e9);
  const url = `/api/${state.game.name}/generate?family=${encodeURIComponent(family)}&seed=${seed}`;
  const response = await fetch(url);
  const body = await response.json();
  if (!response.ok) {
    showError(body.error);
    return;
  }
  $("[data-input]").value = body.input;
  explore(body.input);
}

function explore(board) {
  state.board = board;
  state.moves = [];
  state.future = [];
  writeUrl(true);
  load();
}

// Fetches the position of the URL's state and draws it. A newer request
// cancels an older one, so the page never waits on a stale answer.
async function load() {
  $("[data-input]").value = state.board;
  if (!state.board) {
    state.position = null;
    draw();
    return;
  }
  if (state.request) state.request.abort();
  const request = new AbortController();
  state.request = request;
  const slow = setTimeout(() => setStatus("Solving the board…"), 150);
  const params = new URLSearchParams();
  params.set("board", state.board);
  params.set("moves", state.moves.join(","));
  try {
    const response = await fetch(`/api/${state.game.name}/moves?${params}`, {
      signal: request.signal,
    });
    const body = await response.json();
    if (!response.ok) {
      state.position = null;
      showError(body.error);
    } else {
      state.position = body;
      showError("");
    }
  } catch (e) {
    if (e.name === "AbortError") return;
    state.position = null;
    showError(`error: the server did not answer (${e.message})`);
  } finally {
    clearTimeout(slow);
    if (state.request === request) {
      state.request = null;
      setStatus("");
    }
  }
  state.chosen = null;
  draw();
}

function play(move) {
  if (state.future.length && state.future[state.future.length - 1] === move) {
    state.future.pop();
  } else {
    state.future = [];
  }
  state.moves = state.moves.concat([move]);
  writeUrl(true);
  load();
}

function back() {
  if (!state.moves.length) return;
  state.future.push(state.moves[state.moves.length - 1]);
  state.moves = state.moves.slice(0, -1);
  writeUrl(true);
  load();
}

function forward() {
  if (!state.future.length) return;
  play(state.future[state.future.length - 1]);
}

function sortedMoves(position) {
  return position.moves
    .map((mv, index) => ({ mv, index }))
    .sort((a, b) => a.mv.rank - b.mv.rank || a.index - b.index)
    .map((entry) => entry.mv);
}

function clickCell(row, col) {
  const position = state.position;
  if (!position || position.over) return;
  const here = [row, col];
  const moves = position.moves;
  const single = moves.find((mv) => {
    const cells = cellsOf(mv.move);
    return cells.length === 1 && sameCell(cells[0], here);
  });
  if (single) {
    play(single.move);
    return;
  }
  if (state.chosen) {
    const to = moves.find((mv) => {
      const cells = cellsOf(mv.move);
      return cells.length === 2 && sameCell(cells[0], state.chosen) && sameCell(cells[1], here);
    });
    if (to) {
      play(to.move);
      return;
    }
  }
  const from = moves.some((mv) => sameCell(cellsOf(mv.move)[0], here));
  state.chosen = from ? here : null;
  drawBoard();
}

function drawBoard() {
  const box = $("[data-board-box]");
  const position = state.position;
  if (!position) {
    box.replaceChildren();
    return;
  }
  const { rows, cols, squares } = position.picture;
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", `0 0 ${cols} ${rows}`);
  svg.setAttribute("data-board", "");
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", `${state.game.name} board, ${rows}×${cols}`);
  svg.style.width = `${Math.min(cols * 3.5, 40)}rem`;
  const longest = Math.max(1, ...squares.map((s) => s.text.length));
  const size = Math.min(0.45, 0.9 / Math.max(1, longest * 0.62));
  squares.forEach((square, k) => {
    const row = Math.floor(k / cols);
    const col = k % cols;
    const shade = SHADES[square.shade] || SHADES.plain;
    const rect = document.createElementNS(SVG, "rect");
    rect.setAttribute("x", col);
    rect.setAttribute("y", row);
    rect.setAttribute("width", 1);
    rect.setAttribute("height", 1);
    rect.setAttribute("fill", shade.fill);
    rect.setAttribute("class", "cell");
    rect.dataset.cell = `${row + 1} ${col + 1}`;
    rect.dataset.shade = square.shade;
    rect.addEventListener("click", () => clickCell(row + 1, col + 1));
    svg.appendChild(rect);
    if (square.text) {
      const text = document.createElementNS(SVG, "text");
      text.setAttribute("x", col + 0.5);
      text.setAttribute("y", row + 0.5);
      text.setAttribute("font-size", size);
      text.setAttribute("fill", shade.ink);
      text.setAttribute("text-anchor", "middle");
      text.setAttribute("dominant-baseline", "central");
      text.textContent = square.text;
      svg.appendChild(text);
    }
  });
  const mark = (cell, cls) => {
    const rect = document.createElementNS(SVG, "rect");
    rect.setAttribute("x", cell[1] - 1 + 0.06);
    rect.setAttribute("y", cell[0] - 1 + 0.06);
    rect.setAttribute("width", 0.88);
    rect.setAttribute("height", 0.88);
    rect.setAttribute("class", cls);
    svg.appendChild(rect);
  };
  if (position.last) cellsOf(position.last).forEach((cell) => mark(cell, "last"));
  if (state.chosen) mark(state.chosen, "chosen");
  box.replaceChildren(svg);
}

function draw() {
  const position = state.position;
  $("[data-action=back]").disabled = !state.moves.length;
  $("[data-action=forward]").disabled = !state.future.length;
  $("[data-ply]").textContent = position ? `after ${position.ply} move${position.ply === 1 ? "" : "s"}` : "";
  drawBoard();
  const list = $("[data-moves]");
  if (!position) {
    list.replaceChildren();
    $("[data-summary]").textContent = "";
    return;
  }
  $("[data-summary]").textContent = position.over
    ? `Game over: ${position.outcome} for ${position.to_move}.`
    : `${position.to_move} to move: ${position.outcome}.`;
  list.replaceChildren(
    ...sortedMoves(position).map((mv) => {
      const item = document.createElement("li");
      item.className = mv.wdl;
      item.dataset.move = mv.move;
      item.dataset.value = mv.value;
      item.dataset.line = mv.line;
      item.title = `--moves line: ${mv.line}`;
      const name = document.createElement("span");
      name.textContent = mv.move;
      const value = document.createElement("span");
      value.textContent = mv.value;
      item.append(name, value);
      item.addEventListener("click", () => play(mv.move));
      return item;
    })
  );
}

async function start() {
  try {
    const response = await fetch("/api/games");
    state.games = await response.json();
  } catch (e) {
    showError(`error: cannot list the games (${e.message})`);
    return;
  }
  readUrl();
  renderGameChoice();
  $("[data-game]").addEventListener("change", (event) => {
    state.game = state.games.find((g) => g.name === event.target.value);
    state.board = "";
    state.moves = [];
    state.future = [];
    state.position = null;
    renderGameChoice();
    writeUrl(true);
    showError("");
    draw();
    $("[data-input]").value = "";
  });
  $("[data-action=solve]").addEventListener("click", () => explore($("[data-input]").value));
  $("[data-action=back]").addEventListener("click", back);
  $("[data-action=forward]").addEventListener("click", forward);
  document.addEventListener("keydown", (event) => {
    if (event.target instanceof HTMLTextAreaElement || event.target instanceof HTMLSelectElement) return;
    if (event.key === "ArrowLeft") back();
    if (event.key === "ArrowRight") forward();
  });
  window.addEventListener("popstate", () => {
    const previous = state.game;
    readUrl();
    if (previous !== state.game) renderGameChoice();
    load();
  });
  writeUrl(false);
  load();
}

start();
