// The position explorer's page: the URL holds the game, the board and the
// moves played (?game=..&board=..&moves=m1,m2), the server solves and
// scores (/api/<game>/moves) and edits boards (/api/<game>/edit), this
// script draws and listens. It never reads a move's text: every move comes
// with its cells.
"use strict";

const $ = (selector) => document.querySelector(selector);
const SVG = "http://www.w3.org/2000/svg";
// The picture's shades (a cell without a move) and the moves' results.
const SHADES = {
  plain: { fill: "#e9e4d8", ink: "#222" },
  first: { fill: "#c0392b", ink: "#fff" },
  second: { fill: "#2c3e50", ink: "#fff" },
  open: { fill: "#d9ead3", ink: "#222" },
  blocked: { fill: "#9a9a9a", ink: "#fff" },
};
const RESULTS = {
  win: { fill: "#7bc47f", ink: "#0b2e0d", words: "Winning moves" },
  draw: { fill: "#c9c9c9", ink: "#222", words: "Drawing moves" },
  loss: { fill: "#e88d8d", ink: "#3d0b0b", words: "Losing moves" },
};

const state = {
  games: [],
  game: null,
  board: "",
  moves: [],
  // Moves undone with "back" or a click on the history, replayed by
  // "forward" while they still apply (the last one is next).
  future: [],
  position: null,
  chosen: null,
  request: null,
  // The board editor: on, and the grid the server read from the text.
  editing: false,
  grid: null,
  editCell: null,
  // Play against the solver: on, which side the person plays (whether it
  // moved first), and whether a hint shows the values now.
  playing: false,
  humanFirst: true,
  hint: false,
  reply: null,
  // Bumped by every load: an answer that arrives after a newer load began
  // is dropped.
  token: 0,
  // Bumped by every choice of a board (explored, edited, generated, or
  // the browser's back): a generated board that arrives after a newer
  // choice is dropped.
  choice: 0,
  // The width of the value history's box when it was last drawn.
  chartWidth: 0,
  // The timer that says a position is being solved, if it takes a while.
  slow: null,
  // A position is being fetched: the one on screen takes no more moves.
  pending: false,
  // The editor's edits, one after the other: each starts from the board
  // the previous one made.
  edits: Promise.resolve(),
  // The board last written into the text box (a board the person is
  // typing is not overwritten by an answer for the same board).
  shown: null,
};

const cellName = (cell) => `${cell.row + 1} ${cell.col + 1}`;
const sameCell = (a, b) => a && b && a.row === b.row && a.col === b.col;

// Whether the values are shown: always, except in play mode without a hint.
const valuesShown = () => !state.playing || state.hint;

// Whether the side that moved first is to move after `ply` moves.
const firstToMove = (position, ply) => position.history[ply].first_to_move;

// Writes `board` into the text box, unless it is the board already there.
function showBoard(board) {
  if (state.shown === board) return;
  state.shown = board;
  $("[data-input]").value = board;
}

// Whether it is the person's turn in play mode.
const personsTurn = (position) => firstToMove(position, position.ply) === state.humanFirst;

// Whether the game is over: no legal move, or (in play mode) a drawn
// position that repeats, which is how a tie ends.
const gameOver = (position) =>
  position.over || (state.playing && position.repeats !== null && position.wdl === "draw");

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
  // A new entry only for a new URL: the same board explored again, or
  // left by the editor unchanged, is not two steps of the browser's back.
  if (push && url !== location.pathname + location.search) history.pushState(null, "", url);
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

function button(text, onClick) {
  const element = document.createElement("button");
  element.type = "button";
  element.textContent = text;
  element.addEventListener("click", onClick);
  return element;
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
  $("[data-action=edit]").disabled = !state.game.editor;
  // One button per board of each sample (a file of several boards is
  // explored one board at a time).
  $("[data-samples]").replaceChildren(
    ...state.game.samples.flatMap((sample, i) =>
      sample.boards.map((board, j) => {
        const name = sample.boards.length === 1 ? `Sample ${i + 1}` : `Sample ${i + 1}.${j + 1}`;
        const element = button(name, () => explore(board));
        element.dataset.sample = `${i + 1}.${j + 1}`;
        return element;
      })
    )
  );
  $("[data-families]").replaceChildren(
    ...state.game.families.map((family) => {
      const element = button(family, () => generated(family));
      element.title = `A generated board of the family ${family}`;
      element.dataset.family = family;
      return element;
    })
  );
}

async function generated(family) {
  const game = state.game;
  const choice = ++state.choice;
  const seed = Math.floor(Math.random() * 1e9);
  const url = `/api/${game.name}/generate?family=${encodeURIComponent(family)}&seed=${seed}`;
  try {
    const response = await fetch(url);
    const body = await response.json();
    // Another game or board was picked meanwhile: this one is not wanted.
    if (state.game !== game || state.choice !== choice) return;
    if (!response.ok) {
      showError(body.error);
      return;
    }
    explore(body.input);
  } catch (e) {
    if (state.game === game && state.choice === choice) {
      showError(`error: the server did not answer (${e.message})`);
    }
  }
}

// Explores the editor's board once the edits still on their way are done,
// unless another board was chosen meanwhile.
function exploreAfterEdits() {
  const choice = state.choice;
  state.edits.then(() => {
    if (state.choice === choice) explore(state.board);
  });
}

// A new board from its start (leaving the editor and play mode).
function explore(board) {
  state.choice += 1;
  state.board = board;
  // The text box shows it, even where it holds other text now.
  state.shown = null;
  state.moves = [];
  state.future = [];
  setEditing(false);
  setPlaying(false);
  writeUrl(true);
  load();
}

// A newer request supersedes the one in flight: its answer will be
// dropped (the token it holds is no longer current), its fetch is
// aborted, and the page no longer shows that it waits. Returns the newer
// request's token.
function supersede() {
  clearTimeout(state.slow);
  if (state.request) {
    state.request.abort();
    state.request = null;
    setStatus("");
  }
  state.pending = false;
  markPending();
  return ++state.token;
}

// Fetches the position of the URL's state and draws it. A newer request
// cancels an older one, so the page never waits on a stale answer.
async function load() {
  showBoard(state.board);
  if (state.editing) {
    await loadGrid(null, null);
    return;
  }
  const token = supersede();
  if (!state.board) {
    state.position = null;
    state.pending = false;
    showError("");
    draw();
    return;
  }
  state.pending = true;
  markPending();
  const request = new AbortController();
  state.request = request;
  state.slow = setTimeout(() => setStatus("Solving the board…"), 150);
  const params = new URLSearchParams();
  params.set("board", state.board);
  params.set("moves", state.moves.join(","));
  try {
    const response = await fetch(`/api/${state.game.name}/moves?${params}`, {
      signal: request.signal,
    });
    const body = await response.json();
    if (token !== state.token) return;
    if (!response.ok) {
      state.position = null;
      showError(body.error);
    } else {
      state.position = body;
      showError("");
    }
  } catch (e) {
    if (e.name === "AbortError" || token !== state.token) return;
    state.position = null;
    showError(`error: the server did not answer (${e.message})`);
  } finally {
    // A superseded request's timer and status were ended by supersede().
    if (state.request === request) {
      clearTimeout(state.slow);
      state.request = null;
      setStatus("");
    }
  }
  state.pending = false;
  state.chosen = null;
  draw();
  solverTurn();
}

// While a position is fetched, the one on screen is dimmed and takes no
// moves (a second click would play its move again).
function markPending() {
  const position = state.position;
  document.querySelector(".play").setAttribute("aria-busy", String(state.pending));
  $("[data-action=play]").disabled = state.editing || state.pending || (!position && !state.playing);
  $("[data-action=hint]").disabled = state.pending || !position || gameOver(position) || state.hint;
  $("[data-action=swap]").disabled = state.pending || !position || gameOver(position) || !personsTurn(position);
}

// Plays `move`: a person's click (refused in play mode while the solver is
// to move), or the solver's reply.
function play(move, bySolver) {
  const position = state.position;
  if (state.pending || state.editing) return;
  if (state.playing && !bySolver && position && (!personsTurn(position) || gameOver(position))) return;
  if (state.future.length && state.future[state.future.length - 1] === move) {
    state.future.pop();
  } else {
    state.future = [];
  }
  state.moves = state.moves.concat([move]);
  state.hint = false;
  writeUrl(true);
  load();
}

// Goes to the position after the first `ply` moves; the others can be
// replayed with "forward".
function goTo(ply) {
  const position = state.position;
  if (state.pending || state.editing) return;
  // In play mode, to the person's turn at or before it (none: stay). A
  // position that could not be loaded (an error shown) has no turns to go
  // by: back goes one move back.
  if (state.playing && position) {
    while (ply > 0 && firstToMove(position, ply) !== state.humanFirst) ply -= 1;
    if (firstToMove(position, ply) !== state.humanFirst) return;
  }
  if (ply >= state.moves.length) return;
  state.future = state.future.concat(state.moves.slice(ply).reverse());
  state.moves = state.moves.slice(0, ply);
  state.hint = false;
  writeUrl(true);
  load();
}

function back() {
  // In play mode, back over the solver's reply too (see goTo).
  if (state.moves.length) goTo(state.moves.length - 1);
}

function forward() {
  if (!state.future.length) return;
  play(state.future[state.future.length - 1]);
}

// The first of the best moves in the game's order: the one `--moves` plays.
function bestMove(position) {
  return position.moves.find((mv) => mv.rank === 0);
}

// In play mode, the solver answers the person's move.
function solverTurn() {
  clearTimeout(state.reply);
  const position = state.position;
  if (!state.playing || !position || gameOver(position) || personsTurn(position)) return;
  const ply = position.ply;
  state.reply = setTimeout(() => {
    if (!state.playing || state.position !== position || state.moves.length !== ply) return;
    play(bestMove(position).move, true);
  }, 250);
}

function setPlaying(on) {
  state.playing = on;
  state.hint = false;
  clearTimeout(state.reply);
  const position = state.position;
  if (on && position) state.humanFirst = firstToMove(position, position.ply);
  const toggle = $("[data-action=play]");
  toggle.setAttribute("aria-pressed", String(on));
  toggle.textContent = on ? "Stop playing" : "Play the solver";
  $("[data-action=hint]").hidden = !on;
  $("[data-action=swap]").hidden = !on;
}

function setEditing(on) {
  state.editing = on && !!state.game.editor;
  if (state.editing) state.choice += 1;
  state.grid = null;
  state.editCell = null;
  state.chosen = null;
  const toggle = $("[data-action=edit]");
  toggle.setAttribute("aria-pressed", String(state.editing));
  toggle.textContent = state.editing ? "Done editing" : "Edit board";
  $("[data-cell-editor]").hidden = true;
  $("[data-resize]").hidden = !state.editing;
}

// The board editor: reads the board (or changes `cell` to `value`, or to
// its next letter; or resizes it to `size`) on the server, then draws its
// cells.
async function loadGrid(cell, value, size) {
  const params = new URLSearchParams();
  params.set("board", state.board);
  if (cell) params.set("cell", cellName(cell));
  if (value !== null && value !== undefined) params.set("value", value);
  if (size) {
    params.set("rows", String(size.rows));
    params.set("cols", String(size.cols));
  }
  const token = supersede();
  let body;
  try {
    const response = await fetch(`/api/${state.game.name}/edit?${params}`);
    body = await response.json();
    if (token !== state.token || !state.editing) return false;
    if (!response.ok) {
      showError(body.error);
      draw();
      return false;
    }
  } catch (e) {
    if (token === state.token) showError(`error: the server did not answer (${e.message})`);
    return false;
  }
  state.grid = body;
  if (body.input !== state.board) {
    state.board = body.input;
    state.moves = [];
    state.future = [];
    state.position = null;
    writeUrl(false);
  }
  showBoard(state.board);
  showError(body.error || "");
  draw();
  return true;
}

// Queues an edit after the ones not yet answered; `make` gives loadGrid's
// arguments from the grid as the previous edits left it.
function queueEdit(make) {
  state.edits = state.edits
    .then(() => (state.editing ? loadGrid(...make(state.grid)) : false))
    .catch(() => false);
  return state.edits;
}

function editCell(cell) {
  const editor = state.game.editor;
  if (!state.grid) return;
  if (editor.kind === "letters") {
    queueEdit(() => [cell, null]);
    return;
  }
  // Numbers: ask for the cell's new values.
  state.editCell = cell;
  const form = $("[data-cell-editor]");
  form.hidden = false;
  $("[data-cell-editor-label]").textContent = `Cell ${cellName(cell)} (${Array.from({ length: editor.layers }, (_, i) => "abcdefgh"[i]).join("/")})`;
  const input = $("[data-edit-value]");
  input.value = state.grid.cells[cell.row * state.grid.cols + cell.col];
  input.focus();
  input.select();
}

// What a click on `cell` does: select a piece, or play the move there.
function clickCell(cell) {
  if (state.editing) {
    editCell(cell);
    return;
  }
  const position = state.position;
  if (!position || position.over || state.pending) return;
  if (state.playing && (!personsTurn(position) || gameOver(position))) return;
  const move = playableAt(cell);
  if (move) {
    play(move.move);
    return;
  }
  const piece = position.moves.some((mv) => sameCell(mv.from, cell));
  state.chosen = piece && !sameCell(state.chosen, cell) ? cell : null;
  // The board is drawn again: the keyboard's focus, if it was there, goes
  // to the cell (a mouse click leaves the focus where it was).
  const focused = document.activeElement && document.activeElement.closest("[data-board]");
  drawBoard();
  if (focused) focusCell(cell);
}

// The move a click on `cell` plays now, if any: a move on that one cell,
// or the selected piece's move to it.
function playableAt(cell) {
  const moves = state.position ? state.position.moves : [];
  return (
    moves.find((mv) => !mv.from && sameCell(mv.to, cell)) ||
    (state.chosen && moves.find((mv) => sameCell(mv.from, state.chosen) && sameCell(mv.to, cell)))
  );
}

function describe(mv) {
  return valuesShown() ? `${mv.move}: ${mv.value}${mv.rank === 0 ? " (best)" : ""}` : mv.move;
}

function svgElement(name, attributes) {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  return element;
}

// Arrow keys move the focus between the elements of a group that has one
// tab stop (the board's cells, the history's points).
function roving(elements, columns, current) {
  elements.forEach((element, k) => {
    element.setAttribute("tabindex", k === current ? "0" : "-1");
    element.addEventListener("keydown", (event) => {
      const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -columns, ArrowDown: columns }[event.key];
      if (step !== undefined) {
        event.preventDefault();
        event.stopPropagation();
        // Left and right stay in the row.
        const sameRow = Math.floor((k + step) / columns) === Math.floor(k / columns);
        const next = Math.abs(step) === 1 && columns > 1 && !sameRow ? null : elements[k + step];
        if (next) {
          element.setAttribute("tabindex", "-1");
          next.setAttribute("tabindex", "0");
          next.focus();
        }
      } else if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        element.dispatchEvent(new MouseEvent("click", { bubbles: true }));
      }
    });
  });
}

function focusCell(cell) {
  const element = document.querySelector(`[data-board] [data-cell="${cellName(cell)}"]`);
  if (element) {
    document.querySelectorAll("[data-board] [data-cell]").forEach((e) => e.setAttribute("tabindex", "-1"));
    element.setAttribute("tabindex", "0");
    element.focus();
  }
}

// The squares to draw: the position's picture, or the editor's grid.
function squares() {
  if (state.editing) {
    if (!state.grid) return null;
    const { rows, cols, cells } = state.grid;
    const shade = (text) => ({ "#": "blocked", O: "first", X: "second" })[text] || "plain";
    return { rows, cols, squares: cells.map((text) => ({ text: text === "." ? "" : text, shade: shade(text) })) };
  }
  return state.position && state.position.picture;
}

function drawBoard() {
  const box = $("[data-board-box]");
  const picture = squares();
  if (!picture) {
    box.replaceChildren();
    return;
  }
  const position = state.editing ? null : state.position;
  const { rows, cols } = picture;
  const shown = valuesShown();
  const svg = svgElement("svg", {
    viewBox: `0 0 ${cols} ${rows}`,
    "data-board": "",
    role: "grid",
    "aria-label": `${state.game.name} board, ${rows}×${cols}${state.editing ? ", editing" : ""}`,
  });
  svg.classList.toggle("editing", state.editing);
  svg.style.width = `${Math.min(cols * 3.5, 40)}rem`;
  const longest = Math.max(1, ...picture.squares.map((s) => s.text.length));
  const size = Math.min(0.45, 0.9 / Math.max(1, longest * 0.62));
  const moves = position ? position.moves : [];
  const cellsAll = [];
  // The board's one tab stop: the selected piece, else the first cell a
  // click does something on.
  let chosenAt = -1;
  let firstActive = -1;
  picture.squares.forEach((square, k) => {
    const cell = { row: Math.floor(k / cols), col: k % cols };
    const name = cellName(cell);
    let look = SHADES[square.shade] || SHADES.plain;
    const rect = svgElement("rect", { x: cell.col, y: cell.row, width: 1, height: 1, class: "cell" });
    rect.dataset.cell = name;
    rect.dataset.shade = square.shade;
    rect.setAttribute("role", "gridcell");
    const move = position && playableAt(cell);
    const pieceMoves = moves.filter((mv) => sameCell(mv.from, cell));
    let label = state.editing ? `${name}: ${square.text || "empty"}` : name;
    if (move) {
      rect.dataset.move = move.move;
      rect.classList.add("move");
      if (shown) {
        rect.dataset.value = move.value;
        rect.dataset.wdl = move.wdl;
        rect.classList.add(move.wdl);
        if (move.rank === 0) rect.classList.add("best");
        look = RESULTS[move.wdl];
      }
      label = describe(move);
    } else if (pieceMoves.length) {
      // A piece that moves: shaded by its best move, its targets shown
      // once it is selected.
      const best = pieceMoves.reduce((a, b) => (b.rank < a.rank ? b : a));
      rect.classList.add("piece");
      rect.dataset.piece = "";
      if (shown) {
        rect.dataset.wdl = best.wdl;
        rect.classList.add(best.wdl);
        if (best.rank === 0) rect.classList.add("best");
      }
      label = `${name}: a piece with ${pieceMoves.length} move${pieceMoves.length === 1 ? "" : "s"}${shown ? `, best ${best.value}` : ""}`;
    }
    rect.setAttribute("fill", look.fill);
    rect.setAttribute("aria-label", label);
    rect.appendChild(svgElement("title", {})).textContent = label;
    if (firstActive < 0 && (state.editing || move || pieceMoves.length)) firstActive = k;
    if (sameCell(state.chosen, cell)) chosenAt = k;
    rect.addEventListener("click", () => clickCell(cell));
    // A mouse click leaves the focus where it was, so that ← and → still
    // step through the game; the keyboard moves it (see roving).
    rect.addEventListener("mousedown", (event) => event.preventDefault());
    rect.addEventListener("mouseenter", () => info(label));
    rect.addEventListener("focus", () => info(label));
    svg.appendChild(rect);
    cellsAll.push(rect);
    if (square.text) {
      const text = svgElement("text", {
        x: cell.col + 0.5,
        y: cell.row + 0.5,
        "font-size": size,
        fill: move && shown ? look.ink : (SHADES[square.shade] || SHADES.plain).ink,
        "text-anchor": "middle",
        "dominant-baseline": "central",
      });
      text.textContent = square.text;
      svg.appendChild(text);
    }
    if (move && shown && move.rank === 0) {
      svg.appendChild(svgElement("circle", { cx: cell.col + 0.85, cy: cell.row + 0.15, r: 0.09, class: "best-mark" }));
    }
  });
  const mark = (cell, cls) =>
    svg.appendChild(
      svgElement("rect", { x: cell.col + 0.06, y: cell.row + 0.06, width: 0.88, height: 0.88, class: cls })
    );
  if (position && position.ply > 0) {
    const last = position.history[position.ply];
    if (last.from) mark(last.from, "last");
    if (last.to) mark(last.to, "last");
  }
  if (state.chosen) mark(state.chosen, "chosen");
  svg.addEventListener("mouseleave", () => info(""));
  roving(cellsAll, cols, chosenAt >= 0 ? chosenAt : Math.max(firstActive, 0));
  box.replaceChildren(svg);
}

function info(text) {
  $("[data-cell-info]").textContent = text;
}

// A point's height: the score itself for a game of scores (the API states
// each value's kind and number), else its result, nearer the middle the
// farther the end.
function heights(points) {
  if (points.every((p) => p.kind === "score" && p.number !== null)) {
    const most = Math.max(1, ...points.map((p) => Math.abs(p.number)));
    return points.map((p) => p.number / most);
  }
  const far = Math.max(1, ...points.map((p) => p.distance || 0));
  return points.map((p) => {
    const sign = { win: 1, draw: 0, loss: -1 }[p.wdl];
    return p.distance == null ? sign : sign * (1 - (0.5 * p.distance) / (far + 1));
  });
}

// The least distance between two points of the value history, in pixels.
const MIN_GAP = 12;

function drawHistory() {
  const box = $("[data-history-chart]");
  const position = state.position;
  $("[data-history-box]").hidden = state.editing || !position || !valuesShown();
  if (!position) {
    box.replaceChildren();
    return;
  }
  const points = position.history;
  // Drawn at one unit a pixel, as wide as its box; a long game is wider,
  // its points MIN_GAP apart, and the box scrolls to the current one.
  state.chartWidth = box.clientWidth;
  const width = Math.max(box.clientWidth || 600, 30 + (points.length - 1) * MIN_GAP);
  const height = 120;
  const step = points.length > 1 ? (width - 30) / (points.length - 1) : 0;
  const x = (k) => 15 + k * step;
  const ys = heights(points);
  const y = (k) => height / 2 - ys[k] * (height / 2 - 12);
  const svg = svgElement("svg", {
    viewBox: `0 0 ${width} ${height}`,
    width,
    height,
    "data-history": "",
    role: "list",
    "aria-label": "the value of each position so far, for the side that moved first",
  });
  svg.appendChild(svgElement("line", { x1: 0, x2: width, y1: height / 2, y2: height / 2, class: "axis" }));
  svg.appendChild(
    svgElement("polyline", { points: points.map((_, k) => `${x(k)},${y(k)}`).join(" "), class: "trace" })
  );
  const dots = points.map((point, k) => {
    const dot = svgElement("circle", { cx: x(k), cy: y(k), r: k === position.ply ? 7 : 5, class: `point ${point.wdl}` });
    dot.dataset.ply = String(point.ply);
    dot.dataset.value = point.value;
    dot.setAttribute("role", "listitem");
    const label = `after ${point.ply} move${point.ply === 1 ? "" : "s"}${point.move ? ` (${point.move})` : ""}: ${point.value}`;
    dot.setAttribute("aria-label", label);
    dot.appendChild(svgElement("title", {})).textContent = label;
    if (k === position.ply) dot.classList.add("current");
    dot.addEventListener("click", () => goTo(point.ply));
    dot.addEventListener("mousedown", (event) => event.preventDefault());
    svg.appendChild(dot);
    return dot;
  });
  roving(dots, 1, position.ply);
  box.replaceChildren(svg);
  const here = x(position.ply);
  if (here < box.scrollLeft + MIN_GAP || here > box.scrollLeft + box.clientWidth - MIN_GAP) {
    box.scrollLeft = here - box.clientWidth / 2;
  }
}

function drawMoves() {
  const list = $("[data-moves]");
  const position = state.position;
  $("[data-moves-box]").hidden = state.editing || !valuesShown();
  if (!position) {
    list.replaceChildren();
    return;
  }
  // Grouped by result for the side to move, best first within each.
  const sorted = position.moves
    .map((mv, index) => ({ mv, index }))
    .sort((a, b) => a.mv.rank - b.mv.rank || a.index - b.index)
    .map((entry) => entry.mv);
  const groups = ["win", "draw", "loss"]
    .map((wdl) => ({ wdl, moves: sorted.filter((mv) => mv.wdl === wdl) }))
    .filter((group) => group.moves.length);
  list.replaceChildren(
    ...groups.map(({ wdl, moves }) => {
      const group = document.createElement("section");
      group.dataset.group = wdl;
      const heading = document.createElement("h3");
      heading.textContent = `${RESULTS[wdl].words} (${moves.length})`;
      const items = document.createElement("ol");
      items.append(
        ...moves.map((mv) => {
          const item = document.createElement("li");
          item.className = mv.wdl;
          if (mv.rank === 0) item.classList.add("best");
          item.dataset.move = mv.move;
          item.dataset.value = mv.value;
          item.dataset.line = mv.line;
          item.title = `--moves line: ${mv.line}`;
          item.tabIndex = 0;
          item.setAttribute("role", "button");
          const name = document.createElement("span");
          name.textContent = mv.move;
          const value = document.createElement("span");
          value.textContent = mv.value;
          item.append(name, value);
          item.addEventListener("click", () => play(mv.move));
          item.addEventListener("keydown", (event) => {
            if (event.key === "Enter" || event.key === " ") {
              event.preventDefault();
              play(mv.move);
            }
          });
          return item;
        })
      );
      group.append(heading, items);
      return group;
    })
  );
}

function summary() {
  const position = state.position;
  if (state.editing) {
    return "Editing: click a cell to change it; “Done editing” explores the board.";
  }
  if (!position) return "";
  // The game's value for the side that moved first, where it stands.
  const now = position.history[position.ply];
  const repeats =
    position.repeats === null ? "" : ` The position repeats the one after ${position.repeats} moves.`;
  if (state.playing) {
    if (gameOver(position)) {
      const wdl = state.humanFirst ? now.wdl : { win: "loss", loss: "win", draw: "draw" }[now.wdl];
      const verdict = { win: "You won", loss: "The solver won", draw: "A draw" }[wdl];
      const first = state.humanFirst ? "you" : "the solver";
      return `Game over after ${position.ply} moves. ${verdict}: ${now.value} for the side that moved first (${first}).${repeats}`;
    }
    const yours = personsTurn(position);
    const hint = state.hint ? ` Hint: ${position.value}.` : "";
    return yours ? `Your move (${position.to_move}).${hint}` : `The solver (${position.to_move}) is thinking…`;
  }
  return position.over
    ? `Game over after ${position.ply} moves: ${now.value} for the side that moved first.`
    : `${position.to_move} to move: ${position.value}.` +
        (now.first_to_move && now.value === position.value
          ? ""
          : ` The game: ${now.value} for the side that moved first.`) +
        repeats;
}

// Where the keyboard's focus is among the parts that are drawn again.
function focusPlace() {
  const active = document.activeElement;
  if (!active || !active.closest) return null;
  if (active.closest("[data-board]")) return { cell: active.dataset.cell };
  if (active.closest("[data-history]")) return { history: true };
  if (active.closest("[data-moves]")) return { moves: true };
  if (active.dataset && active.dataset.action) return { button: active };
  return null;
}

// Puts the focus back where it was before the parts were drawn again: the
// same cell, the current point of the chart, the first move of the list.
function restoreFocus(place) {
  if (!place) return;
  if (place.button) {
    // A button that went away or off leaves the focus on the board.
    if (!place.button.disabled && !place.button.hidden) return;
    const stop = document.querySelector('[data-board] [tabindex="0"]');
    if (stop) stop.focus();
    return;
  }
  if (place.cell) {
    const cell = place.cell.split(" ").map(Number);
    focusCell({ row: cell[0] - 1, col: cell[1] - 1 });
    return;
  }
  const selector = place.history ? "[data-history] [data-ply].current" : "[data-moves] li";
  const element = document.querySelector(selector);
  if (!element || element.closest("[hidden]")) {
    // The chart or the list went away (play mode without a hint): the
    // focus goes to the board.
    const stop = document.querySelector('[data-board] [tabindex="0"]');
    if (stop) stop.focus();
    return;
  }
  if (place.history) {
    document.querySelectorAll("[data-history] [data-ply]").forEach((e) => e.setAttribute("tabindex", "-1"));
    element.setAttribute("tabindex", "0");
  }
  element.focus();
}

function draw() {
  const place = focusPlace();
  const position = state.position;
  $("[data-action=back]").disabled = state.editing || !state.moves.length;
  $("[data-action=forward]").disabled = state.editing || !state.future.length;
  markPending();
  const grid = state.editing && state.grid;
  $("[data-action=remove-row]").disabled = !grid || grid.rows <= 1;
  $("[data-action=remove-col]").disabled = !grid || grid.cols <= 1;
  $("[data-input]").readOnly = state.editing;
  $("[data-ply]").textContent =
    position && !state.editing ? `after ${position.ply} move${position.ply === 1 ? "" : "s"}` : "";
  $("[data-summary]").textContent = summary();
  drawBoard();
  drawHistory();
  drawMoves();
  restoreFocus(place);
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
    state.choice += 1;
    supersede();
    state.board = "";
    state.moves = [];
    state.future = [];
    state.position = null;
    setEditing(false);
    setPlaying(false);
    renderGameChoice();
    writeUrl(true);
    showError("");
    draw();
    showBoard("");
  });
  // In the editor, after the edits still on their way (as Done editing).
  $("[data-action=solve]").addEventListener("click", () => {
    if (state.editing) exploreAfterEdits();
    else explore($("[data-input]").value);
  });
  $("[data-action=back]").addEventListener("click", back);
  $("[data-action=forward]").addEventListener("click", forward);
  $("[data-action=edit]").addEventListener("click", () => {
    if (state.editing) {
      exploreAfterEdits();
    } else {
      state.board = $("[data-input]").value;
      state.moves = [];
      state.future = [];
      state.position = null;
      setPlaying(false);
      setEditing(true);
      writeUrl(true);
      draw();
      load();
    }
  });
  $("[data-cell-editor]").addEventListener("submit", (event) => {
    event.preventDefault();
    const cell = state.editCell;
    if (!cell) return;
    const value = $("[data-edit-value]").value.trim();
    // The form stays open, with its text, when the value is refused.
    queueEdit(() => [cell, value]).then((ok) => {
      if (!ok) return;
      $("[data-cell-editor]").hidden = true;
      focusCell(cell);
    });
  });
  const closeForm = () => {
    $("[data-cell-editor]").hidden = true;
    if (state.editCell) focusCell(state.editCell);
  };
  $("[data-action=cancel-edit]").addEventListener("click", closeForm);
  $("[data-cell-editor]").addEventListener("keydown", (event) => {
    if (event.key === "Escape") closeForm();
  });
  $("[data-action=play]").addEventListener("click", () => {
    setPlaying(!state.playing);
    draw();
    solverTurn();
  });
  $("[data-action=swap]").addEventListener("click", () => {
    if (state.pending) return;
    state.humanFirst = !state.humanFirst;
    draw();
    solverTurn();
  });
  const resize = (rows, cols) => {
    $("[data-cell-editor]").hidden = true;
    queueEdit((grid) => [null, null, grid && { rows: grid.rows + rows, cols: grid.cols + cols }]);
  };
  $("[data-action=add-row]").addEventListener("click", () => resize(1, 0));
  $("[data-action=remove-row]").addEventListener("click", () => resize(-1, 0));
  $("[data-action=add-col]").addEventListener("click", () => resize(0, 1));
  $("[data-action=remove-col]").addEventListener("click", () => resize(0, -1));
  $("[data-action=hint]").addEventListener("click", () => {
    if (state.pending) return;
    state.hint = true;
    draw();
  });
  document.addEventListener("keydown", (event) => {
    const target = event.target;
    if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement || target instanceof HTMLInputElement) return;
    if (state.editing || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "ArrowLeft") back();
    if (event.key === "ArrowRight") forward();
  });
  // The value history is as wide as its box: drawn again when the box's
  // width changes (the window's, or the list beside it shown or hidden).
  new ResizeObserver(() => {
    const now = $("[data-history-chart]").clientWidth;
    if (now && now !== state.chartWidth) {
      // The focus, if it was on the chart, goes back to its current point.
      const place = focusPlace();
      drawHistory();
      if (place && place.history) restoreFocus(place);
    }
  }).observe($("[data-history-chart]"));
  window.addEventListener("popstate", () => {
    state.choice += 1;
    const previous = state.game;
    readUrl();
    if (previous !== state.game) renderGameChoice();
    // The browser's own history leaves the editor and play mode, and
    // forgets the moves undone.
    state.future = [];
    setEditing(false);
    setPlaying(false);
    load();
  });
  writeUrl(false);
  load();
}

start();
