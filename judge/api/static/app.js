// rules-judge page: search as you type, clause view, ask, scenario editor. No libraries, no CDN.
"use strict";

const $ = (sel) => document.querySelector(sel);
const DEBOUNCE_MS = 180;
const DEFAULT_SCENARIO = `game sakura
title "前進 moves one crystal from the distance to the aura"
board
distance 6
A aura 3 focus 1
turn A main standard
A basic advance pay focus
expect distance == 5
expect A.aura == 4
`;

function esc(text) {
  return String(text ?? "").replace(/[&<>"']/g, (c) => ({
    "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;",
  })[c]);
}

async function api(path, body) {
  const opts = body === undefined ? {} : {
    method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
  };
  let res;
  try {
    res = await fetch(path, opts);
  } catch (err) {
    return { ok: false, status: 0, data: { error: "network", message: "the server did not answer" } };
  }
  let data = null;
  try { data = await res.json(); } catch (err) { data = { message: res.statusText }; }
  return { ok: res.ok, status: res.status, data };
}

function clauseHref(uid) { return "#clause/" + encodeURIComponent(uid); }

function clauseLink(item, label) {
  const text = label ?? `${item.number} ${item.title || ""}`.trim();
  const lang = item.lang || (item.doc && item.doc.endsWith("-ko") ? "ko" : "ja");
  return `<a href="${clauseHref(item.uid)}" lang="${esc(lang)}" data-uid="${esc(item.uid)}">${esc(text)}</a>`;
}

function shortUid(uid) { return uid.includes("#") ? uid.split("#")[1] : uid; }

// ---- tabs and routing -----------------------------------------------------------------------

const TABS = ["search", "ask", "scenario"];

function showTab(name, focus) {
  for (const t of TABS) {
    const on = t === name;
    $(`#tab-${t}`).setAttribute("aria-selected", String(on));
    $(`#tab-${t}`).tabIndex = on ? 0 : -1;
    $(`#panel-${t}`).hidden = !on;
  }
  if (focus) $(`#tab-${name}`).focus();
}

function route() {
  const hash = decodeURIComponent(location.hash.slice(1));
  if (hash.startsWith("clause/")) {
    showTab("search");
    openClause(hash.slice("clause/".length));
  } else if (TABS.includes(hash)) {
    showTab(hash);
  }
}

function setupTabs() {
  TABS.forEach((name, i) => {
    const tab = $(`#tab-${name}`);
    tab.addEventListener("click", () => { history.replaceState(null, "", "#" + name); showTab(name); });
    tab.addEventListener("keydown", (ev) => {
      const step = { ArrowRight: 1, ArrowLeft: -1 }[ev.key];
      if (!step) return;
      const next = TABS[(i + step + TABS.length) % TABS.length];
      history.replaceState(null, "", "#" + next);
      showTab(next, true);
    });
  });
  window.addEventListener("hashchange", route);
  document.addEventListener("keydown", (ev) => {
    const typing = /^(INPUT|TEXTAREA|SELECT)$/.test(document.activeElement.tagName);
    if (ev.key === "/" && !typing) {
      ev.preventDefault();
      showTab("search");
      $("#q").focus();
      $("#q").select();
    }
  });
}

// ---- search as you type ---------------------------------------------------------------------

let searchSeq = 0;
let searchTimer = 0;

function scheduleSearch() {
  clearTimeout(searchTimer);
  searchTimer = setTimeout(runSearch, DEBOUNCE_MS);
}

async function runSearch() {
  const q = $("#q").value.trim();
  const seq = ++searchSeq;
  const results = $("#results");
  if (!q) { results.innerHTML = ""; $("#search-status").textContent = ""; return; }
  const game = $("#game").value;
  const params = new URLSearchParams({ q, k: "12" });
  if (game) params.set("game", game);
  const started = performance.now();
  const [exact, found] = await Promise.all([
    api("/lookup/" + encodeURIComponent(game ? `${game} ${q}` : q)),
    api("/search?" + params),
  ]);
  if (seq !== searchSeq) return; // a newer keystroke won
  const ms = Math.round(performance.now() - started);
  const seen = new Set();
  const rows = [];
  if (exact.ok) {
    for (const m of exact.data.matches) {
      seen.add(m.uid);
      rows.push(resultRow(m, (m.text || "").split("\n")[0], true));
    }
  }
  if (found.ok) {
    for (const h of found.data.hits) {
      if (seen.has(h.uid)) continue;
      seen.add(h.uid);
      rows.push(resultRow(h, h.quote, false));
    }
  }
  results.innerHTML = rows.join("");
  const problem = found.ok ? "" : ` · search: ${found.data.message}`;
  const hint = !exact.ok && exact.status === 404 && exact.data.suggestions?.length
    ? ` · nearest numbers: ${exact.data.suggestions.join(", ")}` : "";
  $("#search-status").textContent = `${rows.length} result${rows.length === 1 ? "" : "s"} · ${ms} ms${problem}${hint}`;
}

function resultRow(item, quote, exact) {
  const lang = item.lang || "ja";
  return `<li class="${exact ? "exact" : ""}"><a href="${clauseHref(item.uid)}" data-uid="${esc(item.uid)}">`
    + `<span class="num">${esc(item.number)}</span><span lang="${esc(lang)}">${esc(item.title)}</span>`
    + `<span class="doc">${esc(item.doc)}</span>`
    + (quote ? `<span class="quote" lang="${esc(lang)}">${esc(quote)}</span>` : "")
    + `</a></li>`;
}

function setupSearch() {
  const q = $("#q");
  q.addEventListener("input", () => { $("#clause").hidden = true; scheduleSearch(); });
  $("#game").addEventListener("change", scheduleSearch);
  $("#search-form").addEventListener("submit", async (ev) => {
    ev.preventDefault();
    clearTimeout(searchTimer);
    await runSearch();
    const first = $("#results a");
    if (first) location.hash = first.getAttribute("href");
  });
  q.addEventListener("keydown", (ev) => {
    if (ev.key === "ArrowDown") { ev.preventDefault(); $("#results a")?.focus(); }
    if (ev.key === "Escape") { q.value = ""; runSearch(); }
  });
  $("#results").addEventListener("keydown", (ev) => {
    const links = [...document.querySelectorAll("#results a")];
    const i = links.indexOf(document.activeElement);
    if (ev.key === "ArrowDown" && i < links.length - 1) { ev.preventDefault(); links[i + 1].focus(); }
    if (ev.key === "ArrowUp") { ev.preventDefault(); (i > 0 ? links[i - 1] : q).focus(); }
  });
}

// ---- clause view ----------------------------------------------------------------------------

function linkifyRefs(text, refs) {
  // Escape first, then turn each cited number into a link to the clause it names.
  let html = esc(text);
  const sorted = [...refs].sort((a, b) => b.number.length - a.number.length);
  for (const ref of sorted) {
    const num = esc(ref.number).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const re = new RegExp(`(?<![\\w.\\-/])${num}(?![\\w]|[.\\-][\\w])(?![^<]*</a>)`, "g");
    html = html.replace(re, (m) => `<a href="${clauseHref(ref.uid)}" class="ref" data-uid="${esc(ref.uid)}">${m}</a>`);
  }
  return html;
}

function side(c, refs, relation) {
  const lang = c.lang || "ja";
  const tag = relation ? `<span class="tag">${esc(relation)}</span>` : "";
  return `<div class="side" lang="${esc(lang)}" data-uid="${esc(c.uid)}">`
    + `<h3>${relation ? clauseLink(c) : esc(`${c.number} ${c.title || ""}`)}<span class="tag">${esc(c.doc)}</span>${tag}</h3>`
    + `<div class="body">${c.text ? linkifyRefs(c.text, refs) : "<em>(no body text)</em>"}</div></div>`;
}

function linkList(title, items, id) {
  if (!items.length) return "";
  return `<section class="links" id="${id}"><h3>${esc(title)}</h3><ul>`
    + items.map((i) => `<li>${clauseLink(i)} <span class="tag">${esc(i.doc)}</span></li>`).join("")
    + "</ul></section>";
}

async function openClause(uid) {
  const box = $("#clause");
  box.hidden = false;
  box.innerHTML = `<p class="status">Loading ${esc(uid)}…</p>`;
  const res = await api("/lookup/" + encodeURIComponent(uid));
  if (!res.ok) {
    const sugg = res.data.suggestions?.length ? ` Nearest: ${res.data.suggestions.join(", ")}` : "";
    box.innerHTML = `<p class="error">${esc(res.data.message)}${esc(sugg)}</p>`;
    return;
  }
  const m = res.data.matches[0];
  const crumbs = m.parents.map((p) => `<li>${clauseLink(p)}</li>`).join("");
  const sides = [side(m, m.refs_out, "")]
    // A translation shares the original's numbering, so its cited numbers link the same way.
    .concat(m.translations.map((t) => side(t, t.relation === "translation" ? m.refs_out : [], t.relation)));
  box.innerHTML = `<ol class="crumbs" aria-label="Parent clauses">${crumbs}<li>${esc(m.number)}</li></ol>`
    + `<h2 lang="${esc(m.lang)}">${esc(m.number)} ${esc(m.title)} <span class="tag">${esc(m.uid)}</span></h2>`
    + `<div class="sides${m.translations.length ? " two" : ""}">${sides.join("")}</div>`
    + linkList("Refers to", m.refs_out, "refs-out")
    + linkList("Cited by", m.refs_in, "refs-in")
    + linkList("Children", m.children, "children");
  box.focus({ preventScroll: true });
  box.scrollIntoView({ block: "start" });
}

// ---- ask ------------------------------------------------------------------------------------

function traceList(steps) {
  if (!steps || !steps.length) return "";
  return `<ol class="trace">` + steps.map((s) => `<li><a class="cl" href="${clauseHref(s.clause)}" data-uid="${esc(s.clause)}">[${esc(shortUid(s.clause))}${s.title ? " " + esc(s.title) : ""}]</a>`
    + `<span>${esc(s.what)}</span>${s.children?.length ? traceList(s.children) : ""}</li>`).join("") + `</ol>`;
}

function renderAnswer(a) {
  const verdict = a.verdict
    ? `<p class="verdict" id="verdict">${esc(a.verdict)} <span class="tag">${esc(a.verdict_source)}</span></p>`
    : `<p class="verdict none" id="verdict">cannot decide${a.missing?.length ? ": missing " + esc(a.missing.join(", ")) : ""}</p>`;
  const cites = a.citations.map((c) => `<li>${clauseLink(c)} <span class="tag">${esc(c.from)}</span>`
    + (c.quote ? `<br><q lang="${esc(c.lang)}">${esc(c.quote)}</q>` : "") + `</li>`).join("");
  return `<h2>Answer <span class="tag">${esc(a.game || "game?")}</span> <span class="tag">${esc(a.lang)}</span></h2>`
    + verdict
    + (a.explanation ? `<p class="explanation" lang="${esc(a.lang)}">${esc(a.explanation)}</p>` : "")
    + (cites ? `<h3>Citations</h3><ul id="citations">${cites}</ul>` : "")
    + (a.trace?.length ? `<h3>Trace</h3>${traceList(a.trace)}` : "")
    + (a.scenario ? `<details><summary>Scenario played</summary><pre class="code">${esc(a.scenario)}</pre></details>` : "");
}

async function runAsk(ev) {
  ev?.preventDefault();
  const question = $("#question").value.trim();
  if (!question) { $("#question").focus(); return; }
  const body = { question, use_rulings: $("#use-rulings").checked };
  if ($("#ask-game").value) body.game = $("#ask-game").value;
  if ($("#ask-scenario").value.trim()) body.scenario = $("#ask-scenario").value;
  $("#ask-status").textContent = "Thinking…";
  const started = performance.now();
  const res = await api("/ask", body);
  const box = $("#answer");
  box.hidden = false;
  if (!res.ok) {
    $("#ask-status").textContent = "";
    box.innerHTML = errorHtml(res);
    return;
  }
  $("#ask-status").textContent = `${Math.round(performance.now() - started)} ms`;
  box.innerHTML = renderAnswer(res.data);
}

function errorHtml(res) {
  const d = res.data || {};
  const where = d.line ? `line ${d.line}, column ${d.column}: ` : "";
  const clause = d.clause ? ` (${clauseLink({ uid: d.clause, number: shortUid(d.clause) })})` : "";
  return `<div class="error" role="alert"><strong>${esc(res.status)}</strong> ${esc(where)}${esc(d.message)}${clause}</div>`;
}

function setupAsk() {
  $("#ask-form").addEventListener("submit", runAsk);
  for (const el of [$("#question"), $("#ask-scenario")]) {
    el.addEventListener("keydown", (ev) => { if (ev.key === "Enter" && (ev.ctrlKey || ev.metaKey)) runAsk(ev); });
  }
}

// ---- scenario editor ------------------------------------------------------------------------

let badLine = 0;

function renderGutter() {
  const n = $("#scenario").value.split("\n").length;
  const lines = [];
  for (let i = 1; i <= n; i++) lines.push(i === badLine ? `<span class="bad" id="bad-line">${i}</span>` : String(i));
  $("#gutter").innerHTML = lines.join("\n");
  $("#gutter").scrollTop = $("#scenario").scrollTop;
}

function selectLine(line, column) {
  const ta = $("#scenario");
  const lines = ta.value.split("\n");
  let pos = 0;
  for (let i = 0; i < line - 1 && i < lines.length; i++) pos += lines[i].length + 1;
  pos += Math.max(0, (column || 1) - 1);
  ta.focus();
  ta.setSelectionRange(pos, pos);
  const lineHeight = parseFloat(getComputedStyle(ta).lineHeight) || 20;
  ta.scrollTop = Math.max(0, (line - 3) * lineHeight);
}

function scenarioError(res) {
  const d = res.data || {};
  const box = $("#scenario-error");
  box.hidden = false;
  if (res.status === 422 && d.line) {
    badLine = d.line;
    const expected = d.expected?.length ? `<p>Expected: <code>${d.expected.map(esc).join("</code>, <code>")}</code></p>` : "";
    box.innerHTML = `<p><strong>Line ${esc(d.line)}, column ${esc(d.column)}</strong>: ${esc(d.message)}</p>`
      + expected + (d.context ? `<pre>${esc(d.context)}</pre>` : "")
      + `<button type="button" id="goto-error">Go to line ${esc(d.line)}</button>`;
    $("#goto-error").addEventListener("click", () => selectLine(d.line, d.column));
    renderGutter();
  } else {
    box.innerHTML = errorHtml(res);
  }
}

function boardTable(board) {
  if (!board) return "";
  const rows = [];
  const sides = board.sides || {};
  for (const [k, v] of Object.entries(board)) if (k !== "sides") rows.push(`<tr><th>${esc(k)}</th><td>${esc(JSON.stringify(v))}</td></tr>`);
  for (const [p, s] of Object.entries(sides)) {
    rows.push(`<tr><th>${esc(p)}</th><td>${Object.entries(s).map(([k, v]) => `${esc(k)}=${esc(Array.isArray(v) ? v.join(" ") : v)}`).join(", ")}</td></tr>`);
  }
  return `<table class="board"><tbody>${rows.join("")}</tbody></table>`;
}

function renderSimulate(d) {
  const exps = d.expectations.map((e) => `<li class="${e.passed ? "pass" : "fail"}">${e.passed ? "✓" : "✗"} `
    + `<a href="#scenario" data-line="${esc(e.line)}">line ${esc(e.line)}</a>: ${esc(e.text)} — ${esc(e.detail)}</li>`).join("");
  const outcome = d.outcome ? `<p>Outcome: winner ${esc(d.outcome.winner || "none")} (${clauseLink({ uid: d.outcome.clause, number: shortUid(d.outcome.clause) })}: ${esc(d.outcome.reason)})</p>` : "";
  const illegal = d.illegal ? `<p class="fail">Refused by ${clauseLink({ uid: d.illegal.clause, number: shortUid(d.illegal.clause) })}: ${esc(d.illegal.reason)}</p>` : "";
  return `<h2 class="${d.passed ? "pass" : "fail"}">${d.passed ? "All expectations met" : "Expectation failed"}</h2>`
    + (exps ? `<ul id="expectations">${exps}</ul>` : "") + outcome + illegal
    + `<h3>Trace</h3>${traceList(d.trace)}<h3>Board after</h3>${boardTable(d.board_after)}`;
}

function renderLegal(d) {
  const legal = d.legal.map((a) => `<li><code>${esc(a)}</code></li>`).join("") || "<li>(none: the game is over)</li>";
  const illegal = d.illegal.map((i) => `<li><code>${esc(i.action)}</code> — ${clauseLink({ uid: i.clause, number: shortUid(i.clause) }, `${shortUid(i.clause)} ${i.title || ""}`.trim())}: ${esc(i.reason)}</li>`).join("");
  return `<h2>Legal actions</h2><ul id="legal">${legal}</ul><h3>Not legal</h3><ul id="illegal">${illegal}</ul>`;
}

function renderVerify(d) {
  const r = d.results[0];
  const f = r.failure;
  return `<h2 class="${r.passed ? "pass" : "fail"}">${r.passed ? "pass" : "FAIL"} ${esc(r.title || "")}</h2>`
    + (f ? `<p>${f.line ? `line ${esc(f.line)}: ` : ""}${esc(f.text)} ${esc(f.detail)}</p>` : "");
}

async function runScenario(kind) {
  const text = $("#scenario").value;
  badLine = 0;
  renderGutter();
  $("#scenario-error").hidden = true;
  const out = $("#scenario-result");
  out.hidden = true;
  const res = await api("/" + kind, { scenario: text });
  if (!res.ok) { scenarioError(res); return; }
  out.hidden = false;
  out.innerHTML = { simulate: renderSimulate, legal: renderLegal, verify: renderVerify }[kind](res.data);
}

function setupScenario() {
  const ta = $("#scenario");
  if (!ta.value) ta.value = DEFAULT_SCENARIO;
  ta.addEventListener("input", () => { badLine = 0; renderGutter(); });
  ta.addEventListener("scroll", () => { $("#gutter").scrollTop = ta.scrollTop; });
  ta.addEventListener("keydown", (ev) => {
    if (ev.key === "Enter" && (ev.ctrlKey || ev.metaKey)) { ev.preventDefault(); runScenario("simulate"); }
  });
  $("#scenario-form").addEventListener("submit", (ev) => { ev.preventDefault(); runScenario("simulate"); });
  $("#legal-button").addEventListener("click", () => runScenario("legal"));
  $("#verify-button").addEventListener("click", () => runScenario("verify"));
  $("#scenario-result").addEventListener("click", (ev) => {
    const line = ev.target.closest("[data-line]")?.dataset.line;
    if (line) { ev.preventDefault(); selectLine(Number(line), 1); }
  });
  renderGutter();
}

// ---- start ----------------------------------------------------------------------------------

async function showHealth() {
  const res = await api("/health");
  if (!res.ok) return;
  const h = res.data;
  $("#health").textContent = `${h.corpus.clauses} clauses · search: ${h.index.vector ? "hybrid (vector on)" : "lexical only"}`;
}

document.addEventListener("DOMContentLoaded", () => {
  setupTabs();
  setupSearch();
  setupAsk();
  setupScenario();
  showHealth();
  route();
  document.body.dataset.ready = "1";
});
